import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InferenceClient, InferenceClientProviderOutputError } from "../src/index.js";

// A submission whose answer names no job is refused with the shape the provider's recipe expects;
// z.ai's refused submissions say so. A loopback server plays the provider.

let server: Server;
let answer: unknown = {};
let url = "";

beforeAll(async () => {
	server = createServer((_request, response) => {
		response.setHeader("Content-Type", "application/json");
		response.end(JSON.stringify(answer));
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => server.close());

const client = () => new InferenceClient(["hf", "submissions".repeat(3)].join("_"), { routerUrl: url });

function call(provider: string, task: "text-to-image" | "text-to-video", providerId: string) {
	const args = {
		model: "acme/model",
		provider: provider as "wavespeed",
		inputs: "a cat",
		providerMapping: { provider, hfModelId: "acme/model", providerId, status: "live" as const, task },
	};
	return task === "text-to-image" ? client().textToImage(args) : client().textToVideo(args);
}

describe("a submission that names no job", () => {
	const cases = [
		{
			provider: "wavespeed",
			task: "text-to-image",
			id: "wavespeed-ai/flux-dev",
			expected: "{data: {urls: {get: string}}}",
		},
		{ provider: "together", task: "text-to-video", id: "Wan-AI/Wan2.1-T2V-14B", expected: "{id: string}" },
		{ provider: "novita", task: "text-to-video", id: "wan-t2v", expected: "{task_id: string}" },
		{
			provider: "zai-org",
			task: "text-to-image",
			id: "cogview-4",
			expected: "{id: string, task_status: string}",
		},
	] as const;
	for (const { provider, task, id, expected } of cases) {
		it(`${provider} ${task}: expected ${expected}`, async () => {
			answer = {};
			const error = await call(provider, task, id).catch((thrown: unknown) => thrown);
			expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
			expect((error as Error).message).toContain(`API: expected ${expected}`);
		});
	}

	it("zai-org: a submission refused at once fails the job with its reason", async () => {
		answer = { id: "job-1", task_status: "FAIL" };
		const error = await call("zai-org", "text-to-image", "cogview-4").catch((thrown: unknown) => thrown);
		expect((error as Error).message).toBe("The ZAI text-to-image job failed: the submission was refused");
	});
});

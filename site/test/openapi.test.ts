// @vitest-environment node
import { type Emulator, seededModel, startEmulator } from "@hubkit/emulator";
import { buildRequest, type InferenceTask } from "@hubkit/inference";
import { getExampleInput, TASK_SPECS } from "@hubkit/tasks";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENAPI_TASKS, openApiDocument, taskPath } from "../scripts/openapi.mjs";

const TOKEN = "hf_emulator";
const document = openApiDocument();

/** The client's and the emulator's name for a task: chat completion is `conversational` there. */
const clientTask = (task: string) => (task === "chat-completion" ? "conversational" : task);

/** The hub id of a model hf-inference serves for the task in the emulator's registry. */
function modelFor(task: string): string {
	const found = seededModel("hf-inference", clientTask(task));
	if (!found) throw new Error(`The emulator seeds no hf-inference model for ${task}`);
	return found.model.id;
}

/** Every example of the document: its path, media type, task (the example's name) and body. */
const examples = Object.entries(document.paths).flatMap(([path, { post }]) =>
	Object.entries(post.requestBody.content).flatMap(([mediaType, { examples = {} }]) =>
		Object.entries(examples).map(([task, example]) => ({ path, mediaType, task, example })),
	),
);

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 0 });
});
afterAll(() => emulator.close());

describe("openapi.json", () => {
	it("is a valid OpenAPI 3.1 document", async () => {
		const result = await new Validator().validate(structuredClone(document));
		expect(result.errors).toBeUndefined();
		expect(result.valid).toBe(true);
		expect(document.openapi).toBe("3.1.0");
		expect(document.servers).toEqual([{ url: "https://router.huggingface.co" }]);
	});

	it("has one example per task it describes, and describes the tasks hf-inference serves and chat", () => {
		expect(examples.map((example) => example.task).sort()).toEqual([...OPENAPI_TASKS].sort());
		expect(OPENAPI_TASKS).toContain("chat-completion");
		expect(OPENAPI_TASKS).toHaveLength(28);
		for (const { path, task } of examples) expect(path).toBe(taskPath(task));
	});

	it("gives JSON examples that match their task's request schema", () => {
		const ajv = new Ajv2020({ strict: false, allErrors: true });
		ajv.addSchema({ $id: "openapi.json", components: document.components });
		for (const { mediaType, task, example } of examples) {
			if (mediaType !== "application/json") continue;
			const method = TASK_SPECS[task]?.method ?? "";
			const name = `${method[0]?.toUpperCase()}${method.slice(1)}Request`;
			const validate = ajv.getSchema(`openapi.json#/components/schemas/${name}`);
			expect(validate, name).toBeDefined();
			expect(validate?.(example.value), `${task}: ${JSON.stringify(validate?.errors)}`).toBe(true);
		}
	});

	it("says chat completions can answer as a stream, with the chunk's schema", () => {
		const answer = document.paths["/v1/chat/completions"]?.post.responses["200"] as { content: object };
		expect(Object.keys(answer.content)).toEqual(["application/json", "text/event-stream"]);
		expect(document.components.schemas?.ChatCompletionStreamChunk).toMatchObject({ type: "object" });
	});

	it.each(OPENAPI_TASKS)("documents the route the client calls for %s", async (task) => {
		const model = modelFor(task);
		const example = getExampleInput(task === "chat-completion" ? "text-generation" : task, {
			tags: ["conversational"],
		});
		const request = await buildRequest(
			clientTask(task) as InferenceTask,
			{
				model,
				provider: task === "chat-completion" ? "auto" : "hf-inference",
				accessToken: TOKEN,
				...example,
			},
			{ routerUrl: emulator.url, hubUrl: emulator.url },
		);
		expect(request.url).toBe(`${emulator.url}${taskPath(task).replace("{owner}/{name}", model)}`);
	});

	it.each(examples)(
		"the emulator accepts the $task example ($mediaType)",
		async ({ path, mediaType, task, example }) => {
			const headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` };
			let body: BodyInit;
			if (example.externalValue !== undefined) {
				// The sample file's stand-in: a file of the same kind, as the emulator draws it.
				const name = mediaType.startsWith("audio/")
					? "audio-00112233aabbccdd-1200ms.flac"
					: "image-00112233aabbccdd-64x48.jpg";
				const file = await fetch(`${emulator.url}/files/${name}`);
				headers["content-type"] = file.headers.get("content-type") ?? mediaType;
				body = await file.arrayBuffer();
			} else {
				headers["content-type"] = mediaType;
				body = JSON.stringify(example.value);
			}
			// An example whose body names the model (text completions) calls that model's route.
			const named = (example.value as { model?: unknown } | undefined)?.model;
			const model = typeof named === "string" ? named : modelFor(task);
			const url = `${emulator.url}${path.replace("{owner}/{name}", model)}`;
			const response = await fetch(url, { method: "POST", headers, body });
			const answer = await response.text();
			expect(response.status, answer.slice(0, 500)).toBeLessThan(300);
			expect(response.status).toBeGreaterThanOrEqual(200);
		},
	);
});

import type { TaskHelper } from "@hubkit/inference";
import { TASK_TABLES } from "@hubkit/inference/internal";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../src/index.js";
import { outputFile } from "../src/templates/answer.js";

const helpers = Object.values(TASK_TABLES).flatMap((table) => Object.values(table) as TaskHelper[]);

describe("the providers' answer recipes, as the raw snippets read them", () => {
	it("every file a provider declares is saved under a fitting extension", () => {
		const named = helpers.flatMap((helper) =>
			helper.answer?.media ? [`${helper.provider} ${helper.task}: ${outputFile(helper.answer.media)}`] : [],
		);
		expect(named.length).toBeGreaterThan(20);
		expect(named.filter((name) => name.endsWith(".bin"))).toEqual([]);
	});

	it("every job is followed at a pace, within a bound, to a status the provider names", () => {
		const jobs = helpers.flatMap((helper) => (helper.answer?.job ? [helper] : []));
		expect(jobs.length).toBeGreaterThan(15);
		for (const { provider, task, answer } of jobs) {
			const job = answer?.job;
			const name = `${provider} ${task}`;
			expect(job?.intervalMs, name).toBeGreaterThan(0);
			expect(job?.maxAttempts, name).toBeGreaterThan(0);
			// The client gives up after ten minutes of checks at most; so does the code it writes.
			expect((job?.maxAttempts ?? 0) * (job?.intervalMs ?? 0), name).toBeLessThanOrEqual(10 * 60_000);
			expect(job?.done.length, name).toBeGreaterThan(0);
			expect(job?.failed.length, name).toBeGreaterThan(0);
			// A job without a file to save is printed (speech recognition): every other one names its file.
			if (task !== "automatic-speech-recognition") expect(answer?.media, name).toBeDefined();
		}
	});

	it("a dedicated endpoint answers in its own way: its raw snippets send the request and print the answer, as before", () => {
		const snippets = getInferenceSnippets(
			{ id: "acme/t2i", pipeline_tag: "text-to-image", tags: [] },
			"hf-inference",
			undefined,
			{
				endpointUrl: "https://xyz.endpoints.example.cloud",
			},
		);
		expect(snippets.map((snippet) => `${snippet.language}/${snippet.client}`)).toEqual([
			"python/huggingface_hub",
			"python/requests",
			"js/huggingface.js",
			"js/fetch",
		]);
		for (const snippet of snippets.filter(({ client }) => client === "requests" || client === "fetch"))
			expect(snippet.content).toMatch(/print\(response\.json\(\)\)|console\.log\(result\)/);
	});
});

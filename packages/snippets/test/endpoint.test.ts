import { type InferenceProviderOrPolicy, PROVIDERS } from "@hubkit/inference";
import { afterEach, describe, expect, it } from "vitest";
import { getInferenceSnippets, setLogger, TEMPLATE_FOR_TASK } from "../src/index.js";
import { recordLogs } from "./support/recording-logger.js";

afterEach(() => setLogger(console));

const ENDPOINT = "http://127.0.0.1:8080/v1";

function modelFor(task: string) {
	return task === "conversational"
		? { id: "acme/model", pipeline_tag: "text-generation", tags: ["conversational"] }
		: { id: "acme/model", pipeline_tag: task, tags: [] };
}

describe("a custom endpoint with a third-party provider", () => {
	it("gets no snippets from any template, and the client's reason is logged, for every provider and task", () => {
		const templates = new Set<string>();
		// Every task that has snippets, whether the provider serves it or not: the refusal comes first.
		const tasks = ["conversational", ...Object.keys(TEMPLATE_FOR_TASK)];
		for (const provider of Object.keys(PROVIDERS)) {
			if (provider === "hf-inference") continue;
			for (const task of tasks) {
				for (const options of [{}, { streaming: true, directRequest: true, billTo: "org" }]) {
					const lines = recordLogs();
					const snippets = getInferenceSnippets(
						modelFor(task),
						provider as InferenceProviderOrPolicy,
						undefined,
						{
							...options,
							endpointUrl: ENDPOINT,
						},
					);
					expect(snippets, `${provider} ${task}`).toEqual([]);
					expect(lines.join("\n"), `${provider} ${task}`).toContain(
						"Cannot use endpointUrl with a third-party provider.",
					);
					templates.add(
						task === "conversational"
							? options.streaming
								? "conversationalStream"
								: "conversational"
							: (TEMPLATE_FOR_TASK[task] ?? task),
					);
				}
			}
		}
		// Every kind of snippet was asked for, and refused.
		expect([...templates].sort()).toEqual(
			[...new Set([...Object.values(TEMPLATE_FOR_TASK), "conversationalStream"])].sort(),
		);
	});

	it("the auto policy is a third-party choice too", () => {
		const lines = recordLogs();
		expect(
			getInferenceSnippets(modelFor("conversational"), "auto", undefined, { endpointUrl: ENDPOINT }),
		).toEqual([]);
		expect(lines).toEqual([
			"Failed to build the request for auto (conversational) | Error: Cannot use endpointUrl with a third-party provider.",
		]);
	});

	it("hf-inference with an endpoint still calls the endpoint, in every snippet", () => {
		const snippets = getInferenceSnippets(modelFor("conversational"), "hf-inference", undefined, {
			endpointUrl: ENDPOINT,
		});
		expect(snippets.length).toBeGreaterThan(5);
		for (const { client, content } of snippets) {
			expect(content, client).toContain(ENDPOINT);
			expect(content, client).not.toContain("router.huggingface.co");
			expect(content, client).not.toContain("HF_TOKEN");
		}
	});
});

import { afterEach, describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	getInferenceSnippetsWithReasons,
	planSnippetCall,
	type SnippetReason,
	setLogger,
} from "../src/index.js";
import { recordLogs } from "./support/recording-logger.js";

afterEach(() => setLogger(console));

const classifier = {
	id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
	pipeline_tag: "text-classification",
	tags: [],
};
const chat = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};

/** A reason as a line, the way the recording logger writes what it is given. */
const line = (reason: SnippetReason) =>
	`${reason.message} | Error: ${reason.error instanceof Error ? reason.error.message : String(reason.error)}`;

describe("the snippets and the reasons for what is missing", () => {
	it("a provider without a helper for the task: no snippets, the reason returned and not logged", () => {
		const logged = recordLogs();
		const { snippets, reasons } = getInferenceSnippetsWithReasons(classifier, "groq");
		expect(snippets).toEqual([]);
		expect(reasons).toEqual([
			{
				skipped: "snippets",
				message: "Failed to get provider helper for groq (text-classification)",
				error: expect.any(Error),
			},
		]);
		expect(logged).toEqual([]);
	});

	it("gives the same text getInferenceSnippets logs", () => {
		const cases: Array<Parameters<typeof getInferenceSnippets>> = [
			[classifier, "groq"],
			[chat, "together", undefined, { endpointUrl: "https://acme.example/v1" }],
			[classifier, "hf-inference", undefined, { inputs: { text: "kept", count: 10n } }],
		];
		for (const args of cases) {
			const logged = recordLogs();
			const logging = getInferenceSnippets(...args);
			setLogger(console);
			const { snippets, reasons } = getInferenceSnippetsWithReasons(...args);
			expect(snippets).toEqual(logging);
			expect(reasons.map(line)).toEqual(logged);
			expect(reasons.length).toBeGreaterThan(0);
		}
	});

	it("a body that cannot be JSON: the snippets are kept, and the reason says the body was skipped", () => {
		const { snippets, reasons } = getInferenceSnippetsWithReasons(classifier, "hf-inference", undefined, {
			inputs: { text: "kept", count: 10n },
		});
		expect(snippets.length).toBeGreaterThan(0);
		expect(reasons.map((reason) => [reason.skipped, reason.message])).toEqual([
			["json-body", "Failed to parse body as JSON"],
		]);
	});

	it("a model with snippets: no reasons", () => {
		const { snippets, reasons } = getInferenceSnippetsWithReasons(chat, "together");
		expect(snippets.map((snippet) => snippet.client)).toContain("curl");
		expect(reasons).toEqual([]);
	});

	it("the planner reports to a caller who asks instead of logging", () => {
		const logged = recordLogs();
		const reasons: SnippetReason[] = [];
		expect(
			planSnippetCall(classifier, "groq", undefined, {}, (reason) => reasons.push(reason)),
		).toBeUndefined();
		expect(reasons.map((reason) => reason.skipped)).toEqual(["snippets"]);
		expect(logged).toEqual([]);
	});
});

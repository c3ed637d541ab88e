import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isPipelineType, PIPELINE_TYPES } from "../src/catalogue/pipeline-data.js";
import {
	EXAMPLE_NUM_INFERENCE_STEPS,
	EXAMPLE_TASKS,
	getExampleInput,
} from "../src/examples/example-inputs.js";
import { TASK_SPECS } from "../src/specs/index.js";

/** The pipeline types whose conversational models are called with the chat-completion request. */
const CHAT_PIPELINES = ["text-generation", "image-text-to-text"];

/**
 * The tasks the snippet generator writes examples for: every task with a call specification, chat
 * by the pipeline types its models carry.
 */
const SNIPPET_TASKS = [
	...new Set(
		Object.keys(TASK_SPECS).flatMap((task) => (task === "chat-completion" ? CHAT_PIPELINES : [task])),
	),
];

describe("getExampleInput", () => {
	it("has an example for every task the snippet generator covers, and only for real tasks", () => {
		expect(EXAMPLE_TASKS).toEqual(expect.arrayContaining(SNIPPET_TASKS));
		for (const task of EXAMPLE_TASKS) expect(PIPELINE_TYPES).toContain(task);
		for (const task of SNIPPET_TASKS) expect(getExampleInput(task), task).toBeDefined();
	});

	it("gives values, never pre-quoted source text, that survive a JSON round trip", () => {
		for (const task of EXAMPLE_TASKS) {
			const example = getExampleInput(task, { tags: ["conversational"] });
			expect(JSON.parse(JSON.stringify(example))).toEqual(example);
			const inputs = example && "inputs" in example ? example.inputs : undefined;
			if (typeof inputs === "string") expect(inputs, task).not.toMatch(/^["'].*["']$/s);
		}
	});

	it("uses the hub's familiar labels for zero-shot tasks", () => {
		expect(getExampleInput("zero-shot-classification")).toMatchObject({
			parameters: { candidate_labels: ["refund", "legal", "faq"] },
		});
		expect(getExampleInput("zero-shot-image-classification")).toEqual({
			inputs: "cats.jpg",
			parameters: { candidate_labels: ["cat", "dog", "llama"] },
		});
	});

	it("asks conversational models with chat messages and plain models with a prompt", () => {
		expect(getExampleInput("text-generation", { tags: ["conversational"] })).toEqual({
			messages: [{ role: "user", content: "What is the capital of France?" }],
		});
		expect(getExampleInput("text-generation", { tags: [] })).toEqual({
			inputs: "Can you please let us know more details about your ",
		});
		const vision = getExampleInput("image-text-to-text", { tags: ["conversational"] });
		expect(vision && "messages" in vision ? vision.messages[0]?.content : undefined).toEqual([
			{ type: "text", text: "Describe this image in one sentence." },
			{ type: "image_url", image_url: { url: expect.stringMatching(/^https:\/\//) } },
		]);
	});

	it("puts the model's own mask token into fill-mask examples", () => {
		expect(getExampleInput("fill-mask", { mask_token: "<mask>" })).toEqual({
			inputs: "The answer to the universe is <mask>.",
		});
		expect(getExampleInput("fill-mask")).toEqual({ inputs: "The answer to the universe is [MASK]." });
	});

	it("gives question answering, table QA and document/visual QA the fields their requests need", () => {
		expect(getExampleInput("question-answering")).toEqual({
			inputs: { question: "What is my name?", context: "My name is Clara and I live in Berkeley." },
		});
		const table = getExampleInput("table-question-answering");
		expect(table).toMatchObject({
			inputs: { query: expect.any(String), table: { Repository: expect.any(Array) } },
		});
		for (const task of ["document-question-answering", "visual-question-answering"]) {
			expect(getExampleInput(task)).toEqual({
				inputs: { image: "cat.png", question: "What is in this image?" },
			});
		}
	});

	it("names sample files for audio and image inputs", () => {
		for (const task of ["automatic-speech-recognition", "audio-classification", "audio-to-audio"]) {
			expect(getExampleInput(task)).toEqual({ inputs: "sample1.flac" });
		}
		for (const task of ["image-classification", "object-detection", "image-segmentation", "image-to-text"]) {
			expect(getExampleInput(task)).toEqual({ inputs: "cats.jpg" });
		}
		expect(getExampleInput("image-to-image")).toEqual({
			inputs: "cat.png",
			parameters: { prompt: "Turn the cat into a tiger." },
		});
		expect(EXAMPLE_NUM_INFERENCE_STEPS).toBe(5);
	});

	it("hands out a fresh copy each time, so one caller cannot change another's example", () => {
		const first = getExampleInput("zero-shot-classification");
		if (first && "parameters" in first && first.parameters) first.parameters.candidate_labels = ["changed"];
		expect(getExampleInput("zero-shot-classification")).toMatchObject({
			parameters: { candidate_labels: ["refund", "legal", "faq"] },
		});
	});

	it("answers undefined for any string that is not a task with an example", () => {
		fc.assert(
			fc.property(fc.string(), (task) => {
				const example = getExampleInput(task);
				if (!isPipelineType(task) || !EXAMPLE_TASKS.includes(task)) expect(example).toBeUndefined();
			}),
		);
		expect(getExampleInput("constructor")).toBeUndefined();
		expect(getExampleInput("depth-estimation")).toBeUndefined();
	});
});

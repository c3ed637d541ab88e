import { describe, expect, it } from "vitest";
import {
	catImage,
	inferenceRequests,
	routedClient,
	seeded,
	speech,
	useEmulator,
} from "./support/emulator.js";

const emulator = useEmulator();

interface Case {
	method: string;
	task: string;
	args: () => Record<string, unknown>;
	/** The route after `/hf-inference/models/{id}`. */
	route?: string;
	/** How the body must arrive: JSON (with a check of it) or raw bytes with a content type. */
	body: { json: (body: Record<string, unknown>) => void } | { binary: string };
	output: (result: unknown) => void;
}

const labelScores = (result: unknown) => {
	expect(Array.isArray(result)).toBe(true);
	expect((result as unknown[]).length).toBeGreaterThan(0);
	for (const item of result as Array<{ label: unknown; score: unknown }>) {
		expect(typeof item.label).toBe("string");
		expect(typeof item.score).toBe("number");
	}
};

const isBlobOf = (prefix: string) => (result: unknown) => {
	expect(result).toBeInstanceOf(Blob);
	expect((result as Blob).type.startsWith(prefix)).toBe(true);
	expect((result as Blob).size).toBeGreaterThan(8);
};

const CASES: Case[] = [
	{
		method: "textClassification",
		task: "text-classification",
		args: () => ({ inputs: "I like you. I love you" }),
		body: { json: (body) => expect(body).toEqual({ inputs: "I like you. I love you" }) },
		output: labelScores,
	},
	{
		method: "tokenClassification",
		task: "token-classification",
		args: () => ({ inputs: "My name is Sarah Jessica Parker but you can call me Jessica" }),
		body: { json: (body) => expect(typeof body.inputs).toBe("string") },
		output: (result) => {
			const text = "My name is Sarah Jessica Parker but you can call me Jessica";
			for (const span of result as Array<{ word: string; start: number; end: number }>) {
				expect(span.start).toBeLessThan(span.end);
				expect(text.slice(span.start, span.end).length).toBe(span.end - span.start);
			}
		},
	},
	{
		method: "questionAnswering",
		task: "question-answering",
		args: () => ({
			inputs: { question: "What is my name?", context: "My name is Clara and I live in Berkeley." },
		}),
		body: {
			json: (body) =>
				expect(body.inputs).toEqual({
					question: "What is my name?",
					context: "My name is Clara and I live in Berkeley.",
				}),
		},
		output: (result) => {
			const answer = result as { answer: string; start: number; end: number };
			expect("My name is Clara and I live in Berkeley.".slice(answer.start, answer.end)).toBe(answer.answer);
		},
	},
	{
		method: "fillMask",
		task: "fill-mask",
		args: () => ({ inputs: "The answer to the universe is [MASK]." }),
		body: { json: (body) => expect(body.inputs).toBe("The answer to the universe is [MASK].") },
		output: (result) => {
			for (const item of result as Array<{ sequence: string; token_str: string }>) {
				expect(item.sequence).toContain(item.token_str);
			}
		},
	},
	{
		method: "summarization",
		task: "summarization",
		args: () => ({ inputs: "The tower is 324 metres tall, about the same height as an 81-storey building." }),
		body: { json: (body) => expect(typeof body.inputs).toBe("string") },
		output: (result) => expect(typeof (result as { summary_text: string }).summary_text).toBe("string"),
	},
	{
		method: "translation",
		task: "translation",
		args: () => ({ inputs: "Меня зовут Вольфганг и я живу в Берлине" }),
		body: { json: (body) => expect(body.inputs).toBe("Меня зовут Вольфганг и я живу в Берлине") },
		output: (result) =>
			expect(typeof (result as { translation_text: string }).translation_text).toBe("string"),
	},
	{
		method: "zeroShotClassification",
		task: "zero-shot-classification",
		args: () => ({
			inputs: "I have a problem with my iphone",
			parameters: { candidate_labels: ["refund", "legal", "faq"] },
		}),
		body: {
			json: (body) => expect(body.parameters).toEqual({ candidate_labels: ["refund", "legal", "faq"] }),
		},
		output: (result) => {
			labelScores(result);
			expect((result as Array<{ label: string }>).map((item) => item.label).sort()).toEqual([
				"faq",
				"legal",
				"refund",
			]);
		},
	},
	{
		method: "sentenceSimilarity",
		task: "sentence-similarity",
		route: "/pipeline/sentence-similarity",
		args: () => ({
			inputs: {
				source_sentence: "That is a happy person",
				sentences: ["That is a happy dog", "Today is a sunny day"],
			},
		}),
		body: { json: (body) => expect((body.inputs as { sentences: string[] }).sentences).toHaveLength(2) },
		output: (result) => {
			expect(result).toHaveLength(2);
			for (const score of result as number[]) expect(typeof score).toBe("number");
		},
	},
	{
		method: "featureExtraction",
		task: "feature-extraction",
		route: "/pipeline/feature-extraction",
		args: () => ({ inputs: "Today is a sunny day" }),
		body: { json: (body) => expect(body.inputs).toBe("Today is a sunny day") },
		output: (result) => {
			expect(Array.isArray(result)).toBe(true);
			expect((result as unknown[]).length).toBeGreaterThan(1);
		},
	},
	{
		method: "tableQuestionAnswering",
		task: "table-question-answering",
		args: () => ({
			inputs: {
				query: "How many stars does the transformers repository have?",
				table: { Repository: ["Transformers", "Datasets"], Stars: ["36542", "4512"] },
			},
		}),
		body: {
			json: (body) =>
				expect((body.inputs as { table: object }).table).toEqual({
					Repository: ["Transformers", "Datasets"],
					Stars: ["36542", "4512"],
				}),
		},
		output: (result) => {
			const answer = result as { answer: string; cells: string[]; coordinates: number[][] };
			expect(typeof answer.answer).toBe("string");
			expect(Array.isArray(answer.cells)).toBe(true);
		},
	},
	{
		method: "tabularClassification",
		task: "tabular-classification",
		args: () => ({ inputs: { data: { fixed_acidity: ["7.4", "7.8"], alcohol: ["9.4", "9.8"] } } }),
		body: {
			json: (body) =>
				expect((body.inputs as { data: object }).data).toEqual({
					fixed_acidity: ["7.4", "7.8"],
					alcohol: ["9.4", "9.8"],
				}),
		},
		output: (result) => expect(result).toHaveLength(2),
	},
	{
		method: "tabularRegression",
		task: "tabular-regression",
		args: () => ({ inputs: { data: { Height: ["11.52", "12.48"], Width: ["4.02", "4.3"] } } }),
		body: { json: (body) => expect(body.inputs).toBeDefined() },
		output: (result) => expect(result).toHaveLength(2),
	},
	{
		method: "documentQuestionAnswering",
		task: "document-question-answering",
		args: () => ({ inputs: { image: catImage(), question: "What is the invoice number?" } }),
		body: {
			json: (body) => {
				const inputs = body.inputs as { image: string; question: string };
				expect(inputs.question).toBe("What is the invoice number?");
				expect(atob(inputs.image).slice(1, 4)).toBe("PNG");
			},
		},
		output: (result) => expect(typeof (result as { answer: string }).answer).toBe("string"),
	},
	{
		method: "visualQuestionAnswering",
		task: "visual-question-answering",
		args: () => ({ inputs: { image: catImage(), question: "What animal is it?" } }),
		body: {
			json: (body) => expect((body.inputs as { question: string }).question).toBe("What animal is it?"),
		},
		output: (result) => expect(typeof (result as { score: number }).score).toBe("number"),
	},
	{
		method: "zeroShotImageClassification",
		task: "zero-shot-image-classification",
		args: () => ({ inputs: catImage(), parameters: { candidate_labels: ["cat", "dog", "llama"] } }),
		body: {
			json: (body) => {
				expect(atob((body.inputs as { image: string }).image).slice(1, 4)).toBe("PNG");
				expect(body.parameters).toEqual({ candidate_labels: ["cat", "dog", "llama"] });
			},
		},
		output: labelScores,
	},
	{
		method: "imageClassification",
		task: "image-classification",
		args: () => ({ inputs: catImage() }),
		body: { binary: "image/png" },
		output: labelScores,
	},
	{
		method: "objectDetection",
		task: "object-detection",
		args: () => ({ data: catImage() }),
		body: { binary: "image/png" },
		output: (result) => {
			for (const item of result as Array<{ box: { xmin: number; xmax: number } }>) {
				expect(item.box.xmin).toBeLessThanOrEqual(item.box.xmax);
			}
		},
	},
	{
		method: "imageSegmentation",
		task: "image-segmentation",
		args: () => ({ inputs: catImage() }),
		body: { json: (body) => expect(atob(body.inputs as string).slice(1, 4)).toBe("PNG") },
		output: (result) => {
			for (const item of result as Array<{ label: string; mask: string }>)
				expect(atob(item.mask).slice(1, 4)).toBe("PNG");
		},
	},
	{
		method: "imageToText",
		task: "image-to-text",
		args: () => ({ inputs: catImage() }),
		body: { binary: "image/png" },
		output: (result) => expect(typeof (result as { generated_text: string }).generated_text).toBe("string"),
	},
	{
		method: "imageToImage",
		task: "image-to-image",
		args: () => ({ inputs: catImage(), parameters: { prompt: "Turn the cat into a tiger." } }),
		body: {
			json: (body) => {
				expect(atob(body.inputs as string).slice(1, 4)).toBe("PNG");
				expect(body.parameters).toEqual({ prompt: "Turn the cat into a tiger." });
			},
		},
		output: isBlobOf("image/"),
	},
	{
		method: "automaticSpeechRecognition",
		task: "automatic-speech-recognition",
		args: () => ({ inputs: speech() }),
		body: { binary: "audio/flac" },
		output: (result) => expect(typeof (result as { text: string }).text).toBe("string"),
	},
	{
		method: "audioClassification",
		task: "audio-classification",
		args: () => ({ data: speech() }),
		body: { binary: "audio/flac" },
		output: labelScores,
	},
	{
		method: "audioToAudio",
		task: "audio-to-audio",
		args: () => ({ inputs: speech() }),
		body: { binary: "audio/flac" },
		output: (result) => {
			for (const item of result as Array<{ blob: string; "content-type": string }>) {
				expect(item["content-type"]).toMatch(/^audio\//);
				expect(item.blob.length).toBeGreaterThan(8);
			}
		},
	},
	{
		method: "textToSpeech",
		task: "text-to-speech",
		args: () => ({ inputs: "The answer to the universe is 42" }),
		body: { json: (body) => expect(body.inputs).toBe("The answer to the universe is 42") },
		output: isBlobOf("audio/"),
	},
	{
		method: "textToAudio",
		task: "text-to-audio",
		args: () => ({ inputs: "liquid drum and bass, atmospheric synths" }),
		body: { json: (body) => expect(typeof body.inputs).toBe("string") },
		output: isBlobOf("audio/"),
	},
	{
		method: "textToImage",
		task: "text-to-image",
		args: () => ({ inputs: "Astronaut riding a horse", parameters: { num_inference_steps: 5 } }),
		body: {
			json: (body) =>
				expect(body).toEqual({ inputs: "Astronaut riding a horse", parameters: { num_inference_steps: 5 } }),
		},
		output: isBlobOf("image/"),
	},
];

describe("every task on hf-inference, through the router", () => {
	for (const testCase of CASES) {
		it(`${testCase.method} sends the hosted pipeline's request and returns its output`, async () => {
			const { model } = seeded("hf-inference", testCase.task);
			const client = routedClient(emulator.current.url);
			const call = (client as unknown as Record<string, (args: object) => Promise<unknown>>)[
				testCase.method
			] as (args: object) => Promise<unknown>;
			const result = await call({ model, provider: "hf-inference", ...testCase.args() });
			testCase.output(result);

			const [request, ...others] = inferenceRequests(emulator.current);
			expect(others).toEqual([]);
			expect(request?.method).toBe("POST");
			expect(request?.url).toBe(`/hf-inference/models/${model}${testCase.route ?? ""}`);
			expect(request?.credential).toEqual({ scheme: "Bearer", kind: "hub" });
			if ("binary" in testCase.body) {
				expect(request?.headers["content-type"]).toBe(testCase.body.binary);
				expect(request?.json).toBeUndefined();
				expect(request?.body.length).toBeGreaterThan(40);
			} else {
				expect(request?.headers["content-type"]).toBe("application/json");
				testCase.body.json(request?.json as Record<string, unknown>);
			}
		});
	}

	it("covers every hf-inference task but chat and text generation, which have their own tests", async () => {
		const { PROVIDERS } = await import("../src/index.js");
		const tested = new Set(CASES.map((testCase) => testCase.task));
		const served = Object.keys(PROVIDERS["hf-inference"]).filter(
			(task) => !["conversational", "text-generation"].includes(task),
		);
		expect(served.filter((task) => !tested.has(task))).toEqual([]);
	});
});

import { describe, expect, it } from "vitest";
import { probeAudio, probeImage } from "../src/media/probe.js";
import { CHAT, call, FLAC, JPEG, json, PNG, postBytes, sseData, useEmulator, WAV } from "./helpers.js";

const emu = useEmulator();
const model = (id: string, suffix = "") => `${emu.current.url}/hf-inference/models/${id}${suffix}`;

type Check = (response: Response) => Promise<void>;

async function jsonOf(response: Response): Promise<unknown> {
	expect(response.status, await response.clone().text()).toBe(200);
	expect(response.headers.get("content-type")).toMatch(/^application\/json/);
	return response.json();
}

function sortedScores(items: Array<{ score: number }>) {
	expect(items.map((i) => i.score)).toEqual([...items.map((i) => i.score)].sort((a, b) => b - a));
}

const JSON_TASKS: Array<[string, string, unknown, Check]> = [
	[
		"text-classification",
		"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		{ inputs: "I like you. I love you" },
		async (r) => {
			const [labels] = (await jsonOf(r)) as Array<Array<{ label: string; score: number }>>;
			expect(labels?.[0]?.label).toBe("POSITIVE");
			expect(labels?.reduce((sum, l) => sum + l.score, 0)).toBeCloseTo(1, 4);
			sortedScores(labels ?? []);
		},
	],
	[
		"token-classification",
		"dslim/bert-base-NER",
		{ inputs: "My name is Sarah Jessica Parker but you can call me Jessica" },
		async (r) => {
			const text = "My name is Sarah Jessica Parker but you can call me Jessica";
			const spans = (await jsonOf(r)) as Array<{
				entity_group: string;
				word: string;
				start: number;
				end: number;
			}>;
			expect(spans.map((s) => s.word)).toEqual(["Sarah Jessica Parker", "Jessica"]);
			for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.word);
		},
	],
	[
		"question-answering",
		"deepset/roberta-base-squad2",
		{ inputs: { question: "What is my name?", context: "My name is Clara and I live in Berkeley." } },
		async (r) => {
			const answer = (await jsonOf(r)) as { answer: string; start: number; end: number; score: number };
			expect(answer.answer).toBe("Clara");
			expect("My name is Clara and I live in Berkeley.".slice(answer.start, answer.end)).toBe("Clara");
		},
	],
	[
		"zero-shot-classification",
		"facebook/bart-large-mnli",
		{ inputs: "I want a refund for this", parameters: { candidate_labels: ["refund", "legal", "faq"] } },
		async (r) => {
			const labels = (await jsonOf(r)) as Array<{ label: string; score: number }>;
			expect(labels.map((l) => l.label).sort()).toEqual(["faq", "legal", "refund"]);
			expect(labels[0]?.label).toBe("refund");
			expect(labels.reduce((sum, l) => sum + l.score, 0)).toBeCloseTo(1, 4);
		},
	],
	[
		"fill-mask",
		"google-bert/bert-base-uncased",
		{ inputs: "The answer to the universe is [MASK]." },
		async (r) => {
			const fills = (await jsonOf(r)) as Array<{ sequence: string; token: number; token_str: string }>;
			expect(fills).toHaveLength(5);
			for (const fill of fills)
				expect(fill.sequence).toBe(`The answer to the universe is ${fill.token_str}.`);
			expect(Number.isInteger(fills[0]?.token)).toBe(true);
		},
	],
	[
		"summarization",
		"facebook/bart-large-cnn",
		{ inputs: "The tower is 324 metres tall. It was the tallest man-made structure. It stands in Paris." },
		async (r) => expect(await jsonOf(r)).toEqual([{ summary_text: "The tower is 324 metres tall." }]),
	],
	[
		"translation",
		"Helsinki-NLP/opus-mt-ru-en",
		{ inputs: "Меня зовут Вольфганг" },
		async (r) => expect(await jsonOf(r)).toEqual([{ translation_text: "[en] Меня зовут Вольфганг" }]),
	],
	[
		"table-question-answering",
		"google/tapas-base-finetuned-wtq",
		{
			inputs: {
				query: "How many stars does the transformers repository have?",
				table: { Repository: ["Transformers", "Datasets"], Stars: ["36542", "4512"] },
			},
		},
		async (r) =>
			expect(await jsonOf(r)).toEqual({
				answer: "36542",
				coordinates: [[0, 1]],
				cells: ["36542"],
				aggregator: "NONE",
			}),
	],
	[
		"tabular-classification",
		"julien-c/wine-quality",
		{ inputs: { data: { fixed_acidity: ["7.4", "7.8", "6.1"], alcohol: ["9.4", "9.8", "11"] } } },
		async (r) => {
			const classes = (await jsonOf(r)) as number[];
			expect(classes).toHaveLength(3);
			expect(classes.every(Number.isInteger)).toBe(true);
		},
	],
	[
		"tabular-regression",
		"scikit-learn/Fish-Weight",
		{ inputs: { data: { Height: [11.52, 12.48], Width: [4.02, 4.3] } } },
		async (r) => expect(((await jsonOf(r)) as number[]).map((v) => typeof v)).toEqual(["number", "number"]),
	],
	[
		"zero-shot-image-classification",
		"openai/clip-vit-large-patch14",
		{ inputs: { image: PNG.toString("base64") }, parameters: { candidate_labels: ["cat", "dog"] } },
		async (r) => {
			const labels = (await jsonOf(r)) as Array<{ label: string; score: number }>;
			expect(labels.map((l) => l.label).sort()).toEqual(["cat", "dog"]);
			expect(labels.reduce((sum, l) => sum + l.score, 0)).toBeCloseTo(1, 4);
		},
	],
	[
		"document-question-answering",
		"impira/layoutlm-document-qa",
		{ inputs: { image: PNG.toString("base64"), question: "What is the invoice number?" } },
		async (r) =>
			expect((await jsonOf(r)) as unknown[]).toEqual([
				expect.objectContaining({ answer: expect.any(String), score: expect.any(Number) }),
			]),
	],
	[
		"visual-question-answering",
		"dandelin/vilt-b32-finetuned-vqa",
		{ inputs: { image: JPEG.toString("base64"), question: "Is there a cat?" } },
		async (r) => {
			const answers = (await jsonOf(r)) as Array<{ answer: string; score: number }>;
			expect(["yes", "no"]).toContain(answers[0]?.answer);
			sortedScores(answers);
		},
	],
	[
		"image-segmentation (JSON)",
		"nvidia/segformer-b0-finetuned-ade-512-512",
		{ inputs: PNG.toString("base64") },
		async (r) => {
			const segments = (await jsonOf(r)) as Array<{ label: string; mask: string }>;
			expect(segments.length).toBeGreaterThan(0);
			expect(probeImage(Buffer.from(segments[0]?.mask ?? "", "base64"))).toEqual({
				format: "png",
				width: 48,
				height: 32,
			});
		},
	],
];

describe("hf-inference JSON pipelines", () => {
	for (const [task, id, body, check] of JSON_TASKS) {
		it(task, async () => check(await call(model(id), body)));
	}

	it("feature-extraction: one vector of the model's dimension, nested per input for arrays", async () => {
		const one = (await jsonOf(
			await call(model("intfloat/multilingual-e5-large-instruct", "/pipeline/feature-extraction"), {
				inputs: "hello",
			}),
		)) as number[];
		expect(one).toHaveLength(1024);
		expect(Math.hypot(...one)).toBeCloseTo(1, 4);
		const many = (await jsonOf(
			await call(model("intfloat/multilingual-e5-large-instruct"), { inputs: ["a", "b"] }),
		)) as number[][];
		expect(many.map((v) => v.length)).toEqual([1024, 1024]);
	});

	it("sentence-similarity: one score per sentence, higher for closer sentences", async () => {
		const scores = (await jsonOf(
			await call(model("sentence-transformers/all-MiniLM-L6-v2", "/pipeline/sentence-similarity"), {
				inputs: {
					source_sentence: "That is a happy person",
					sentences: ["That is a very happy person", "Today is a sunny day"],
				},
			}),
		)) as number[];
		expect(scores).toHaveLength(2);
		expect(scores[0]).toBeGreaterThan(scores[1] ?? 1);
		const vector = (await jsonOf(
			await call(model("sentence-transformers/all-MiniLM-L6-v2", "/pipeline/feature-extraction"), {
				inputs: "x",
			}),
		)) as number[];
		expect(vector).toHaveLength(384);
	});

	it("text-generation: OpenAI completions at v1/completions, streamed too", async () => {
		const body = (await jsonOf(
			await call(model("meta-llama/Llama-3.1-8B", "/v1/completions"), {
				model: "meta-llama/Llama-3.1-8B",
				prompt: "Once upon a time",
			}),
		)) as {
			choices: Array<{ text: string }>;
		};
		expect(body.choices[0]?.text).toContain("Once upon a time");
		const stream = await call(model("meta-llama/Llama-3.1-8B", "/v1/completions"), {
			model: "m",
			prompt: "Once",
			stream: true,
		});
		const events = sseData(await stream.text());
		expect(events.at(-1)).toBe("[DONE]");
		expect(JSON.parse(events[0] ?? "{}").object).toBe("text_completion");
	});

	it("text-generation on the model path answers [{generated_text}]", async () => {
		const body = (await jsonOf(await call(model("meta-llama/Llama-3.1-8B"), { inputs: "Hello" }))) as Array<{
			generated_text: string;
		}>;
		expect(body[0]?.generated_text).toEqual(expect.any(String));
	});

	it("conversational: chat at v1/chat/completions", async () => {
		const body = (await jsonOf(
			await call(model("meta-llama/Llama-3.2-11B-Vision-Instruct", "/v1/chat/completions"), {
				model: "x",
				...CHAT,
			}),
		)) as {
			object: string;
		};
		expect(body.object).toBe("chat.completion");
	});

	it("text-to-image, text-to-speech and text-to-audio answer media bytes", async () => {
		const image = await call(model("black-forest-labs/FLUX.1-dev"), {
			inputs: "Astronaut riding a horse",
			parameters: { width: 64, height: 96 },
		});
		expect(image.headers.get("content-type")).toBe("image/jpeg");
		expect(probeImage(Buffer.from(await image.arrayBuffer()))).toEqual({
			format: "jpeg",
			width: 64,
			height: 96,
		});
		for (const id of ["facebook/mms-tts-eng", "facebook/musicgen-small"]) {
			const audio = await call(model(id), { inputs: "The answer to the universe is 42" });
			expect(audio.headers.get("content-type")).toBe("audio/flac");
			expect(probeAudio(Buffer.from(await audio.arrayBuffer()))).toBe("flac");
		}
	});

	it("image-to-image takes base64 JSON with parameters and answers an image", async () => {
		const response = await call(model("black-forest-labs/FLUX.1-Kontext-dev"), {
			inputs: PNG.toString("base64"),
			parameters: { prompt: "a tiger" },
		});
		expect(response.headers.get("content-type")).toBe("image/jpeg");
		expect(probeImage(Buffer.from(await response.arrayBuffer()))?.width).toBe(48);
	});
});

describe("hf-inference binary pipelines", () => {
	it("automatic-speech-recognition answers {text}", async () => {
		const body = (await jsonOf(await postBytes(model("openai/whisper-large-v3"), FLAC, "audio/flac"))) as {
			text: string;
		};
		expect(body.text.length).toBeGreaterThan(10);
	});

	it("audio-classification answers sorted labels", async () => {
		const labels = (await jsonOf(
			await postBytes(model("MIT/ast-finetuned-audioset-10-10-0.4593"), WAV),
		)) as Array<{ score: number }>;
		expect(labels).toHaveLength(5);
		sortedScores(labels);
	});

	it("audio-to-audio answers base64 audio sources", async () => {
		const sources = (await jsonOf(
			await postBytes(model("speechbrain/sepformer-wham"), WAV, "application/octet-stream"),
		)) as Array<{
			label: string;
			blob: string;
			"content-type": string;
		}>;
		expect(sources.map((s) => s.label)).toEqual(["label_0", "label_1"]);
		expect(probeAudio(Buffer.from(sources[0]?.blob ?? "", "base64"))).toBe("flac");
	});

	it("image-classification, object-detection and image-to-text take raw images", async () => {
		const labels = (await jsonOf(
			await postBytes(model("google/vit-base-patch16-224"), JPEG, "image/jpeg"),
		)) as Array<{ label: string; score: number }>;
		expect(labels).toHaveLength(5);
		sortedScores(labels);
		const boxes = (await jsonOf(
			await postBytes(model("facebook/detr-resnet-50"), PNG, "image/png"),
		)) as Array<{
			box: { xmin: number; xmax: number; ymin: number; ymax: number };
		}>;
		for (const { box } of boxes) {
			expect(box.xmin).toBeLessThan(box.xmax);
			expect(box.xmax).toBeLessThanOrEqual(48);
			expect(box.ymax).toBeLessThanOrEqual(32);
		}
		const caption = (await jsonOf(await postBytes(model("Salesforce/blip-image-captioning-large"), PNG))) as {
			generated_text: string;
		};
		expect(caption.generated_text).toEqual(expect.any(String));
	});

	it("image-segmentation and image-to-image take raw images too", async () => {
		expect(
			(
				(await jsonOf(
					await postBytes(model("nvidia/segformer-b0-finetuned-ade-512-512"), PNG, "image/png"),
				)) as unknown[]
			).length,
		).toBeGreaterThan(0);
		const image = await postBytes(model("black-forest-labs/FLUX.1-Kontext-dev"), PNG, "image/png");
		expect(image.headers.get("content-type")).toBe("image/jpeg");
	});
});

describe("hf-inference request checks", () => {
	async function refused(response: Response, pattern: RegExp) {
		expect(response.status).toBe(400);
		expect((await json(response)).error).toMatch(pattern);
	}

	it("binary tasks refuse text, the wrong media kind and empty bodies, naming the expected type", async () => {
		const asr = model("openai/whisper-large-v3");
		await refused(await postBytes(asr, FLAC, "text/plain"), /Content-Type 'text\/plain'/);
		await refused(await postBytes(asr, FLAC, "image/png"), /Content-Type 'image\/png'.*audio\/\*/);
		await refused(await postBytes(asr, new Uint8Array(), "audio/flac"), /empty/);
		await refused(
			await postBytes(model("google/vit-base-patch16-224"), WAV, "audio/wav"),
			/Content-Type 'audio\/wav'.*image\/\*/,
		);
	});

	it("binary tasks refuse bytes that are not what they claim", async () => {
		await refused(
			await postBytes(model("openai/whisper-large-v3"), Buffer.from("not audio"), "audio/flac"),
			/Could not decode the audio/,
		);
		await refused(
			await postBytes(model("google/vit-base-patch16-224"), Buffer.from("not an image")),
			/Could not identify the image/,
		);
	});

	it("JSON tasks check inputs per task", async () => {
		await refused(await call(model("dslim/bert-base-NER"), { inputs: 42 }), /'inputs'.*a string/);
		await refused(
			await call(model("deepset/roberta-base-squad2"), { inputs: { question: "Why?" } }),
			/'inputs.context'/,
		);
		await refused(
			await call(model("sentence-transformers/all-MiniLM-L6-v2"), {
				inputs: { source_sentence: "a", sentences: [] },
			}),
			/'inputs.sentences'/,
		);
		await refused(
			await call(model("facebook/bart-large-mnli"), { inputs: "x" }),
			/'parameters.candidate_labels'/,
		);
		await refused(
			await call(model("google/tapas-base-finetuned-wtq"), {
				inputs: { query: "q", table: { a: ["1"], b: ["1", "2"] } },
			}),
			/same number/,
		);
		await refused(
			await call(model("impira/layoutlm-document-qa"), {
				inputs: { image: "bm90IGFuIGltYWdl", question: "q" },
			}),
			/base64-encoded image/,
		);
		await refused(await call(model("julien-c/wine-quality"), { inputs: { rows: [] } }), /'inputs.data'/);
		await refused(
			await call(model("dslim/bert-base-NER"), { inputs: "x", parameters: "none" }),
			/'parameters'/,
		);
		await refused(
			await postBytes(model("dslim/bert-base-NER"), Buffer.from('{"inputs":"x"}'), "text/plain"),
			/expected application\/json/,
		);
	});

	it("fill-mask needs the model's mask token", async () => {
		await refused(
			await call(model("google-bert/bert-base-uncased"), { inputs: "No mask here <mask>." }),
			/No mask_token \(\[MASK\]\) found on the input/,
		);
	});

	it("404s unknown models and refuses routes the model does not serve", async () => {
		const unknown = await call(model("nobody/nothing"), { inputs: "x" });
		expect(unknown.status).toBe(404);
		expect((await json(unknown)).error).toMatch(/nobody\/nothing/);
		await refused(
			await call(model("dslim/bert-base-NER", "/v1/chat/completions"), { model: "x", ...CHAT }),
			/token-classification model/,
		);
		await refused(
			await call(model("dslim/bert-base-NER", "/pipeline/feature-extraction"), { inputs: "x" }),
			/feature-extraction pipeline/,
		);
	});
});

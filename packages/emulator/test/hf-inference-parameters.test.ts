import { describe, expect, it } from "vitest";
import { probeAudio, probeImage } from "../src/media/probe.js";
import { DEFAULT_MODELS } from "../src/registry/default-models.js";
import { call, dataUrl, FLAC, JPEG, json, PNG, postBytes, useEmulator, WAV } from "./helpers.js";

// The hosted pipelines that take raw media also take JSON (`{inputs: <base64>, parameters}`), which is
// how a caller passes parameters; the answers show that the parameters took effect.

const IRIS = "scikit-learn/iris-classifier";
const emu = useEmulator({
	models: [
		...DEFAULT_MODELS,
		{
			id: IRIS,
			pipeline_tag: "tabular-classification",
			library_name: "sklearn",
			tags: ["sklearn", "tabular-classification"],
			inferenceProviderMapping: [
				{ provider: "hf-inference", providerId: IRIS, status: "live", task: "tabular-classification" },
			],
		},
	],
});
const model = (id: string) => `${emu.current.url}/hf-inference/models/${id}`;

const CLASSIFIER = "google/vit-base-patch16-224";
const DETECTOR = "facebook/detr-resnet-50";
const CAPTIONER = "Salesforce/blip-image-captioning-large";
const WHISPER = "openai/whisper-large-v3";
const AUDIO_CLASSIFIER = "MIT/ast-finetuned-audioset-10-10-0.4593";
const SEPARATOR = "speechbrain/sepformer-wham";

async function ok<T>(response: Response): Promise<T> {
	expect(response.status, await response.clone().text()).toBe(200);
	return (await response.json()) as T;
}

async function refused(response: Response, pattern: RegExp) {
	expect(response.status).toBe(400);
	expect((await json(response)).error).toMatch(pattern);
}

type Labels = Array<{ label: string; score: number }>;
type Boxes = Array<{ label: string; score: number; box: Record<string, number> }>;

describe("hf-inference media pipelines take base64 JSON with parameters", () => {
	it("image-classification: the same labels as raw bytes, and top_k trims them", async () => {
		const raw = await ok<Labels>(await postBytes(model(CLASSIFIER), JPEG, "image/jpeg"));
		const plain = await ok<Labels>(await call(model(CLASSIFIER), { inputs: JPEG.toString("base64") }));
		expect(plain).toEqual(raw);
		const two = await ok<Labels>(
			await call(model(CLASSIFIER), { inputs: JPEG.toString("base64"), parameters: { top_k: 2 } }),
		);
		expect(two).toEqual(raw.slice(0, 2));
	});

	it("image-classification: function_to_apply sigmoid scores each label on its own", async () => {
		const softmax = await ok<Labels>(
			await call(model(CLASSIFIER), { inputs: PNG.toString("base64"), parameters: { top_k: 1000 } }),
		);
		expect(softmax.reduce((sum, item) => sum + item.score, 0)).toBeCloseTo(1, 3);
		const sigmoid = await ok<Labels>(
			await call(model(CLASSIFIER), {
				inputs: PNG.toString("base64"),
				parameters: { top_k: 1000, function_to_apply: "sigmoid" },
			}),
		);
		expect(sigmoid.map((item) => item.label).sort()).toEqual(softmax.map((item) => item.label).sort());
		expect(sigmoid.reduce((sum, item) => sum + item.score, 0)).toBeGreaterThan(1.5);
	});

	it("object-detection: threshold drops the detections scored at or below it", async () => {
		const raw = await ok<Boxes>(await postBytes(model(DETECTOR), PNG, "image/png"));
		expect(raw.length).toBeGreaterThan(0);
		const plain = await ok<Boxes>(await call(model(DETECTOR), { inputs: PNG.toString("base64") }));
		expect(plain).toEqual(raw);
		const lowest = Math.min(...raw.map((item) => item.score));
		const above = await ok<Boxes>(
			await call(model(DETECTOR), { inputs: PNG.toString("base64"), parameters: { threshold: lowest } }),
		);
		expect(above).toEqual(raw.filter((item) => item.score > lowest));
		const none = await ok<Boxes>(
			await call(model(DETECTOR), { inputs: dataUrl("image/png", PNG), parameters: { threshold: 0.999 } }),
		);
		expect(none).toEqual([]);
	});

	it("image-to-text: max_new_tokens (or generation_parameters.max_new_tokens) shortens the caption", async () => {
		const { generated_text: full } = await ok<{ generated_text: string }>(
			await postBytes(model(CAPTIONER), PNG, "image/png"),
		);
		expect(full.split(" ").length).toBeGreaterThan(3);
		const short = await ok<{ generated_text: string }>(
			await call(model(CAPTIONER), { inputs: PNG.toString("base64"), parameters: { max_new_tokens: 2 } }),
		);
		expect(short.generated_text).toBe(full.split(" ").slice(0, 2).join(" "));
		const nested = await ok<{ generated_text: string }>(
			await call(model(CAPTIONER), {
				inputs: PNG.toString("base64"),
				parameters: { generation_parameters: { max_new_tokens: 3 } },
			}),
		);
		expect(nested.generated_text).toBe(full.split(" ").slice(0, 3).join(" "));
	});

	it("automatic-speech-recognition: return_timestamps adds timed chunks that make up the text", async () => {
		const raw = await ok<{ text: string; chunks?: unknown }>(
			await postBytes(model(WHISPER), FLAC, "audio/flac"),
		);
		expect(raw.chunks).toBeUndefined();
		const plain = await ok<{ text: string; chunks?: unknown }>(
			await call(model(WHISPER), { inputs: FLAC.toString("base64") }),
		);
		expect(plain).toEqual(raw);
		const timed = await ok<{ text: string; chunks: Array<{ text: string; timestamp: [number, number] }> }>(
			await call(model(WHISPER), {
				inputs: FLAC.toString("base64"),
				parameters: { return_timestamps: true, generation_parameters: { temperature: 0, num_beams: 2 } },
			}),
		);
		expect(timed.text).toBe(raw.text);
		expect(timed.chunks.length).toBeGreaterThan(0);
		expect(timed.chunks.map((chunk) => chunk.text).join(" ")).toBe(timed.text);
		let previous = 0;
		for (const { timestamp } of timed.chunks) {
			expect(timestamp[0]).toBeGreaterThanOrEqual(previous);
			expect(timestamp[1]).toBeGreaterThan(timestamp[0]);
			previous = timestamp[1];
		}
		const untimed = await ok<{ chunks?: unknown }>(
			await call(model(WHISPER), {
				inputs: dataUrl("audio/flac", FLAC),
				parameters: { return_timestamps: false },
			}),
		);
		expect(untimed.chunks).toBeUndefined();
	});

	it("audio-classification: top_k trims the labels; audio-to-audio takes JSON too", async () => {
		const raw = await ok<Labels>(await postBytes(model(AUDIO_CLASSIFIER), WAV, "audio/wav"));
		const three = await ok<Labels>(
			await call(model(AUDIO_CLASSIFIER), { inputs: WAV.toString("base64"), parameters: { top_k: 3 } }),
		);
		expect(three).toEqual(raw.slice(0, 3));
		const sources = await ok<Array<{ blob: string }>>(
			await call(model(SEPARATOR), { inputs: WAV.toString("base64"), parameters: {} }),
		);
		expect(probeAudio(Buffer.from(sources[0]?.blob ?? "", "base64"))).toBe("flac");
	});

	it("image-segmentation and image-to-image still take both forms", async () => {
		const masks = await ok<Array<{ mask: string }>>(
			await call(model("nvidia/segformer-b0-finetuned-ade-512-512"), {
				inputs: PNG.toString("base64"),
				parameters: { subtask: "semantic" },
			}),
		);
		expect(probeImage(Buffer.from(masks[0]?.mask ?? "", "base64"))?.format).toBe("png");
	});
});

describe("hf-inference media pipelines check JSON bodies", () => {
	it("refuses inputs that are not the media the task reads", async () => {
		await refused(await call(model(CLASSIFIER), {}), /'inputs'/);
		await refused(await call(model(CLASSIFIER), { inputs: 42 }), /'inputs'.*base64-encoded image/);
		await refused(
			await call(model(DETECTOR), { inputs: Buffer.from("not an image").toString("base64") }),
			/'inputs'.*base64-encoded image/,
		);
		await refused(
			await call(model(WHISPER), { inputs: PNG.toString("base64") }),
			/'inputs'.*base64-encoded audio/,
		);
		await refused(await call(model(WHISPER), { inputs: "https://example.com/a.flac" }), /'inputs'/);
		await refused(
			await postBytes(model(CLASSIFIER), PNG, "text/plain"),
			/image\/\* or application\/octet-stream, or JSON with the image base64-encoded in 'inputs'/,
		);
	});

	it("refuses parameters of the wrong type or out of range, naming them", async () => {
		const image = PNG.toString("base64");
		const audio = FLAC.toString("base64");
		await refused(
			await call(model(CLASSIFIER), { inputs: image, parameters: { top_k: 0 } }),
			/'parameters.top_k'/,
		);
		await refused(
			await call(model(CLASSIFIER), { inputs: image, parameters: { function_to_apply: "relu" } }),
			/'parameters.function_to_apply'/,
		);
		await refused(
			await call(model(DETECTOR), { inputs: image, parameters: { threshold: 1.5 } }),
			/'parameters.threshold'/,
		);
		await refused(
			await call(model(CAPTIONER), { inputs: image, parameters: { max_new_tokens: "many" } }),
			/'parameters.max_new_tokens'/,
		);
		await refused(
			await call(model(WHISPER), { inputs: audio, parameters: { return_timestamps: "yes" } }),
			/'parameters.return_timestamps'/,
		);
		await refused(
			await call(model(WHISPER), { inputs: audio, parameters: { generation_parameters: { top_p: 2 } } }),
			/'parameters.generation_parameters.top_p'/,
		);
		await refused(await call(model(AUDIO_CLASSIFIER), { inputs: audio, parameters: [] }), /'parameters'/);
	});
});

describe("tabular classification", () => {
	it("a model trained on named classes answers class names, one per row", async () => {
		const classes = await ok<unknown[]>(
			await call(model(IRIS), {
				inputs: { data: { sepal_length: [5.1, 6.7, 5.9], petal_width: [0.2, 2.1, 1.5] } },
			}),
		);
		expect(classes).toHaveLength(3);
		for (const name of classes) expect(["setosa", "versicolor", "virginica"]).toContain(name);
	});

	it("a model trained on numbered classes still answers numbers", async () => {
		const classes = await ok<unknown[]>(
			await call(model("julien-c/wine-quality"), { inputs: { data: { alcohol: [9.4, 9.8] } } }),
		);
		for (const value of classes) expect(typeof value).toBe("number");
	});
});

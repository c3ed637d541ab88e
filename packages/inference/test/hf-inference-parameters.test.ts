import { DEFAULT_MODELS, type Emulator, startEmulator } from "@hubkit/emulator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRequest, InferenceClientInputError } from "../src/index.js";
import {
	catImage,
	emulatorOptions,
	HUB_TOKEN,
	inferenceRequests,
	routedClient,
	seeded,
	speech,
	useEmulator,
} from "./support/emulator.js";
import { closeHostileServersAfterEach, hostileServer } from "./support/hostile-server.js";

// On hf-inference, media travels as raw bytes, which cannot carry parameters: a call with parameters
// sends the media base64-encoded in JSON beside them, and the emulator's answers show they took effect.

const emulator = useEmulator();
closeHostileServersAfterEach();

type Call = (args: object) => Promise<unknown>;
type Labels = Array<{ label: string; score: number }>;

function method(name: string): Call {
	const client = routedClient(emulator.current.url) as unknown as Record<string, Call>;
	return (client[name] as Call).bind(client);
}

/** The one inference request the last call made, as JSON. */
function sentJson(): Record<string, unknown> {
	const [request, ...others] = inferenceRequests(emulator.current);
	expect(others).toEqual([]);
	expect(request?.headers["content-type"]).toBe("application/json");
	return request?.json as Record<string, unknown>;
}

async function base64Of(blob: Blob): Promise<string> {
	return Buffer.from(await blob.arrayBuffer()).toString("base64");
}

interface Case {
	method: string;
	task: string;
	media: () => Blob;
	parameters: Record<string, unknown>;
	/** Checks the answer shows the parameters took effect. */
	effect: (result: unknown) => void;
}

const CASES: Case[] = [
	{
		method: "imageClassification",
		task: "image-classification",
		media: catImage,
		parameters: { top_k: 2 },
		effect: (result) => expect(result).toHaveLength(2),
	},
	{
		method: "objectDetection",
		task: "object-detection",
		media: catImage,
		parameters: { threshold: 0.999 },
		effect: (result) => expect(result).toEqual([]),
	},
	{
		method: "imageToText",
		task: "image-to-text",
		media: catImage,
		parameters: { max_new_tokens: 1 },
		effect: (result) => expect((result as { generated_text: string }).generated_text).not.toContain(" "),
	},
	{
		method: "automaticSpeechRecognition",
		task: "automatic-speech-recognition",
		media: speech,
		parameters: { return_timestamps: true, generation_parameters: { temperature: 0 } },
		effect: (result) => {
			const { text, chunks } = result as {
				text: string;
				chunks: Array<{ text: string; timestamp: [number, number] }>;
			};
			expect(chunks.length).toBeGreaterThan(0);
			expect(chunks.map((chunk) => chunk.text).join(" ")).toBe(text);
			for (const { timestamp } of chunks) expect(timestamp[1]).toBeGreaterThan(timestamp[0]);
		},
	},
	{
		method: "audioClassification",
		task: "audio-classification",
		media: speech,
		parameters: { top_k: 1 },
		effect: (result) => expect(result).toHaveLength(1),
	},
	{
		method: "audioToAudio",
		task: "audio-to-audio",
		media: speech,
		parameters: { sampling_rate: 16000 },
		effect: (result) => expect((result as unknown[]).length).toBeGreaterThan(0),
	},
];

describe("hf-inference media tasks with parameters", () => {
	for (const testCase of CASES) {
		it(`${testCase.method} sends base64 JSON with its parameters, and they take effect`, async () => {
			const { model } = seeded("hf-inference", testCase.task);
			const media = testCase.media();
			const result = await method(testCase.method)({
				model,
				provider: "hf-inference",
				inputs: media,
				parameters: testCase.parameters,
			});
			expect(sentJson()).toEqual({ inputs: await base64Of(media), parameters: testCase.parameters });
			testCase.effect(result);
		});

		it(`${testCase.method} with the legacy data field and parameters sends the same body`, async () => {
			const { model } = seeded("hf-inference", testCase.task);
			const media = testCase.media();
			await method(testCase.method)({ model, data: media, parameters: testCase.parameters });
			expect(sentJson()).toEqual({ inputs: await base64Of(media), parameters: testCase.parameters });
		});
	}

	it("a call without parameters, or with an empty set, still sends the raw bytes", async () => {
		const { model } = seeded("hf-inference", "image-classification");
		for (const extra of [{}, { parameters: {} }, { parameters: { top_k: undefined } }]) {
			emulator.current.reset();
			const labels = (await method("imageClassification")({ model, inputs: catImage(), ...extra })) as Labels;
			expect(labels).toHaveLength(5);
			const [request] = inferenceRequests(emulator.current);
			expect(request?.headers["content-type"]).toBe("image/png");
			expect(request?.json).toBeUndefined();
		}
	});

	it("an image already in base64 travels as JSON, and gets the same answer as its bytes", async () => {
		const { model } = seeded("hf-inference", "image-classification");
		const bytes = (await method("imageClassification")({ model, inputs: catImage() })) as Labels;
		emulator.current.reset();
		const encoded = await base64Of(catImage());
		const text = (await method("imageClassification")({ model, inputs: encoded })) as Labels;
		expect(sentJson()).toEqual({ inputs: encoded });
		expect(text).toEqual(bytes);
	});

	it("media that is neither bytes nor a base64 string is refused before anything is sent", async () => {
		const { model } = seeded("hf-inference", "audio-classification");
		await expect(
			method("audioClassification")({ model, inputs: { url: "x" }, parameters: { top_k: 1 } }),
		).rejects.toThrow(InferenceClientInputError);
		expect(inferenceRequests(emulator.current)).toEqual([]);
	});

	it("timed chunks that are not text with times are refused as malformed", async () => {
		const server = await hostileServer((_request, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify({ text: "hello", chunks: [{ text: "hello", timestamp: "0-1" }] }));
		});
		await expect(
			routedClient(emulator.current.url)
				.endpoint(server.url)
				.automaticSpeechRecognition({ inputs: speech(), parameters: { return_timestamps: true } }),
		).rejects.toThrow(/malformed response from HF-Inference automatic-speech-recognition API/);
	});

	it("buildRequest shows the same switch, so snippets make the same call", async () => {
		const { model } = seeded("hf-inference", "automatic-speech-recognition");
		const audio = new Uint8Array(await speech().arrayBuffer());
		const options = emulatorOptions(emulator.current.url);
		const args = { accessToken: HUB_TOKEN, model, inputs: audio };
		const raw = await buildRequest("automatic-speech-recognition", args, options);
		expect(raw.body).toBeInstanceOf(Uint8Array);
		const parameters = { return_timestamps: true };
		const withParameters = await buildRequest(
			"automatic-speech-recognition",
			{ ...args, parameters },
			options,
		);
		expect(withParameters.headers["Content-Type"]).toBe("application/json");
		expect(JSON.parse(withParameters.body as string)).toEqual({
			inputs: Buffer.from(audio).toString("base64"),
			parameters,
		});
	});
});

describe("tabular classification answers", () => {
	const IRIS = "scikit-learn/iris-classifier";
	let named: Emulator;
	beforeAll(async () => {
		named = await startEmulator({
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
	});
	afterAll(() => named.close());

	it("class names from a model trained on named classes are returned, not refused as malformed", async () => {
		const classes = await routedClient(named.url).tabularClassification({
			model: IRIS,
			inputs: { data: { sepal_length: ["5.1", "6.7"], petal_width: ["0.2", "2.1"] } },
		});
		expect(classes).toHaveLength(2);
		for (const name of classes) expect(["setosa", "versicolor", "virginica"]).toContain(name);
	});

	it("anything else in the list is still refused as malformed", async () => {
		const server = await hostileServer((_request, response) => {
			response.writeHead(200, { "content-type": "application/json" });
			response.end(JSON.stringify([1, { class: "setosa" }]));
		});
		await expect(
			routedClient(named.url)
				.endpoint(server.url)
				.tabularClassification({ inputs: { data: { a: ["1", "2"] } } }),
		).rejects.toThrow(/malformed response from HF-Inference tabular-classification API/);
	});
});

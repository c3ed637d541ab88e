import { describe, expect, it } from "vitest";
import { type InferenceTask, PROVIDERS } from "../src/index.js";
import {
	catImage,
	directClient,
	inferenceRequests,
	routedClient,
	seeded,
	useEmulator,
	wavBlob,
} from "./support/emulator.js";

const emulator = useEmulator();

/** The client method for each task, and arguments any provider serving it accepts. */
const TASKS: Record<
	string,
	{ method: string; args: () => Record<string, unknown>; output: "blob" | "object" }
> = {
	conversational: {
		method: "chatCompletion",
		args: () => ({ messages: [{ role: "user", content: "What is the capital of France?" }], max_tokens: 64 }),
		output: "object",
	},
	"text-generation": {
		method: "textGeneration",
		args: () => ({ inputs: "The capital of France is" }),
		output: "object",
	},
	"feature-extraction": {
		method: "featureExtraction",
		args: () => ({ inputs: "Today is a sunny day" }),
		output: "object",
	},
	"text-to-image": {
		method: "textToImage",
		args: () => ({ inputs: "Astronaut riding a horse" }),
		output: "blob",
	},
	"text-to-video": {
		method: "textToVideo",
		args: () => ({ inputs: "A young man walking on the street" }),
		output: "blob",
	},
	"text-to-speech": {
		method: "textToSpeech",
		args: () => ({ inputs: "The answer to the universe is 42" }),
		output: "blob",
	},
	"text-to-audio": {
		method: "textToAudio",
		args: () => ({ inputs: "liquid drum and bass" }),
		output: "blob",
	},
	"image-to-image": {
		method: "imageToImage",
		args: () => ({ inputs: catImage(), parameters: { prompt: "Turn the cat into a tiger." } }),
		output: "blob",
	},
	"image-to-video": {
		method: "imageToVideo",
		args: () => ({ inputs: catImage(), parameters: { prompt: "The cat starts to dance" } }),
		output: "blob",
	},
	"image-text-to-image": {
		method: "imageTextToImage",
		args: () => ({ inputs: catImage(), parameters: { prompt: "Give the cat a party hat" } }),
		output: "blob",
	},
	"image-text-to-video": {
		method: "imageTextToVideo",
		args: () => ({ inputs: catImage(), parameters: { prompt: "The cat blinks" } }),
		output: "blob",
	},
	"image-segmentation": {
		method: "imageSegmentation",
		args: () => ({ inputs: catImage() }),
		output: "object",
	},
	"image-to-text": { method: "imageToText", args: () => ({ inputs: catImage() }), output: "object" },
	"automatic-speech-recognition": {
		method: "automaticSpeechRecognition",
		args: () => ({ inputs: wavBlob() }),
		output: "object",
	},
	"audio-to-audio": { method: "audioToAudio", args: () => ({ inputs: wavBlob() }), output: "object" },
};

type Call = (args: object) => Promise<unknown>;

const PAIRS = Object.entries(PROVIDERS).flatMap(([provider, tasks]) =>
	provider === "hf-inference"
		? []
		: Object.keys(tasks).map((task) => ({ provider, task: task as InferenceTask })),
);

describe("every third-party provider and task, routed with a hub token", () => {
	for (const { provider, task } of PAIRS) {
		it(`${provider} ${task}`, async () => {
			const spec = TASKS[task];
			if (!spec) throw new Error(`no test arguments for ${task}`);
			const model = provider === "openai" ? "openai/gpt-4o-mini" : seeded(provider, task).model;
			const client =
				provider === "openai" ? directClient(emulator.current.url) : routedClient(emulator.current.url);
			const call = (client as unknown as Record<string, Call>)[spec.method] as Call;
			const output = await call({ model, provider, ...spec.args() });
			if (spec.output === "blob") {
				expect(output).toBeInstanceOf(Blob);
				expect((output as Blob).size).toBeGreaterThan(8);
			} else {
				expect(output).toBeTypeOf("object");
			}
			const first = inferenceRequests(emulator.current)[0];
			expect(first?.method).toBe("POST");
			expect(first?.url.startsWith(provider === "openai" ? "/direct/openai/" : `/${provider}/`)).toBe(true);
		});
	}
});

describe("every third-party provider once more, directly with its own key", () => {
	const firstTask = new Map<string, InferenceTask>();
	for (const { provider, task } of PAIRS) if (!firstTask.has(provider)) firstTask.set(provider, task);
	for (const [provider, task] of firstTask) {
		it(`${provider} ${task}`, async () => {
			const spec = TASKS[task];
			if (!spec) throw new Error(`no test arguments for ${task}`);
			const model = provider === "openai" ? "openai/gpt-4o-mini" : seeded(provider, task).model;
			const call = (directClient(emulator.current.url) as unknown as Record<string, Call>)[
				spec.method
			] as Call;
			await call({ model, provider, ...spec.args() });
			const first = inferenceRequests(emulator.current)[0];
			expect(first?.url.startsWith("/direct/")).toBe(true);
			expect(first?.credential?.kind).toBe("provider");
		});
	}
});

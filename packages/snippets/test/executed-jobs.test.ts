import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type Emulator, type RecordedRequest, startEmulator } from "@hubkit/emulator";
import { afterAll, describe, expect, it } from "vitest";
import { getInferenceSnippets, planSnippetCall, type SnippetCall } from "../src/index.js";
import { cleanRuns, pythonParseError, runSnippet, type SampleFiles } from "./support/run-snippet.js";
import {
	clientCall,
	essence,
	loadSamples,
	PROVIDER_KEY,
	providerBaseUrls,
	redirects,
	seeded,
	snippetEnv,
} from "./support/same-request.js";

// Raw snippets for calls whose answer is a job to follow or a file inside JSON: each one is run
// for real against its own emulator until it has saved the file, which must be the media the
// provider made, after the same requests (submission, status checks, result, download) as the client.

afterAll(() => cleanRuns());

/** The media types the emulator makes, by their first bytes. */
const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
	jpg: (bytes) => bytes.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
	png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
	mp4: (bytes) => bytes.toString("latin1", 4, 8) === "ftyp",
	wav: (bytes) => bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WAVE",
	flac: (bytes) => bytes.toString("latin1", 0, 4) === "fLaC",
};

interface Case {
	provider: string;
	task: string;
	/** The file the snippets save; none when the finished job's answer is printed. */
	file?: string;
	/** Status checks the emulator answers "still running" before the job completes; 0 for answers without a job. */
	running: number;
	/** Replicate's `Prefer: wait` gives up before the prediction ends. */
	outlastsHold?: boolean;
	/** A direct call, with the provider's own key from `<PROVIDER>_API_KEY`. */
	direct?: boolean;
	/** The raw clients expected, when not all three. */
	clients?: string[];
	/** Parameters the call needs beyond the task's example. */
	parameters?: Record<string, unknown>;
}

const CASES: Case[] = [
	{ provider: "fal-ai", task: "text-to-image", file: "output.jpg", running: 1 },
	{ provider: "fal-ai", task: "text-to-image", file: "output.jpg", running: 1, direct: true },
	{ provider: "fal-ai", task: "text-to-video", file: "output.mp4", running: 1 },
	{ provider: "fal-ai", task: "text-to-audio", file: "output.wav", running: 1 },
	// fal answers speech directly, with a link to the audio in JSON.
	{ provider: "fal-ai", task: "text-to-speech", file: "output.wav", running: 0 },
	{ provider: "wavespeed", task: "text-to-image", file: "output.jpg", running: 1 },
	{ provider: "wavespeed", task: "text-to-video", file: "output.mp4", running: 1 },
	// A prediction that outlasts `Prefer: wait` is polled; one that ends within it needs no check.
	{ provider: "replicate", task: "text-to-image", file: "output.jpg", running: 1, outlastsHold: true },
	{ provider: "replicate", task: "text-to-speech", file: "output.wav", running: 0 },
	{ provider: "together", task: "text-to-video", file: "output.mp4", running: 1 },
	{ provider: "together", task: "text-to-video", file: "output.mp4", running: 1, direct: true },
	{ provider: "together", task: "text-to-image", file: "output.jpg", running: 0 },
	{ provider: "novita", task: "text-to-video", file: "output.mp4", running: 1 },
	{ provider: "zai-org", task: "text-to-image", file: "output.png", running: 1 },
	{ provider: "deepinfra", task: "text-to-image", file: "output.jpg", running: 0 },
	{ provider: "nscale", task: "text-to-image", file: "output.jpg", running: 0 },
	// Answers that are the file itself: saved as they come (curl with `-o`).
	{ provider: "together", task: "text-to-speech", file: "output.wav", running: 0 },
	{ provider: "deepinfra", task: "text-to-speech", file: "output.wav", running: 0 },
	{ provider: "hf-inference", task: "text-to-image", file: "output.jpg", running: 0 },
	{ provider: "hf-inference", task: "text-to-speech", file: "output.flac", running: 0 },
	{ provider: "hf-inference", task: "text-to-audio", file: "output.flac", running: 0 },
	{ provider: "hf-inference", task: "image-to-image", file: "output.jpg", running: 0 },
	// Jobs that take the sample file inside their JSON body.
	{ provider: "fal-ai", task: "image-to-image", file: "output.jpg", running: 1 },
	{ provider: "fal-ai", task: "image-to-video", file: "output.mp4", running: 1 },
	{ provider: "fal-ai", task: "audio-to-audio", file: "output.wav", running: 1 },
	{ provider: "fal-ai", task: "image-segmentation", file: "output.png", running: 1 },
	{ provider: "wavespeed", task: "image-to-video", file: "output.mp4", running: 1 },
	{ provider: "replicate", task: "image-to-image", file: "output.jpg", running: 1, outlastsHold: true },
	{ provider: "together", task: "image-to-video", file: "output.mp4", running: 1 },
	// MiniMax needs its prompt as a parameter.
	{
		provider: "novita",
		task: "image-text-to-video",
		file: "output.mp4",
		running: 1,
		parameters: { prompt: "The cat turns its head" },
	},
	// Speech recognised as a job, its answer printed once the prediction ends.
	{ provider: "replicate", task: "automatic-speech-recognition", running: 1, outlastsHold: true },
];

const CLIENTS = ["python/requests", "js/fetch", "sh/curl"];
/** Tasks whose @hubkit/inference snippet saves the answer too: it must name the file as the raw ones do. */
const SAVED_BY_OUR_CLIENT = new Set([
	"text-to-image",
	"text-to-video",
	"text-to-speech",
	"text-to-audio",
	"image-to-image",
	"image-to-video",
	"image-text-to-video",
]);

/** What two runs of the same call must share: every request's method, path and credential, in order. */
const trail = (requests: RecordedRequest[]) =>
	requests
		.filter((request) => !request.url.startsWith("/api/"))
		.map(
			({ method, url, credential }) =>
				`${method} ${url} ${credential ? `${credential.scheme} ${credential.kind}` : "-"}`,
		);

/** An emulator for one case at a time, with the sample files it serves. */
interface Slot {
	emulator: Emulator;
	samples: SampleFiles;
}

/**
 * Emulators free for the next case, by whether a prediction outlasts Replicate's `Prefer: wait`.
 * A case takes one and resets it (requests, jobs, ids), so no more are started than cases run at
 * once: starting one per case (130) with its samples cost 30 ms of CPU each.
 */
const idle = new Map<boolean, Slot[]>([
	[false, []],
	[true, []],
]);
const started: Emulator[] = [];

afterAll(() => Promise.all(started.map((emulator) => emulator.close())));

async function withEmulator<T>(
	run: (emulator: Emulator, samples: SampleFiles) => Promise<T>,
	outlastsHold = false,
): Promise<T> {
	const free = idle.get(outlastsHold) ?? [];
	let slot = free.pop();
	if (!slot) {
		const emulator = await startEmulator({ pollSteps: 1, preferWaitCompletes: !outlastsHold });
		started.push(emulator);
		slot = { emulator, samples: await loadSamples(emulator) };
	}
	try {
		slot.emulator.reset();
		return await run(slot.emulator, slot.samples);
	} finally {
		free.push(slot);
	}
}

describe.concurrent("raw snippets follow jobs to the end and save the file", () => {
	for (const testCase of CASES) {
		const ours = testCase.file && SAVED_BY_OUR_CLIENT.has(testCase.task) ? ["js/huggingface.js"] : [];
		for (const client of testCase.clients ?? [...CLIENTS, ...ours]) {
			it(`${testCase.provider} ${testCase.task}${testCase.direct ? " (direct)" : ""}: ${client}`, () =>
				withEmulator(async (emulator, samples) => {
					const { model: hubModel, mapping } = seeded(testCase.provider, testCase.task);
					// The call is for the mapped task (MiniMax H3's page says image-to-video).
					const model = { ...hubModel, pipeline_tag: testCase.task };
					const options = {
						routerUrl: emulator.url,
						providerBaseUrls: providerBaseUrls(emulator),
						...(testCase.direct ? { directRequest: true } : {}),
						...(testCase.parameters ? { parameters: testCase.parameters } : {}),
					};
					const provider = testCase.provider as "fal-ai";
					const snippet = getInferenceSnippets(model, provider, mapping, options).find(
						(found) => `${found.language}/${found.client}` === client,
					);
					expect(snippet, client).toBeDefined();
					if (!snippet) return;
					if (snippet.language === "python") expect(await pythonParseError(snippet.content)).toBe("");

					const call = planSnippetCall(model, provider, mapping, options) as SnippetCall;
					await clientCall(emulator, call, mapping, samples);
					const expected = trail(emulator.requests);
					const submission = essence(emulator.requests.find((request) => request.method === "POST"));
					emulator.reset();

					const env = { ...snippetEnv(emulator), FAL_AI_API_KEY: PROVIDER_KEY };
					const { dir, stdout } = await runSnippet(snippet, env, samples, redirects(emulator));
					if (testCase.file) {
						const saved = readFileSync(join(dir, testCase.file));
						const extension = testCase.file.slice(testCase.file.lastIndexOf(".") + 1);
						expect(MAGIC[extension]?.(saved), `${testCase.file} holds ${extension}`).toBe(true);
					} else expect(stdout).toContain("succeeded");
					expect(trail(emulator.requests), snippet.content).toEqual(expected);
					expect(essence(emulator.requests.find((request) => request.method === "POST"))).toEqual(submission);
					const checks = emulator.requests.filter(
						(request) => request.method === "GET" && !request.url.startsWith("/files/"),
					);
					// The job answered "still running" first, and the snippet checked again.
					expect(checks.length).toBeGreaterThanOrEqual(testCase.running === 0 ? 0 : testCase.running + 1);
				}, testCase.outlastsHold));
		}
	}
});

/** A prompt that breaks code that pastes values: quotes, expansions, escapes, a line break, non-Latin text. */
const HOSTILE = `it's "quoted" $(touch pwned) \`touch pwned\` \\n\nEOF\n'; touch pwned; echo '日本語 $\{HOME}`;

/** The prompt as the text to draw, and beside the sample file inside JSON (the image to edit). */
const HOSTILE_CALLS = [
	{ task: "text-to-image", options: { inputs: HOSTILE } },
	{ task: "image-to-image", options: { parameters: { prompt: HOSTILE } } },
];

describe.concurrent("a job snippet writes a hostile prompt as a value", () => {
	for (const { task, options: asked } of HOSTILE_CALLS) {
		for (const client of CLIENTS) {
			it(`${task}: ${client}`, () =>
				withEmulator(async (emulator, samples) => {
					const { model, mapping } = seeded("fal-ai", task);
					const options = {
						...asked,
						routerUrl: emulator.url,
						providerBaseUrls: providerBaseUrls(emulator),
					};
					const snippet = getInferenceSnippets(model, "fal-ai", mapping, options).find(
						(found) => `${found.language}/${found.client}` === client,
					);
					if (!snippet) throw new Error(`no ${client} snippet`);
					const { dir } = await runSnippet(snippet, snippetEnv(emulator), samples, redirects(emulator));
					const submitted = emulator.requests.find((request) => request.method === "POST");
					expect((submitted?.json as { prompt?: unknown } | undefined)?.prompt).toBe(HOSTILE);
					expect(existsSync(join(dir, "pwned"))).toBe(false);
					expect(MAGIC.jpg?.(readFileSync(join(dir, "output.jpg")))).toBe(true);
				}));
		}
	}
});

describe.concurrent("a job the provider reports as failed stops the snippet with the provider's status", () => {
	for (const client of CLIENTS) {
		it(client, async () => {
			// A fal queue whose jobs fail at their first status check.
			const server = createServer((request, response) => {
				const origin = `http://${request.headers.host}`;
				response.setHeader("Content-Type", "application/json");
				response.end(
					JSON.stringify(
						request.method === "POST"
							? { request_id: "1", status: "IN_QUEUE", response_url: `${origin}/fal-ai/flux/requests/1` }
							: { status: "FAILED", error: "out of memory" },
					),
				);
			});
			await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
			try {
				const { model, mapping } = seeded("fal-ai", "text-to-image");
				const routerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
				const snippet = getInferenceSnippets(model, "fal-ai", mapping, { routerUrl }).find(
					(found) => `${found.language}/${found.client}` === client,
				);
				if (!snippet) throw new Error(`no ${client} snippet`);
				await expect(runSnippet(snippet, { HF_TOKEN: "hf_test" }, {})).rejects.toThrow(
					/The job failed: .*out of memory/,
				);
			} finally {
				server.close();
			}
		});
	}
});

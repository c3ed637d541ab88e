import { describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	type InferenceSnippetOptions,
	planSnippetCall,
	type SnippetCall,
} from "../src/index.js";
import { pythonParseError, RUNNABLE, runSnippet } from "./support/run-snippet.js";
import {
	clientCall,
	essence,
	inferenceRequests,
	providerBaseUrls,
	redirects,
	seeded,
	snippetEnv,
	snippetsMatchClient,
} from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

const run = snippetEmulator();

interface Case {
	name: string;
	provider: string;
	task: string;
	tags?: string[];
	options?: InferenceSnippetOptions;
	/** The clients expected, as language/client. */
	clients: string[];
}

const CHAT = [
	"python/openai",
	"python/huggingface_hub",
	"python/requests",
	"js/openai",
	"js/huggingface.js",
	"js/fetch",
	"sh/curl",
];
const CHAT_STREAM = CHAT.filter((client) => client !== "js/fetch");
const BASIC = ["python/huggingface_hub", "python/requests", "js/huggingface.js", "js/fetch", "sh/curl"];

const CASES: Case[] = [
	{
		name: "chat routed through together, billed to an org",
		provider: "together",
		task: "conversational",
		tags: ["conversational"],
		options: { billTo: "huggingface" },
		clients: CHAT,
	},
	{
		name: "chat streamed through groq",
		provider: "groq",
		task: "conversational",
		tags: ["conversational"],
		options: { streaming: true },
		clients: CHAT_STREAM,
	},
	{
		name: "chat on hf-inference with temperature 0",
		provider: "hf-inference",
		task: "conversational",
		tags: ["conversational"],
		options: { temperature: 0, top_p: 0.9 },
		clients: CHAT,
	},
	{
		name: "chat straight to together with its key",
		provider: "together",
		task: "conversational",
		tags: ["conversational"],
		options: { directRequest: true },
		clients: CHAT,
	},
	{ name: "text classification", provider: "hf-inference", task: "text-classification", clients: BASIC },
	{
		name: "sentence similarity (pipeline route)",
		provider: "hf-inference",
		task: "sentence-similarity",
		clients: BASIC,
	},
	{
		name: "zero-shot classification",
		provider: "hf-inference",
		task: "zero-shot-classification",
		clients: ["python/requests", "js/fetch", "sh/curl"],
	},
	{
		name: "image classification (a JPEG as the body)",
		provider: "hf-inference",
		task: "image-classification",
		clients: BASIC,
	},
	{
		name: "speech recognition (a FLAC as the body)",
		provider: "hf-inference",
		task: "automatic-speech-recognition",
		clients: BASIC,
	},
	{
		name: "zero-shot image classification (base64 in JSON)",
		provider: "hf-inference",
		task: "zero-shot-image-classification",
		clients: ["python/requests"],
	},
	{
		name: "image segmentation on hf-inference (base64 in JSON)",
		provider: "hf-inference",
		task: "image-segmentation",
		clients: ["python/huggingface_hub", "python/requests", "js/fetch", "sh/curl"],
	},
	{
		name: "speech recognition on fal-ai (a WAV as a data URL in JSON)",
		provider: "fal-ai",
		task: "automatic-speech-recognition",
		clients: BASIC,
	},
	{
		name: "image to text on zai-org (an image as a data URL in JSON)",
		provider: "zai-org",
		task: "image-to-text",
		clients: ["python/huggingface_hub", "python/requests", "js/fetch", "sh/curl"],
	},
	{
		name: "document question answering",
		provider: "hf-inference",
		task: "document-question-answering",
		clients: ["python/huggingface_hub", "python/requests"],
	},
	{
		name: "tabular classification",
		provider: "hf-inference",
		task: "tabular-classification",
		clients: ["python/requests"],
	},
	{
		name: "text to image on hf-inference (an image back)",
		provider: "hf-inference",
		task: "text-to-image",
		clients: ["python/huggingface_hub", "python/requests", "js/huggingface.js", "js/fetch", "sh/curl"],
	},
	{
		name: "text to image on fal-ai (a queued job, followed to its end by the raw clients too)",
		provider: "fal-ai",
		task: "text-to-image",
		clients: [
			"python/huggingface_hub",
			"python/fal_client",
			"python/requests",
			"js/huggingface.js",
			"js/fetch",
			"sh/curl",
		],
	},
];

describe("snippets run for real against the emulator and make the client's request", () => {
	for (const testCase of CASES) {
		it(testCase.name, async () => {
			const { model, mapping } = seeded(testCase.provider, testCase.task, testCase.tags);
			const options: InferenceSnippetOptions = {
				...testCase.options,
				routerUrl: run.emulator.url,
				providerBaseUrls: providerBaseUrls(run.emulator),
			};
			const provider = testCase.provider as "together";
			const snippets = getInferenceSnippets(model, provider, mapping, options);
			expect(snippets.map((snippet) => `${snippet.language}/${snippet.client}`)).toEqual(testCase.clients);
			const call = planSnippetCall(model, provider, mapping, options) as SnippetCall;

			run.emulator.reset();
			await clientCall(run.emulator, call, mapping, run.samples);
			const expected = essence(inferenceRequests(run.emulator)[0]);
			expect(expected).toBeDefined();

			for (const snippet of snippets) {
				const key = `${snippet.language}/${snippet.client}`;
				if (snippet.language === "python") expect(await pythonParseError(snippet.content), key).toBe("");
				if (!RUNNABLE.has(key)) continue;
				run.emulator.reset();
				await runSnippet(snippet, snippetEnv(run.emulator), run.samples, redirects(run.emulator));
				expect(essence(inferenceRequests(run.emulator)[0]), key).toEqual(expected);
			}
		});
	}
});

describe("curl with the sample file inside JSON", () => {
	it("sends text holding lone surrogates beside the file as the client does (jq cannot carry them)", async () => {
		const { ran } = await snippetsMatchClient(
			run.emulator,
			run.samples,
			{
				provider: "hf-inference",
				task: "image-to-image",
				options: { parameters: { prompt: "half an emoji \ud83d, a lone low \udc4b, a pair 👋" } },
			},
			(snippet) => snippet.client === "curl",
		);
		expect(ran).toEqual(["curl"]);
	});

	it("sends text holding the word that marks the file's place as text (another word marks it)", async () => {
		const { ran, snippets } = await snippetsMatchClient(
			run.emulator,
			run.samples,
			{
				provider: "fal-ai",
				task: "automatic-speech-recognition",
				options: { parameters: { prompt: "SAMPLE_FILE_BASE64 and SAMPLE_FILE_BASE64_1" } },
			},
			(snippet) => snippet.client === "curl",
		);
		expect(ran).toEqual(["curl"]);
		expect(snippets.find(({ client }) => client === "curl")?.content).toContain("SAMPLE_FILE_BASE64_2");
	});

	it("stops before any request when the file is missing, with the shell's reason", async () => {
		const { model, mapping } = seeded("fal-ai", "automatic-speech-recognition");
		const curl = getInferenceSnippets(model, "fal-ai", mapping, {
			routerUrl: run.emulator.url,
			providerBaseUrls: providerBaseUrls(run.emulator),
		}).find((snippet) => snippet.client === "curl");
		if (!curl) throw new Error("no curl snippet");
		run.emulator.reset();
		await expect(runSnippet(curl, snippetEnv(run.emulator), {})).rejects.toThrow(/jfk\.wav: No such file/);
		expect(inferenceRequests(run.emulator)).toEqual([]);
	});
});

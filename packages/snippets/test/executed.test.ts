import { readFileSync } from "node:fs";
import { type Emulator, type RecordedRequest, seededModel, startEmulator } from "@hubkit/emulator";
import { InferenceClient, PROVIDER_BASE_URLS } from "@hubkit/inference";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	type InferenceProviderMappingEntry,
	type InferenceSnippetOptions,
	type ModelDataMinimal,
	planSnippetCall,
	type SnippetCall,
} from "../src/index.js";
import { cleanRuns, pythonParseError, runSnippet, type SampleFiles } from "./support/run-snippet.js";

const HUB_TOKEN = ["hf", "snippet".repeat(5)].join("_");
const PROVIDER_KEY = ["key", "provider".repeat(4)].join("-");

let emulator: Emulator;
let samples: SampleFiles;

beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 1 });
	const fetchFile = async (name: string) =>
		new Uint8Array(await (await fetch(`${emulator.url}/files/${name}`)).arrayBuffer());
	samples = {
		"cats.jpg": await fetchFile("image-0123456789abcdef-32x32.jpg"),
		"sample1.flac": await fetchFile("audio-0123456789abcdef-400ms.flac"),
		"cat.png": readFileSync(new URL("../../tasks/media/cat.png", import.meta.url)),
	};
});

afterAll(async () => {
	await emulator.close();
	cleanRuns();
});

/** A seeded model and its mapping for a provider and task, as the hub would describe them. */
function seeded(
	provider: string,
	task: string,
	tags: string[] = [],
): { model: ModelDataMinimal; mapping: InferenceProviderMappingEntry } {
	const found = seededModel(provider, task);
	if (!found) throw new Error(`no seeded ${provider} model for ${task}`);
	const { model, mapping } = found;
	return {
		model: { id: model.id, pipeline_tag: model.pipeline_tag, tags: [...(model.tags ?? []), ...tags] },
		mapping: { ...mapping, hfModelId: model.id },
	};
}

const inferenceRequests = () =>
	emulator.requests.filter(
		(request) => !request.url.startsWith("/api/") && !request.url.startsWith("/files/"),
	);

/** What must agree between the snippet's request and the client's. */
function essence(request: RecordedRequest | undefined) {
	if (!request) return undefined;
	return {
		method: request.method,
		url: request.url,
		credential: request.credential,
		contentType: request.headers["content-type"]?.split(";")[0],
		billTo: request.headers["x-hf-bill-to"],
		body: request.json ?? Buffer.from(request.body).toString("base64"),
	};
}

const camel = (task: string) => task.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The same call made by our client, in process. */
async function clientCall(
	call: SnippetCall,
	mapping: InferenceProviderMappingEntry | undefined,
): Promise<void> {
	const token = call.directRequest ? PROVIDER_KEY : HUB_TOKEN;
	const client = new InferenceClient(token, {
		routerUrl: emulator.url,
		hubUrl: emulator.url,
		providerBaseUrls: Object.fromEntries(
			Object.keys(PROVIDER_BASE_URLS).map((host) => [host, `${emulator.url}/direct/${host}`]),
		),
		polling: { intervalMs: 10 },
		...(call.billTo ? { billTo: call.billTo } : {}),
	});
	const inputs: Record<string, unknown> = { ...call.inputs };
	const file = call.file ?? call.fileField?.file;
	if (file) {
		const blob = new Blob([samples[file.name] as Uint8Array<ArrayBuffer>], { type: file.type });
		if (inputs.inputs === file.name) inputs.inputs = blob;
		else inputs.inputs = { ...(inputs.inputs as object), image: blob };
	}
	const routedChat = call.sdkProvider === "auto" && call.task === "conversational";
	const args = {
		...(call.endpointUrl
			? { endpointUrl: call.endpointUrl }
			: { model: call.sdkModel, provider: call.sdkProvider }),
		...(mapping && !routedChat && !call.endpointUrl ? { providerMapping: mapping } : {}),
		...inputs,
	};
	const name =
		call.template === "conversational"
			? "chatCompletion"
			: call.template === "conversationalStream"
				? "chatCompletionStream"
				: camel(call.task);
	const method = (client as unknown as Record<string, (args: object) => unknown>)[name] as (
		args: object,
	) => unknown;
	const result = method(args);
	if (result && typeof result === "object" && Symbol.asyncIterator in result) {
		for await (const _chunk of result as AsyncIterable<unknown>);
	} else await result;
}

const RUNNABLE = new Set(["sh/curl", "python/requests", "js/fetch", "js/openai", "js/huggingface.js"]);

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
		clients: ["python/huggingface_hub", "python/requests", "js/huggingface.js", "js/fetch"],
	},
	{
		name: "text to image on fal-ai (a queued job)",
		provider: "fal-ai",
		task: "text-to-image",
		clients: ["python/huggingface_hub", "python/fal_client", "js/huggingface.js"],
	},
];

describe("snippets run for real against the emulator and make the client's request", () => {
	for (const testCase of CASES) {
		it(testCase.name, async () => {
			const { model, mapping } = seeded(testCase.provider, testCase.task, testCase.tags);
			const options: InferenceSnippetOptions = {
				...testCase.options,
				routerUrl: emulator.url,
				providerBaseUrls: Object.fromEntries(
					Object.keys(PROVIDER_BASE_URLS).map((host) => [host, `${emulator.url}/direct/${host}`]),
				),
			};
			const provider = testCase.provider as "together";
			const snippets = getInferenceSnippets(model, provider, mapping, options);
			expect(snippets.map((snippet) => `${snippet.language}/${snippet.client}`)).toEqual(testCase.clients);
			const call = planSnippetCall(model, provider, mapping, options) as SnippetCall;

			emulator.reset();
			await clientCall(call, mapping);
			const expected = essence(inferenceRequests()[0]);
			expect(expected).toBeDefined();

			for (const snippet of snippets) {
				const key = `${snippet.language}/${snippet.client}`;
				if (snippet.language === "python") expect(await pythonParseError(snippet.content), key).toBe("");
				if (!RUNNABLE.has(key)) continue;
				emulator.reset();
				await runSnippet(
					snippet,
					{
						HF_TOKEN: HUB_TOKEN,
						API_TOKEN: HUB_TOKEN,
						TOGETHER_API_KEY: PROVIDER_KEY,
						HF_ROUTER_URL: emulator.url,
						HF_ENDPOINT: emulator.url,
					},
					samples,
					Object.entries(PROVIDER_BASE_URLS).map(([host, base]) => [base, `${emulator.url}/direct/${host}`]),
				);
				expect(essence(inferenceRequests()[0]), key).toEqual(expected);
			}
		});
	}
});

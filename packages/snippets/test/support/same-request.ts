import { readFileSync } from "node:fs";
import { type Emulator, type RecordedRequest, seededModel } from "@hubkit/emulator";
import { InferenceClient } from "@hubkit/inference";
import { PROVIDER_BASE_URLS } from "@hubkit/inference/internal";
import { expect } from "vitest";
import {
	getInferenceSnippets,
	type InferenceProviderMappingEntry,
	type InferenceSnippet,
	type InferenceSnippetOptions,
	type ModelDataMinimal,
	planSnippetCall,
	type SnippetCall,
} from "../../src/index.js";
import { runSnippet, type SampleFiles } from "./run-snippet.js";

export const HUB_TOKEN = ["hf", "snippet".repeat(5)].join("_");
export const PROVIDER_KEY = ["key", "provider".repeat(4)].join("-");

/** Every provider's own host, moved under the emulator (`/direct/<host>`). */
export function providerBaseUrls(emulator: Emulator): Record<string, string> {
	return Object.fromEntries(
		Object.keys(PROVIDER_BASE_URLS).map((host) => [host, `${emulator.url}/direct/${host}`]),
	);
}

/** The providers' real hosts and where the emulator plays them, for snippets that name the real host. */
export function redirects(emulator: Emulator): Array<[string, string]> {
	return Object.entries(PROVIDER_BASE_URLS).map(([host, base]) => [base, `${emulator.url}/direct/${host}`]);
}

/** The environment a snippet runs in: every token it may read, and the emulator as router and hub. */
export function snippetEnv(emulator: Emulator): Record<string, string> {
	return {
		HF_TOKEN: HUB_TOKEN,
		API_TOKEN: HUB_TOKEN,
		TOGETHER_API_KEY: PROVIDER_KEY,
		HF_ROUTER_URL: emulator.url,
		HF_ENDPOINT: emulator.url,
	};
}

/** A seeded model and its mapping for a provider and task, as the hub would describe them. */
export function seeded(
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

/** The requests that are calls, not the client's lookups or sample downloads. */
export const inferenceRequests = (emulator: Emulator) =>
	emulator.requests.filter(
		(request) => !request.url.startsWith("/api/") && !request.url.startsWith("/files/"),
	);

/** What must agree between the snippet's request and the client's. */
export function essence(request: RecordedRequest | undefined) {
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

/** Sets `value` at `path` in a copy of `target`, copying only the objects on the path. */
function withValueAt(target: unknown, path: string[], value: unknown): unknown {
	const [key, ...rest] = path;
	if (key === undefined) return value;
	const record = target as Record<string, unknown>;
	return { ...record, [key]: withValueAt(record[key], rest, value) };
}

/** The same call made by our client, in process, with the sample file as a Blob where the snippet reads it. */
export async function clientCall(
	emulator: Emulator,
	call: SnippetCall,
	mapping: InferenceProviderMappingEntry | undefined,
	samples: SampleFiles,
): Promise<void> {
	const token = call.directRequest ? PROVIDER_KEY : HUB_TOKEN;
	const client = new InferenceClient(token, {
		routerUrl: emulator.url,
		hubUrl: emulator.url,
		providerBaseUrls: providerBaseUrls(emulator),
		polling: { intervalMs: 10 },
		...(call.billTo ? { billTo: call.billTo } : {}),
	});
	let inputs: Record<string, unknown> = call.inputs;
	if (call.inputsFile) {
		const { file, path } = call.inputsFile;
		const blob = new Blob([samples[file.name] as Uint8Array<ArrayBuffer>], { type: file.type });
		inputs = withValueAt(inputs, path, blob) as Record<string, unknown>;
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

/** The sample files the snippets read, as the emulator serves them (and the tasks package's cat). */
export async function loadSamples(emulator: Emulator): Promise<SampleFiles> {
	const fetchFile = async (name: string) =>
		new Uint8Array(await (await fetch(`${emulator.url}/files/${name}`)).arrayBuffer());
	return {
		"cats.jpg": await fetchFile("image-0123456789abcdef-32x32.jpg"),
		"sample1.flac": await fetchFile("audio-0123456789abcdef-400ms.flac"),
		"jfk.wav": await fetchFile("audio-0123456789abcdef-400ms.wav"),
		"cat.png": readFileSync(new URL("../../../tasks/media/cat.png", import.meta.url)),
	};
}

/**
 * The snippets for a seeded model's call, checked against the client: the client makes the call
 * first, then each snippet `runs` accepts is executed and must send the same request. Gives the
 * client's request and the clients of the snippets that ran.
 */
export async function snippetsMatchClient(
	emulator: Emulator,
	samples: SampleFiles,
	seededCall: { provider: string; task: string; tags?: string[]; options?: InferenceSnippetOptions },
	runs: (snippet: InferenceSnippet) => boolean,
): Promise<{ expected: ReturnType<typeof essence>; ran: string[]; snippets: InferenceSnippet[] }> {
	const { provider, task, tags = [], options = {} } = seededCall;
	const { model, mapping } = seeded(provider, task, tags);
	const full = { ...options, routerUrl: emulator.url, providerBaseUrls: providerBaseUrls(emulator) };
	const snippets = getInferenceSnippets(model, provider as "hf-inference", mapping, full);
	const call = planSnippetCall(model, provider as "hf-inference", mapping, full) as SnippetCall;
	emulator.reset();
	await clientCall(emulator, call, mapping, samples);
	const expected = essence(inferenceRequests(emulator)[0]);
	expect(expected).toBeDefined();
	const ran: string[] = [];
	for (const snippet of snippets) {
		if (!runs(snippet)) continue;
		emulator.reset();
		await runSnippet(snippet, snippetEnv(emulator), samples, redirects(emulator));
		expect(essence(inferenceRequests(emulator)[0]), `${snippet.client}\n${snippet.content}`).toEqual(
			expected,
		);
		ran.push(snippet.client);
	}
	return { expected, ran, snippets };
}

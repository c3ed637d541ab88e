import {
	DEFAULT_ROUTER_URL,
	getProviderHelper,
	InferenceClientError,
	InferenceClientInputError,
	type InferenceProviderMappingEntry,
	type InferenceProviderOrPolicy,
	type InferenceTask,
	type TaskHelper,
} from "@hubkit/inference";
import {
	autoRouterChat,
	buildRequestParts,
	type RequestParts,
	type ResolvedCall,
	TASK_TABLES,
} from "@hubkit/inference/internal";
import { EXAMPLE_NUM_INFERENCE_STEPS } from "@hubkit/tasks";
import { FILE_SLOT, tooDeep, type Value } from "../literals/value.js";
import type { InferenceSnippetOptions, ModelDataMinimal } from "../types.js";
import { checkCall } from "./check-call.js";
import { exampleInput } from "./examples.js";
import { asJson, shapeOf } from "./plain-data.js";
import { providerModelId } from "./provider-id.js";
import { logReason, type ReportReason } from "./reasons.js";
import { wavInPlaceOf } from "./sample-files.js";
import { TEMPLATE_FOR_TASK, type TemplateName } from "./template-names.js";

/** Where the credential comes from in the code: an environment variable, or the caller's literal token. */
export interface Credential {
	scheme: string;
	envVar: string;
	literal?: string;
}

/** A file the example reads (the hub's sample image or recording) and the media type it is sent as. */
export interface SampleFile {
	name: string;
	type: string;
}

/** Everything a template needs: the call as the SDKs make it, and the HTTP request as raw clients send it. */
export interface SnippetCall {
	/** The model the snippets are for. */
	model: ModelDataMinimal;
	/** The provider, or `"auto"`. */
	provider: InferenceProviderOrPolicy;
	/** The pipeline task, or `conversational` for chat. */
	task: string;
	/** The kind of snippet the task is written as. */
	template: TemplateName;
	/** The SDK call's own arguments: `{inputs, parameters}` or `{messages, max_tokens…}`. */
	inputs: Record<string, Value>;
	/** The model and provider the SDK call names (routed chat names `id:provider` on the auto router). */
	sdkModel: string;
	/** The provider the SDK call names. */
	sdkProvider: InferenceProviderOrPolicy;
	/** The HTTP request, from the inference client's own builder. */
	request: RequestParts;
	/** The request's headers a raw client writes itself: all but the credential (written apart) and the user agent (left to the client). */
	headers: Array<[name: string, value: string]>;
	/**
	 * The JSON body raw clients send, when it is JSON. When it carries the sample file, the file's
	 * place holds `FILE_SLOT`, which templates swap for code that reads the file.
	 */
	body?: Record<string, Value>;
	/** The file raw clients send as the body, for binary tasks. */
	file?: SampleFile;
	/**
	 * For JSON bodies that carry a file: which one, every place it goes, and the text before its
	 * base64 there (a data URL's `data:<type>;base64,` as the provider spells the type, or nothing).
	 */
	fileField?: {
		/** The sample file. */
		file: SampleFile;
		/** Each place in the body it goes, as a path of keys. */
		paths: string[][];
		/** The text before the base64 there. */
		prefix: string;
	};
	/** Where the sample file's name sits in `inputs`, for SDK code that opens the file there. */
	inputsFile?: FileAt;
	/** How the snippet authenticates: the environment variable it reads, or a token written in. */
	credential: Credential;
	/** The hub organisation to bill. */
	billTo?: string;
	/** The dedicated endpoint called, if any. */
	endpointUrl?: string;
	/** Whether the call goes straight to the provider with its own key. */
	directRequest: boolean;
	/** Whether only the SDKs can make this call: multipart uploads. */
	sdkOnly: boolean;
	/**
	 * How the reader's code finishes the call (follows the job, finds the file), as the provider's
	 * helper declares it; undefined for custom endpoints, which answer in their own way.
	 */
	answer: TaskHelper["answer"];
	/** The base URL an OpenAI client is given (the request URL without `/chat/completions`). */
	openaiBaseUrl: string;
}

/** The sample file at a place in a value (a path of keys and list indexes). */
export interface FileAt {
	file: SampleFile;
	path: string[];
}

/**
 * Two stand-ins for the sample file's bytes: the request is built with each, and the one place
 * where the two bodies differ is where the file went, whatever the other fields hold.
 */
const PLACEHOLDER_BYTES = new Uint8Array(0);
const PROBE_BYTES = new Uint8Array([0xff, 0xfe, 0xfd]);

const MEDIA_TYPES: Record<string, string> = {
	flac: "audio/flac",
	jpg: "image/jpeg",
	jpeg: "image/jpeg",
	png: "image/png",
};

function sampleFile(name: string): SampleFile {
	const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
	return { name, type: MEDIA_TYPES[extension] ?? "application/octet-stream" };
}

/** The environment variable the code reads the credential from. */
function envVarFor(provider: string, options: InferenceSnippetOptions): string {
	if (options.endpointUrl) return "API_TOKEN";
	if (options.directRequest && provider !== "hf-inference")
		return `${provider.toUpperCase().replaceAll("-", "_")}_API_KEY`;
	return "HF_TOKEN";
}

/** Chat fields that come from their own options (the example's messages, the streaming choice). */
const CHAT_OWN_FIELDS = new Set(["messages", "model", "stream"]);

function chatInputs(model: ModelDataMinimal, options: InferenceSnippetOptions): Record<string, Value> {
	const example = exampleInput(model.pipeline_tag ?? "text-generation", model);
	const messages = (options.messages ?? (example && "messages" in example ? example.messages : [])) as Value;
	const extra = Object.fromEntries(
		Object.entries(options.parameters ?? {}).filter(([key]) => !CHAT_OWN_FIELDS.has(key)),
	);
	const inputs: Record<string, Value> = { messages, max_tokens: 512, ...(extra as Record<string, Value>) };
	if (options.max_tokens !== undefined) inputs.max_tokens = options.max_tokens;
	// Zero is a real setting (greedy decoding), so only an absent value is left out.
	if (options.temperature !== undefined) inputs.temperature = options.temperature;
	if (options.top_p !== undefined) inputs.top_p = options.top_p;
	return inputs;
}

/** The example's inputs with the caller's parameters laid over its own. */
function withParameters(
	inputs: Record<string, Value>,
	options: InferenceSnippetOptions,
): Record<string, Value> {
	const given = options.parameters;
	if (!given || Object.keys(given).length === 0) return inputs;
	const own = inputs.parameters;
	const base = own && typeof own === "object" && !Array.isArray(own) ? own : {};
	return { ...inputs, parameters: { ...base, ...(given as Record<string, Value>) } };
}

function exampleTaskInputs(
	task: string,
	model: ModelDataMinimal,
	options: InferenceSnippetOptions,
): Record<string, Value> {
	if (options.inputs !== undefined) return { inputs: options.inputs as Value };
	const example = exampleInput(task, model);
	if (!example || "messages" in example)
		return { inputs: "No input example has been defined for this model task." };
	// A first image in a few steps: quick to come back, which is what an example call is for.
	if (task === "text-to-image")
		return { ...example, parameters: { num_inference_steps: EXAMPLE_NUM_INFERENCE_STEPS } };
	return example as Record<string, Value>;
}

function taskInputs(
	task: string,
	model: ModelDataMinimal,
	options: InferenceSnippetOptions,
): Record<string, Value> {
	return withParameters(exampleTaskInputs(task, model, options), options);
}

/** Where each kind of snippet that sends a file takes it in its inputs. */
const FILE_PATHS: Partial<Record<TemplateName, string[]>> = {
	basicAudio: ["inputs"],
	basicImage: ["inputs"],
	imageToImage: ["inputs"],
	imageToVideo: ["inputs"],
	zeroShotImageClassification: ["inputs"],
	documentQuestionAnswering: ["inputs", "image"],
};

/** The value at `path`, or undefined when the path leads nowhere. */
function valueAt(value: unknown, path: string[]): unknown {
	let current = value;
	for (const key of path) {
		if (!current || typeof current !== "object" || !Object.hasOwn(current, key)) return undefined;
		current = (current as Record<string, unknown>)[key];
	}
	return current;
}

/**
 * Where the sample file sits in the inputs: at the task's own file place, when that holds the name
 * of a media file. A file name anywhere else (the text of a task that takes text) is only text.
 */
function fileInInputs(inputs: Record<string, Value>, template: TemplateName): FileAt | undefined {
	const path = FILE_PATHS[template];
	if (!path) return undefined;
	const name = valueAt(inputs, path);
	if (typeof name === "string" && /\.(flac|wav|jpe?g|png)$/i.test(name))
		return { file: sampleFile(name), path };
	return undefined;
}

/** A copy of `value` with `replacement` at `path`; only the objects and lists on the path are copied. */
export function withValueAt(value: unknown, path: string[], replacement: unknown, depth = 0): unknown {
	if (depth === path.length) return replacement;
	const key = path[depth] as string;
	if (Array.isArray(value)) {
		const copy = value.slice();
		copy[Number(key)] = withValueAt(value[Number(key)], path, replacement, depth + 1);
		return copy;
	}
	const record = value as Record<string, unknown>;
	return { ...record, [key]: withValueAt(record[key], path, replacement, depth + 1) };
}

function helperFor(
	provider: InferenceProviderOrPolicy,
	task: string,
	report: ReportReason,
): TaskHelper | undefined {
	// The auto policy picks the provider at call time and gets SDK snippets only (chat aside), so any
	// helper that serves the task can plan the call: hf-inference's when it has one.
	const served =
		provider === "auto" && Object.hasOwn(TASK_TABLES, task) ? TASK_TABLES[task as InferenceTask] : {};
	const anyHelper = served["hf-inference"] ?? Object.values(served)[0];
	if (anyHelper) return anyHelper;
	try {
		return getProviderHelper(provider === "auto" ? "hf-inference" : provider, task as InferenceTask);
	} catch (error) {
		report({
			skipped: "snippets",
			message: `Failed to get provider helper for ${provider} (${task})`,
			error,
		});
		return undefined;
	}
}

/**
 * The JSON body raw clients send. The builder's value as it is when it is plain data; otherwise
 * (a Date, a class instance, anything with `toJSON`) the value read back from the JSON the client
 * sends. A body that cannot be JSON at all (a BigInt, a cycle) is reported and the call's inputs are used.
 */
export function jsonBody(
	value: Record<string, unknown>,
	inputs: Record<string, Value>,
	report: ReportReason,
): Record<string, Value> {
	const shape = shapeOf(value);
	if (shape === "plain") return value as Record<string, Value>;
	try {
		if (shape === "too deep") throw tooDeep();
		const json = asJson(value);
		if (shapeOf(json) === "too deep") throw tooDeep();
		return json as Record<string, Value>;
	} catch (error) {
		report({ skipped: "json-body", message: "Failed to parse body as JSON", error });
		return inputs;
	}
}

/**
 * The call's inputs as the templates can write them: as they are when plain data; as JSON sees
 * them otherwise (a Date as its text); as they are when JSON cannot carry them (a BigInt: the
 * body made from them is logged as not JSON, and the inputs written as given). Undefined, logged,
 * when nothing can write them: nested deeper than `MAX_DEPTH`, or containing themselves.
 */
function writableInputs(
	inputs: Record<string, Value>,
	report: ReportReason,
): Record<string, Value> | undefined {
	let error: unknown;
	try {
		const shape = shapeOf(inputs);
		if (shape === "plain") return inputs;
		if (shape === "other") {
			try {
				const json = asJson(inputs);
				if (shapeOf(json) === "plain") return json as Record<string, Value>;
			} catch {
				return inputs;
			}
		}
		error = tooDeep();
	} catch (thrown) {
		// A getter or a proxy that throws while being read.
		error = thrown;
	}
	report({ skipped: "snippets", message: "Failed to parse body as JSON", error });
	return undefined;
}

/**
 * The places where two bodies built with different file bytes differ: where the file went (base64
 * or a data URL, once or in several fields), found by where it is rather than by what it looks like.
 */
function differences(
	first: unknown,
	second: unknown,
	path: string[] = [],
	found: string[][] = [],
): string[][] {
	if (first === second) return found;
	if (!first || !second || typeof first !== "object" || typeof second !== "object") found.push(path);
	else
		for (const key in first)
			differences(
				(first as Record<string, unknown>)[key],
				(second as Record<string, unknown>)[key],
				[...path, key],
				found,
			);
	return found;
}

/** Helpers that refused the FLAC sample (fal-ai decodes only some audio types): their examples start with WAV. */
const refusesFlac = new WeakSet<TaskHelper>();

/** The same example with the WAV recording in place of the FLAC one. */
function withWav(inputs: Record<string, Value>, at: FileAt): { inputs: Record<string, Value>; file: FileAt } {
	const name = wavInPlaceOf(at.file.name);
	return {
		inputs: withValueAt(inputs, at.path, name) as Record<string, Value>,
		file: { file: { name, type: "audio/wav" }, path: at.path },
	};
}

/**
 * Works out the call a model's snippets make: the task and template, the example inputs, and, from
 * the inference client's own request builder, the exact HTTP request. Undefined when the model has
 * no snippets (no task, an unsupported task, or no provider helper, which is logged).
 *
 * @param model - The hub model: its id, task (`pipeline_tag`), tags and, for fill-mask, its mask token.
 * @param provider - The provider the snippets call, or `"auto"`.
 * @param mapping - The hub's mapping of the model for that provider, if known.
 * @param options - The generator's options (streaming, token, inputs, sampling, hosts).
 * @param report - Where the reasons for a missing call (or a body left out) go; logged as errors
 *   through the process-wide logger unless the caller takes them.
 * @returns The planned call, or undefined when the model gets no snippets.
 * @throws {InferenceClientInputError} when the call is one the client would refuse, with its message.
 * @example
 * ```ts
 * import { planSnippetCall } from "@hubkit/snippets";
 *
 * const call = planSnippetCall(
 * 	{ id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", pipeline_tag: "text-classification", tags: [] },
 * 	"hf-inference",
 * 	undefined,
 * 	{},
 * );
 * console.log(call?.template, call?.request.url);
 * ```
 */
export function planSnippetCall(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	mapping: InferenceProviderMappingEntry | undefined,
	options: InferenceSnippetOptions,
	report: ReportReason = logReason,
): SnippetCall | undefined {
	const pipeline = model.pipeline_tag;
	if (!pipeline || !Object.hasOwn(TEMPLATE_FOR_TASK, pipeline)) return undefined;
	const chat =
		(pipeline === "text-generation" || pipeline === "image-text-to-text") &&
		model.tags.includes("conversational");
	const task = chat ? "conversational" : pipeline;
	const template: TemplateName = chat
		? options.streaming
			? "conversationalStream"
			: "conversational"
		: (TEMPLATE_FOR_TASK[pipeline] as TemplateName);
	// What the client refuses before anything else, the snippets refuse too (and before the build,
	// whose own input errors are then about the inputs alone).
	try {
		checkCall(model, provider, mapping, options);
	} catch (error) {
		if (!(error instanceof InferenceClientError)) throw error;
		report({ skipped: "snippets", message: `Failed to build the request for ${provider} (${task})`, error });
		return undefined;
	}
	const helper = helperFor(provider, task, report);
	if (!helper) return undefined;

	const writable = writableInputs(
		chat ? chatInputs(model, options) : taskInputs(task, model, options),
		report,
	);
	if (!writable) return undefined;
	let inputs = writable;
	const stream = template === "conversationalStream";
	// A provider's own key only works on the provider's own API, so it makes the call direct, as in the client.
	const providerKey = !!options.accessToken && !options.accessToken.startsWith("hf_");
	const directRequest = options.directRequest === true || providerKey;
	// Routed chat goes to the router's own OpenAI endpoint, naming the provider after the model id.
	const routedChat = chat && !options.endpointUrl && !directRequest;
	const sdkModel = routedChat ? (provider === "auto" ? model.id : `${model.id}:${provider}`) : model.id;
	const sdkProvider: InferenceProviderOrPolicy = routedChat ? "auto" : provider;
	let file = fileInInputs(inputs, template);
	if (file && file.file.type === "audio/flac" && refusesFlac.has(helper))
		({ inputs, file } = withWav(inputs, file));
	const resolved: ResolvedCall = {
		helper: routedChat ? autoRouterChat : helper,
		model: routedChat
			? sdkModel
			: providerModelId(model.id, helper, mapping, directRequest && !options.endpointUrl),
		args: inputs,
		accessToken: options.accessToken ?? (directRequest ? "provider_key_placeholder" : "hf_token_placeholder"),
		routerUrl: options.routerUrl ? options.routerUrl.replace(/\/+$/, "") : DEFAULT_ROUTER_URL,
	};
	if (mapping) resolved.mapping = mapping;
	if (options.endpointUrl) resolved.endpointUrl = options.endpointUrl;
	if (options.billTo) resolved.billTo = options.billTo;
	if (options.providerBaseUrls) resolved.providerBaseUrls = options.providerBaseUrls;
	// A streaming call puts `stream: true` in the body, as the client's streaming methods do.
	if (stream) resolved.stream = true;
	const argsFor = (file: FileAt | undefined, bytes = PLACEHOLDER_BYTES) =>
		file
			? (withValueAt(inputs, file.path, { bytes, type: file.file.type }) as Record<string, unknown>)
			: stream
				? { ...inputs, stream: true }
				: inputs;
	let request: RequestParts;
	try {
		try {
			resolved.args = argsFor(file);
			request = buildRequestParts(resolved);
		} catch (error) {
			// Some providers decode only some audio types (fal-ai: no FLAC); the example then uses a WAV recording.
			if (file?.file.type !== "audio/flac" || !(error instanceof InferenceClientInputError)) throw error;
			refusesFlac.add(helper);
			({ inputs, file } = withWav(inputs, file));
			resolved.args = argsFor(file);
			request = buildRequestParts(resolved);
		}
	} catch (error) {
		// The call cannot be made as the example asks (a provider serving one model only, say): no snippets, and why.
		if (!(error instanceof InferenceClientError)) throw error;
		report({ skipped: "snippets", message: `Failed to build the request for ${provider} (${task})`, error });
		return undefined;
	}
	// The body is the value the builder serialises for the client: written out as each language's
	// own literal, never as JSON text pasted into another language.
	const payload = request.payload;
	let body = payload.kind === "json" ? jsonBody(payload.value, inputs, report) : undefined;
	const authorization = request.headers.Authorization;
	const credential: Credential = {
		scheme: authorization ? authorization.slice(0, authorization.indexOf(" ")) || "Bearer" : "Bearer",
		envVar: envVarFor(provider, options),
		literal: options.accessToken || undefined,
	};
	let fileField: SnippetCall["fileField"];
	if (file && body && payload.kind === "json") {
		resolved.args = argsFor(file, PROBE_BYTES);
		const probe = buildRequestParts(resolved).payload;
		const built = payload.value;
		const paths = probe.kind === "json" ? differences(built, probe.value) : [];
		if (paths.length > 0) {
			// Built with no bytes, the file's place holds exactly what comes before them.
			const empty = valueAt(built, paths[0] as string[]);
			fileField = { file: file.file, paths, prefix: typeof empty === "string" ? empty : "" };
			for (const path of paths) body = withValueAt(body, path, FILE_SLOT) as Record<string, Value>;
		}
	}
	const headers: Array<[string, string]> = [];
	for (const name in request.headers)
		if (name !== "Authorization" && name !== "User-Agent")
			headers.push([name, request.headers[name] as string]);
	const url = request.url;
	// Every field is always present (undefined when it does not apply): one object shape for every call.
	return {
		model,
		provider,
		task,
		template,
		inputs,
		sdkModel,
		sdkProvider,
		request,
		headers,
		body,
		file: file && payload.kind === "binary" ? file.file : undefined,
		fileField,
		inputsFile: file,
		credential,
		billTo: options.billTo || undefined,
		endpointUrl: options.endpointUrl || undefined,
		directRequest,
		sdkOnly: payload.kind === "multipart",
		answer: options.endpointUrl || routedChat ? undefined : helper.answer,
		openaiBaseUrl: url.endsWith("/chat/completions") ? url.slice(0, -"/chat/completions".length) : url,
	};
}

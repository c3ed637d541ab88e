import {
	autoRouterChat,
	type BuiltRequest,
	buildResolvedRequest,
	DEFAULT_ROUTER_URL,
	getLogger,
	getProviderHelper,
	InferenceClientInputError,
	type InferenceProviderMappingEntry,
	type InferenceProviderOrPolicy,
	type InferenceTask,
	type TaskHelper,
} from "@hubkit/inference";
import { EXAMPLE_NUM_INFERENCE_STEPS } from "@hubkit/tasks";
import type { Value } from "../literals/value.js";
import type { InferenceSnippetOptions, ModelDataMinimal } from "../types.js";
import { exampleInput } from "./examples.js";
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
	model: ModelDataMinimal;
	provider: InferenceProviderOrPolicy;
	/** The pipeline task, or `conversational` for chat. */
	task: string;
	template: TemplateName;
	/** The SDK call's own arguments: `{inputs, parameters}` or `{messages, max_tokens…}`. */
	inputs: Record<string, Value>;
	/** The model and provider the SDK call names (routed chat names `id:provider` on the auto router). */
	sdkModel: string;
	sdkProvider: InferenceProviderOrPolicy;
	request: BuiltRequest;
	/** The JSON body raw clients send, when it is JSON. */
	body?: Record<string, Value>;
	/** The file raw clients send as the body, for binary tasks. */
	file?: SampleFile;
	/** For JSON bodies that carry a file (base64 or a data URL): which one and where. */
	fileField?: { file: SampleFile; path: string[]; dataUrl: boolean };
	credential: Credential;
	billTo?: string;
	endpointUrl?: string;
	directRequest: boolean;
	/**
	 * Whether only the SDKs can make this call: jobs to poll (a raw snippet would only start the
	 * job) and multipart uploads.
	 */
	sdkOnly: boolean;
	/** The base URL an OpenAI client is given (the request URL without `/chat/completions`). */
	openaiBaseUrl: string;
}

const PLACEHOLDER_BYTES = new Uint8Array(0);

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

function chatInputs(model: ModelDataMinimal, options: InferenceSnippetOptions): Record<string, Value> {
	const example = exampleInput(model.pipeline_tag ?? "text-generation", model);
	const messages = (options.messages ?? (example && "messages" in example ? example.messages : [])) as Value;
	const inputs: Record<string, Value> = { messages, max_tokens: options.max_tokens ?? 512 };
	// Zero is a real setting (greedy decoding), so only an absent value is left out.
	if (options.temperature !== undefined) inputs.temperature = options.temperature;
	if (options.top_p !== undefined) inputs.top_p = options.top_p;
	return inputs;
}

function taskInputs(
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

/** Where the sample file sits in the inputs, if the task takes one. */
function fileInInputs(inputs: Record<string, Value>): { file: SampleFile; path: string[] } | undefined {
	const value = inputs.inputs;
	if (typeof value === "string" && /\.(flac|jpe?g|png)$/i.test(value))
		return { file: sampleFile(value), path: ["inputs"] };
	const image = value && typeof value === "object" && !Array.isArray(value) ? value.image : undefined;
	if (typeof image === "string" && /\.(jpe?g|png)$/i.test(image))
		return { file: sampleFile(image), path: ["inputs", "image"] };
	return undefined;
}

/** The inputs with the sample file swapped for placeholder bytes of its type, so the request has the provider's real shape. */
function withPlaceholderFile(
	inputs: Record<string, Value>,
	at: { file: SampleFile; path: string[] },
): Record<string, unknown> {
	const bytes = { bytes: PLACEHOLDER_BYTES, type: at.file.type };
	if (at.path.length === 1) return { ...inputs, inputs: bytes };
	return { ...inputs, inputs: { ...(inputs.inputs as Record<string, Value>), image: bytes } };
}

const VIDEO_TASKS = new Set(["text-to-video", "image-to-video", "image-text-to-video"]);

/** Providers and tasks that answer with a job to poll rather than the result. */
function isPolledJob(helper: TaskHelper, provider: string, task: string): boolean {
	return (
		helper.host === "queue" ||
		provider === "wavespeed" ||
		(VIDEO_TASKS.has(task) && (provider === "together" || provider === "novita")) ||
		(provider === "zai-org" && task === "text-to-image")
	);
}

function helperFor(provider: InferenceProviderOrPolicy, task: string): TaskHelper | undefined {
	try {
		return getProviderHelper(provider === "auto" ? "hf-inference" : provider, task as InferenceTask);
	} catch (error) {
		getLogger().error(`Failed to get provider helper for ${provider} (${task})`, error);
		return undefined;
	}
}

/** Finds where the placeholder file landed in a JSON body (base64 or a data URL), for code that fills it in. */
function findFileField(
	body: Record<string, Value>,
	file: SampleFile,
): { path: string[]; dataUrl: boolean } | undefined {
	const dataUrl = `data:${file.type};base64,`;
	const search = (value: Value, path: string[]): { path: string[]; dataUrl: boolean } | undefined => {
		if (value === dataUrl) return { path, dataUrl: true };
		if (value === "") return { path, dataUrl: false };
		if (Array.isArray(value)) {
			for (const [index, item] of value.entries()) {
				const found = search(item, [...path, String(index)]);
				if (found) return found;
			}
		} else if (value && typeof value === "object") {
			for (const [key, item] of Object.entries(value)) {
				const found = search(item, [...path, key]);
				if (found) return found;
			}
		}
		return undefined;
	};
	return search(body, []);
}

/**
 * The JSON body a raw client sends: the serialised request body read back, or, when it is not JSON
 * (a multipart form), the call's inputs, with the reason logged.
 */
export function bodyOf(serialised: unknown, inputs: Record<string, Value>): Record<string, Value> {
	if (typeof serialised === "string") {
		try {
			return JSON.parse(serialised);
		} catch (error) {
			getLogger().error("Failed to parse body as JSON", error);
		}
	}
	return inputs;
}

/**
 * Works out the call a model's snippets make: the task and template, the example inputs, and, from
 * the inference client's own request builder, the exact HTTP request. Undefined when the model has
 * no snippets (no task, an unsupported task, or no provider helper, which is logged).
 */
export function planSnippetCall(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	mapping: InferenceProviderMappingEntry | undefined,
	options: InferenceSnippetOptions,
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
	const helper = helperFor(provider, task);
	if (!helper) return undefined;

	let inputs = chat ? chatInputs(model, options) : taskInputs(task, model, options);
	const stream = template === "conversationalStream";
	const providerId = mapping?.providerId ?? model.id;
	const directRequest = options.directRequest === true;
	// Routed chat goes to the router's own OpenAI endpoint, naming the provider after the model id.
	const routedChat = chat && !options.endpointUrl && !directRequest;
	const sdkModel = routedChat ? (provider === "auto" ? model.id : `${model.id}:${provider}`) : model.id;
	const sdkProvider: InferenceProviderOrPolicy = routedChat ? "auto" : provider;
	const placeholder =
		options.accessToken ?? (directRequest ? "provider_key_placeholder" : "hf_token_placeholder");
	let file = fileInInputs(inputs);
	const build = () =>
		buildResolvedRequest({
			helper: routedChat ? autoRouterChat : helper,
			model: routedChat ? sdkModel : providerId,
			...(mapping ? { mapping } : {}),
			// A streaming call puts `stream: true` in the body, as the client's streaming methods do.
			args: file ? withPlaceholderFile(inputs, file) : stream ? { ...inputs, stream: true } : inputs,
			accessToken: placeholder,
			routerUrl: (options.routerUrl ?? DEFAULT_ROUTER_URL).replace(/\/+$/, ""),
			...(options.endpointUrl ? { endpointUrl: options.endpointUrl } : {}),
			...(options.billTo ? { billTo: options.billTo } : {}),
			...(options.providerBaseUrls ? { providerBaseUrls: options.providerBaseUrls } : {}),
			...(stream ? { stream: true } : {}),
		});
	let request: BuiltRequest;
	try {
		try {
			request = build();
		} catch (error) {
			// Some providers decode only some audio types (fal-ai: no FLAC); the example then uses a WAV recording.
			if (file?.file.type !== "audio/flac" || !(error instanceof InferenceClientInputError)) throw error;
			const name = file.file.name.replace(/\.flac$/i, ".wav");
			inputs = { ...inputs, inputs: name };
			file = { file: { name, type: "audio/wav" }, path: file.path };
			request = build();
		}
	} catch (error) {
		// The call cannot be made as the example asks (a provider serving one model only, say): no snippets, and why.
		if (!(error instanceof InferenceClientInputError)) throw error;
		getLogger().error(`Failed to build the request for ${provider} (${task})`, error);
		return undefined;
	}
	// The builder's own body value is what it serialised; reading the serialised text back is only
	// needed for a body that is text of another kind.
	const body =
		request.payload.kind === "json"
			? (request.payload.value as Record<string, Value>)
			: typeof request.body === "string"
				? bodyOf(request.body, inputs)
				: undefined;
	const [scheme = "Bearer"] = (request.headers.Authorization ?? "Bearer x").split(" ");
	const credential: Credential = {
		scheme,
		envVar: envVarFor(provider, options),
		...(options.accessToken ? { literal: options.accessToken } : {}),
	};
	const found = file && body ? findFileField(body, file.file) : undefined;
	return {
		model,
		provider,
		task,
		template,
		inputs,
		sdkModel,
		sdkProvider,
		request,
		...(body ? { body } : {}),
		...(file && request.payload.kind === "binary" ? { file: file.file } : {}),
		...(file && found ? { fileField: { file: file.file, ...found } } : {}),
		credential,
		...(options.billTo ? { billTo: options.billTo } : {}),
		...(options.endpointUrl ? { endpointUrl: options.endpointUrl } : {}),
		directRequest,
		sdkOnly: request.payload.kind === "multipart" || isPolledJob(helper, provider, task),
		openaiBaseUrl: request.url.replace(/\/chat\/completions$/, ""),
	};
}

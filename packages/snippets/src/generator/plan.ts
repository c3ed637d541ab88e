import {
	DEFAULT_PROVIDER,
	DEFAULT_ROUTER_URL,
	InferenceClientError,
	InferenceClientInputError,
	type InferenceProviderMappingEntry,
	type InferenceProviderOrPolicy,
	type InferenceTask,
	type RequestHelper,
} from "@hubkit/inference";
import {
	autoRouterChatRequest,
	buildRequestParts,
	getProvider,
	getRequestHelper,
	REQUEST_TABLES,
	type RequestCall,
	type RequestParts,
	type SuffixRoute,
	suffixRoute,
} from "@hubkit/inference/internal";
import type { InferenceSnippetOptions, ModelDataMinimal } from "../types.js";
import { checkCall, checkEndpointModel } from "./check-call.js";
import { credentialFor } from "./credential.js";
import { chatInputs, taskInputs } from "./example-inputs.js";
import { acceptedFile, fileFieldIn, fileInInputs, withFileBytes, withFileSlots } from "./file-in-call.js";
import { jsonBody, writableInputs } from "./json-body.js";
import { providerModelId } from "./provider-id.js";
import { logReason, type ReportReason } from "./reasons.js";
import { RESPONSES_HELPER, responsesInputs } from "./responses-inputs.js";
import type { FileAt, SnippetCall } from "./snippet-call.js";
import { TEMPLATE_FOR_TASK, type TemplateName } from "./template-names.js";

/**
 * The helper the call is built from. `auto` is a policy, not a provider: its snippets are the hub's
 * SDKs, which pick the provider themselves, and its request is built with the default provider's
 * helper (routed chat then takes the router's own).
 */
function helperFor(
	provider: InferenceProviderOrPolicy,
	task: string,
	report: ReportReason,
): RequestHelper | undefined {
	// The auto policy picks the provider at call time and gets SDK snippets only (chat aside), so any
	// helper that serves the task can plan the call: the default provider's when it has one.
	const served =
		provider === "auto" && Object.hasOwn(REQUEST_TABLES, task) ? REQUEST_TABLES[task as InferenceTask] : {};
	const anyHelper = served[DEFAULT_PROVIDER] ?? Object.values(served)[0];
	if (anyHelper) return anyHelper;
	try {
		return getRequestHelper(provider === "auto" ? DEFAULT_PROVIDER : provider, task as InferenceTask);
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
 * Works out the call a model's snippets make: the task and template, the example inputs, and, from
 * the inference client's own request builder, the exact HTTP request. Undefined when the model has
 * no snippets (no task, an unsupported task, or no provider helper, which is logged).
 *
 * @param given - The hub model: its id (which may end in a router suffix, `:cheapest` or
 *   `:<provider>`), task (`pipeline_tag`), tags and, for fill-mask, its mask token.
 * @param requested - The provider the snippets call, or `"auto"`.
 * @param mapping - The hub's mapping of the model for the provider called, if known.
 * @param options - The generator's options (streaming, token, inputs, sampling, hosts).
 * @param report - Where the reasons for a missing call (or a body left out) go; logged as errors
 *   through the process-wide logger unless the caller takes them.
 * @returns The planned call, or undefined when the model gets no snippets. Its `model` and
 *   `provider` are the ones called: a suffix naming a provider, or `:preferred` off the router's chat
 *   route, becomes that provider (or `"auto"`) and the bare hub id, as in the client.
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
	given: ModelDataMinimal,
	requested: InferenceProviderOrPolicy,
	mapping: InferenceProviderMappingEntry | undefined,
	options: InferenceSnippetOptions,
	report: ReportReason = logReason,
): SnippetCall | undefined {
	const pipeline = given.pipeline_tag;
	if (!pipeline || !Object.hasOwn(TEMPLATE_FOR_TASK, pipeline)) return undefined;
	const chat =
		(pipeline === "text-generation" || pipeline === "image-text-to-text") &&
		given.tags.includes("conversational");
	const task = chat ? "conversational" : pipeline;
	const responsesApi = options.api === "responses";
	// Options may come from outside (a form, a tool call's JSON): a misspelt API is refused, not read as chat.
	if (options.api !== undefined && options.api !== "chat-completions" && !responsesApi) {
		report({
			skipped: "snippets",
			message: `Failed to build the request for ${requested} (${task})`,
			error: new InferenceClientInputError(
				`api must be "chat-completions" or "responses", not ${JSON.stringify(options.api)}. Nothing was written.`,
			),
		});
		return undefined;
	}
	if (responsesApi && !chat) {
		refused(
			report,
			requested,
			task,
			"the Responses API serves chat models only (a conversational text-generation or image-text-to-text model)",
		);
		return undefined;
	}
	const template: TemplateName = chat
		? responsesApi
			? options.streaming
				? "responsesStream"
				: "responses"
			: options.streaming
				? "conversationalStream"
				: "conversational"
		: (TEMPLATE_FOR_TASK[pipeline] as TemplateName);
	// What the client refuses before anything else, the snippets refuse too (and before the build,
	// whose own input errors are then about the inputs alone).
	let suffixed: SuffixRoute | undefined;
	try {
		checkCall(given, requested, mapping, options);
		checkEndpointModel(options, task);
		// A router suffix on the id goes where the client sends it, by the client's own rule (an
		// endpoint takes the model it names as given, once its suffix agrees with the provider).
		suffixed = suffixRoute((options.endpointUrl && options.endpointModel) || given.id, requested, {
			task,
			providers: Object.hasOwn(REQUEST_TABLES, task)
				? Object.keys(REQUEST_TABLES[task as InferenceTask])
				: [],
			router: chat,
			endpoint: Boolean(options.endpointUrl),
		});
	} catch (error) {
		if (!(error instanceof InferenceClientError)) throw error;
		report({ skipped: "snippets", message: `Failed to build the request for ${requested} (${task})`, error });
		return undefined;
	}
	// Off the router's chat route, the call is the one without the suffix: to the provider it names,
	// or to what `auto` chooses (`:preferred`), with the bare hub id.
	const model = suffixed && suffixed.to !== "router" ? { ...given, id: suffixed.hubId } : given;
	const provider: InferenceProviderOrPolicy =
		suffixed?.to === "provider"
			? (suffixed.provider as InferenceProviderOrPolicy)
			: suffixed?.to === "auto"
				? "auto"
				: requested;
	const helper = helperFor(provider, task, report);
	if (!helper) return undefined;

	const writable = writableInputs(
		responsesApi
			? responsesInputs(model, options)
			: chat
				? chatInputs(model, options)
				: taskInputs(task, model, options),
		report,
	);
	if (!writable) return undefined;
	let inputs = writable;
	const stream = template === "conversationalStream" || template === "responsesStream";
	// A provider's own key only works on the provider's own API, so it makes the call direct, as in the client.
	const providerKey = !!options.accessToken && !options.accessToken.startsWith("hf_");
	const directRequest = options.directRequest === true || providerKey;
	// Routed chat goes to the router's own OpenAI endpoint, naming the provider after the model id;
	// a provider the router does not serve is not routed (the client refuses a hub token for it).
	const routedChat = chat && !options.endpointUrl && !directRequest && getProvider(helper.provider).routed;
	const sdkModel = routedChat ? (provider === "auto" ? model.id : `${model.id}:${provider}`) : model.id;
	const sdkProvider: InferenceProviderOrPolicy = routedChat ? "auto" : provider;
	if (responsesApi && !routedChat) {
		refused(
			report,
			provider,
			task,
			options.endpointUrl
				? "the Responses API is served by the router only, not by an endpoint"
				: directRequest
					? "the Responses API is served by the router only, with a hub token, not by a provider's own API"
					: `the router does not serve the Responses API through ${provider}`,
		);
		return undefined;
	}
	const found = fileInInputs(inputs, template);
	let file: FileAt | undefined;
	if (found) ({ inputs, file } = acceptedFile(inputs, found, helper));
	const resolved: RequestCall = {
		helper: responsesApi ? RESPONSES_HELPER : routedChat ? autoRouterChatRequest : helper,
		// A custom endpoint may know the model by its own name, which the body then names instead.
		model: routedChat
			? sdkModel
			: options.endpointUrl && options.endpointModel
				? options.endpointModel
				: providerModelId(model.id, helper, mapping),
		args: file ? withFileBytes(inputs, file) : stream ? { ...inputs, stream: true } : inputs,
		accessToken: options.accessToken ?? (directRequest ? "provider_key_placeholder" : "hf_token_placeholder"),
		routerUrl: options.routerUrl ? options.routerUrl.replace(/\/+$/, "") : DEFAULT_ROUTER_URL,
	};
	if (mapping) resolved.mapping = mapping;
	if (options.endpointUrl) resolved.endpointUrl = options.endpointUrl;
	if (options.billTo) resolved.billTo = options.billTo;
	if (options.providerBaseUrls) resolved.providerBaseUrls = options.providerBaseUrls;
	// A streaming call puts `stream: true` in the body, as the client's streaming methods do.
	if (stream) resolved.stream = true;
	let request: RequestParts;
	try {
		request = buildRequestParts(resolved);
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
	let fileField: SnippetCall["fileField"];
	if (file && body && payload.kind === "json") {
		resolved.args = withFileBytes(inputs, file, true);
		fileField = fileFieldIn(payload.value, buildRequestParts(resolved).payload, file.file);
		if (fileField) body = withFileSlots(body, fileField.paths);
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
		credential: credentialFor(provider, options, request.headers.Authorization),
		billTo: options.billTo || undefined,
		endpointUrl: options.endpointUrl || undefined,
		endpointModel: (options.endpointUrl && options.endpointModel) || undefined,
		directRequest,
		sdkOnly: payload.kind === "multipart",
		answer: options.endpointUrl || routedChat ? undefined : helper.answer,
		openaiBaseUrl: openaiBaseUrl(url),
	};
}

/** The base URL an OpenAI client is given: the request's URL without the route the client adds. */
function openaiBaseUrl(url: string): string {
	for (const route of ["/chat/completions", "/responses"])
		if (url.endsWith(route)) return url.slice(0, -route.length);
	return url;
}

/** Reports why a Responses call has no snippets, with the input error the client would give. */
function refused(report: ReportReason, provider: string, task: string, why: string): void {
	report({
		skipped: "snippets",
		message: `Failed to build the request for ${provider} (${task})`,
		error: new InferenceClientInputError(`No Responses API snippets: ${why}. Nothing was written.`),
	});
}

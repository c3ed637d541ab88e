import { clientArgsOf } from "../client/client-args.js";
import { routerUrlFrom } from "../defaults/hosts.js";
import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";
import { rememberSecrets } from "../errors/redact.js";
import type { InferenceTask } from "../inference-tasks.js";
import { defaultModelFor } from "../mapping/default-model.js";
import { fetchProviderMappings } from "../mapping/fetch-mapping.js";
import { sharedMappingCache } from "../mapping/mapping-cache.js";
import type { InferenceProviderMappingEntry } from "../mapping/mapping-entry.js";
import type { OutputType, TaskHelper } from "../providers/helper.js";
import {
	DEFAULT_PROVIDER,
	findProvider,
	isInferenceProvider,
	unsupportedProvider,
} from "../providers/registry.js";
import type { ProviderTable } from "../providers/task-helpers.js";
import type { CallContext } from "../request/call-context.js";
import type { ResolvedCall } from "../request/request-parts.js";
import { suffixRoute } from "../router-policies/suffix-route.js";
import type { BaseArgs, Options } from "../types/options.js";
import { isBinaryInput, isSharedMemory, readBinary, sharedMemoryError } from "../utils/binary.js";
import { getLogger } from "../utils/logger.js";
import { checkCallArgs } from "../validation/call-args.js";
import { checkMappingIds } from "../validation/ids.js";

/**
 * How a task function routes a call: its task, the providers that serve it, and the auto router
 * for chat. (Not `@hubkit/tasks`' `TaskSpec`, which is the task's JSON Schema.)
 */
export interface TaskRoute {
	task: InferenceTask;
	table: ProviderTable;
	autoRouter?: TaskHelper;
	/** Any task the model's mapping names will do (the deprecated generic `request` without a task). */
	anyTask?: boolean;
	/** Hand back the provider's answer as read, without the helper's reshaping (the generic `request`). */
	raw?: boolean;
}

/** Whether a mapping for `served` is good for `wanted`: the same task, or one the provider treats as equivalent. */
function sameTask(provider: string, wanted: string, served: string): boolean {
	if (wanted === served) return true;
	return (
		findProvider(provider)?.equivalentTasks?.some(
			(group) => group.includes(wanted as InferenceTask) && group.includes(served as InferenceTask),
		) ?? false
	);
}

/** The helper for a provider and task, or an error listing what there is instead. */
export function routeHelper(route: TaskRoute, provider: string): TaskHelper {
	if (!isInferenceProvider(provider)) throw unsupportedProvider(provider, true);
	const helper = route.table[provider];
	if (!helper) {
		throw new InferenceClientInputError(
			`Task '${route.task}' not supported for provider '${provider}'. Providers for this task: ${Object.keys(route.table).join(", ")}`,
		);
	}
	return helper;
}

/** The model's mappings on the call's hub: cached, or asked for. */
async function providerMappings(
	modelId: string,
	accessToken: string | undefined,
	ctx: CallContext,
): Promise<InferenceProviderMappingEntry[]> {
	return (
		(ctx.options.mappingCache ?? sharedMappingCache).get(modelId, ctx.options.hubUrl) ??
		fetchProviderMappings(modelId, accessToken, ctx)
	);
}

/** The entry for the provider, checked against the task. */
function pickMapping(
	route: TaskRoute,
	provider: string,
	modelId: string,
	entries: InferenceProviderMappingEntry[],
): InferenceProviderMappingEntry {
	const entry = entries.find((candidate) => candidate.provider === provider);
	if (!entry) {
		throw new InferenceClientRoutingError(
			`We have not been able to find inference provider information for model ${modelId} and provider ${provider}.`,
		);
	}
	if (!route.anyTask && !sameTask(provider, route.task, entry.task)) {
		throw new InferenceClientInputError(
			`Model ${modelId} is not supported for task ${route.task} and provider ${provider}. Supported task: ${entry.task}.`,
		);
	}
	if (entry.status === "staging") {
		getLogger().warn(
			`Model ${modelId} is in staging mode for provider ${provider}. Meant for test purposes only.`,
		);
	}
	return entry;
}

/** The token a call uses: its own, else its client's. */
export function tokenOf(args: BaseArgs, options: Options): string | undefined {
	return args.accessToken ?? clientArgsOf(options)?.accessToken;
}

const BINARY_KEYS = ["inputs", "data", "image"] as const;

function nestedImage(value: unknown): unknown {
	return value && typeof value === "object" && !Array.isArray(value)
		? (value as { image?: unknown }).image
		: undefined;
}

/** Reads every binary input into bytes once, so the body can be built synchronously and resent on retry. */
async function readBinaries(args: Record<string, unknown>): Promise<Record<string, unknown>> {
	const out: Record<string, unknown> = { ...args };
	for (const key of BINARY_KEYS) {
		const value = out[key];
		if (isSharedMemory(value)) throw sharedMemoryError(key);
		if (isSharedMemory(nestedImage(value))) throw sharedMemoryError(`${key}.image`);
		if (isBinaryInput(value)) out[key] = await readBinary(value);
		else if (isBinaryInput(nestedImage(value))) {
			out[key] = { ...(value as object), image: await readBinary(nestedImage(value) as Blob) };
		}
	}
	return out;
}

export interface CallExtras {
	outputType?: OutputType;
	stream?: boolean;
}

/** A call part-way through resolution. */
interface Pending {
	route: TaskRoute;
	ctx: CallContext;
	call: ResolvedCall;
	model: string | undefined;
	supplied: InferenceProviderMappingEntry | undefined;
}

/**
 * Settles provider, model and mapping for a call (the only step that may ask the hub) and reads
 * binary inputs.
 */
export async function resolveCall(
	route: TaskRoute,
	args: BaseArgs & object,
	ctx: CallContext,
	extras: CallExtras = {},
): Promise<ResolvedCall> {
	const {
		accessToken: ownToken,
		model: ownModel,
		endpointUrl: ownEndpoint,
		provider: ownProvider,
		providerMapping,
		...rest
	} = args as BaseArgs & Record<string, unknown>;
	const defaults = clientArgsOf(ctx.options);
	const accessToken = ownToken ?? defaults?.accessToken;
	const model = ownModel ?? defaults?.model;
	const endpointUrl = ownEndpoint ?? defaults?.endpointUrl;
	const requested = ownProvider ?? defaults?.provider;
	// Remembered first, so that any error this call ends in, wherever it is made, scrubs the token.
	rememberSecrets([accessToken]);
	const options = ctx.options;
	// Checked before anything is looked up: a mapping lookup carries the token and the model id too.
	checkCallArgs({
		accessToken,
		model,
		endpointUrl,
		provider: requested,
		providerMapping,
		billTo: options.billTo,
		routerUrl: options.routerUrl,
		hubUrl: options.hubUrl,
		providerBaseUrls: options.providerBaseUrls,
	});
	const call = {
		args: await readBinaries(rest),
		routerUrl: routerUrlFrom(options.routerUrl),
		...(accessToken ? { accessToken } : {}),
		...(options.billTo ? { billTo: options.billTo } : {}),
		...(options.providerBaseUrls ? { providerBaseUrls: options.providerBaseUrls } : {}),
		...(options.includeCredentials !== undefined ? { includeCredentials: options.includeCredentials } : {}),
		...(extras.outputType ? { outputType: extras.outputType } : {}),
		...(extras.stream ? { stream: true } : {}),
	} as ResolvedCall;
	const pending: Pending = { route, ctx, call, model, supplied: providerMapping };
	const suffixed =
		model === undefined
			? undefined
			: suffixRoute(model, requested, {
					task: route.task,
					providers: Object.keys(route.table),
					router: route.autoRouter !== undefined,
					endpoint: Boolean(endpointUrl),
				});
	if (endpointUrl) {
		call.helper = routeHelper(route, DEFAULT_PROVIDER);
		call.model = model ?? endpointUrl;
		call.endpointUrl = endpointUrl;
		return call;
	}
	if (suffixed?.to === "router" && route.autoRouter) {
		// The router's chat route applies the suffix itself: the id goes as given, nothing is looked up.
		call.helper = route.autoRouter;
		call.model = model as string;
		return call;
	}
	if (suffixed?.to === "provider")
		return withProvider({ ...pending, model: suffixed.hubId }, suffixed.provider);
	if (suffixed?.to === "auto") return resolveAuto({ ...pending, model: suffixed.hubId });
	const provider = requested ?? DEFAULT_PROVIDER;
	return provider === "auto" ? resolveAuto(pending) : withProvider(pending, provider);
}

async function resolveAuto(pending: Pending): Promise<ResolvedCall> {
	const { route, call, model, supplied } = pending;
	if (!model) throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
	if (route.autoRouter) {
		// The router picks the provider itself (and honours an `id:provider` suffix), so nothing is looked up.
		call.helper = route.autoRouter;
		call.model = model;
		return call;
	}
	const entries = supplied ? [supplied] : await providerMappings(model, call.accessToken, pending.ctx);
	const first = entries.find(
		(entry) =>
			(route.anyTask || sameTask(entry.provider, route.task, entry.task)) &&
			Object.hasOwn(route.table, entry.provider),
	);
	if (!first) throw new InferenceClientRoutingError(`No Inference Provider available for model ${model}.`);
	return withProvider(pending, first.provider);
}

async function withProvider(pending: Pending, provider: string): Promise<ResolvedCall> {
	const { route, call, model, supplied } = pending;
	const helper = routeHelper(route, provider);
	call.helper = helper;
	if (findProvider(provider)?.routed === false) {
		if (!model)
			throw new InferenceClientInputError(`Provider ${provider} requires a model ID to be passed directly.`);
		if (!model.startsWith(`${provider}/`)) {
			throw new InferenceClientInputError(
				`Models from ${provider} must be prefixed by "${provider}/". Got "${model}".`,
			);
		}
		const providerId = model.slice(provider.length + 1);
		call.model = providerId;
		call.mapping = { provider, hfModelId: model, providerId, status: "live", task: route.task };
		return call;
	}
	const hfModel = model ?? (await defaultModelFor(route.task, pending.ctx));
	const entries = supplied ? [supplied] : await providerMappings(hfModel, call.accessToken, pending.ctx);
	const mapping = pickMapping(route, provider, hfModel, entries);
	if (!supplied) checkMappingIds(mapping, `inferenceProviderMapping[${provider}]`, "hub");
	call.model = mapping.providerId;
	call.mapping = mapping;
	return call;
}

import { routerUrlFrom } from "../config/hosts.js";
import {
	DEFAULT_PROVIDER,
	findProvider,
	INFERENCE_PROVIDERS,
	isInferenceProvider,
} from "../config/providers.js";
import type { InferenceTask } from "../config/tasks.js";
import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";
import { rememberSecrets } from "../errors/secrets.js";
import { defaultModelFor } from "../mapping/default-model.js";
import { fetchProviderMappings } from "../mapping/fetch-mapping.js";
import { sharedMappingCache } from "../mapping/mapping-cache.js";
import type { InferenceProviderMappingEntry } from "../mapping/mapping-entry.js";
import type { OutputType, TaskHelper } from "../providers/helper.js";
import type { ProviderTable } from "../providers/registry.js";
import type { ResolvedCall } from "../request/build-request.js";
import type { CallContext } from "../request/call-context.js";
import { type BaseArgs, CLIENT_ARGS, type Options } from "../types/options.js";
import { isBinaryInput, isSharedMemory, readBinary, sharedMemoryError } from "../utils/binary.js";
import { getLogger } from "../utils/logger.js";
import { checkCallArgs } from "../validation/call-args.js";
import { checkMappingIds } from "../validation/ids.js";

/** What a task function knows about itself: its task, the providers that serve it, and the auto router for chat. */
export interface TaskSpec {
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
export function helperFor(spec: TaskSpec, provider: string): TaskHelper {
	if (!isInferenceProvider(provider)) {
		throw new InferenceClientInputError(
			`Provider '${provider}' not supported. Available providers: ${[...INFERENCE_PROVIDERS, "auto"].join(", ")}`,
		);
	}
	const helper = spec.table[provider];
	if (!helper) {
		throw new InferenceClientInputError(
			`Task '${spec.task}' not supported for provider '${provider}'. Providers for this task: ${Object.keys(spec.table).join(", ")}`,
		);
	}
	return helper;
}

/** Cached mappings (of the call's hub) without a trip through an async function: the common case on every call. */
function providerMappings(
	modelId: string,
	accessToken: string | undefined,
	ctx: CallContext,
): InferenceProviderMappingEntry[] | Promise<InferenceProviderMappingEntry[]> {
	return (
		(ctx.options.mappingCache ?? sharedMappingCache).get(modelId, ctx.options.hubUrl) ??
		fetchProviderMappings(modelId, accessToken, ctx)
	);
}

/** The entry for the provider, checked against the task. */
function pickMapping(
	spec: TaskSpec,
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
	if (!spec.anyTask && !sameTask(provider, spec.task, entry.task)) {
		throw new InferenceClientInputError(
			`Model ${modelId} is not supported for task ${spec.task} and provider ${provider}. Supported task: ${entry.task}.`,
		);
	}
	if (entry.status === "staging") {
		getLogger().warn(
			`Model ${modelId} is in staging mode for provider ${provider}. Meant for test purposes only.`,
		);
	}
	return entry;
}

const BASE_KEYS = new Set(["accessToken", "model", "endpointUrl", "provider", "providerMapping"]);

/** The token a call uses: its own, else its client's. */
export function tokenOf(args: BaseArgs, options: Options): string | undefined {
	return args.accessToken ?? options[CLIENT_ARGS]?.accessToken;
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

/** Whether a binary input (or shared memory, refused where binaries are read) needs reading. */
function hasBinaries(args: Record<string, unknown>): boolean {
	return BINARY_KEYS.some((key) => {
		const value = args[key];
		const image = nestedImage(value);
		return isBinaryInput(value) || isBinaryInput(image) || isSharedMemory(value) || isSharedMemory(image);
	});
}

export interface CallExtras {
	outputType?: OutputType;
	stream?: boolean;
}

/** A call part-way through resolution. */
interface Pending {
	spec: TaskSpec;
	ctx: CallContext;
	call: ResolvedCall;
	model: string | undefined;
	supplied: InferenceProviderMappingEntry | undefined;
}

type MaybePromise<T> = T | Promise<T>;

function then<T, R>(value: MaybePromise<T>, next: (value: T) => MaybePromise<R>): MaybePromise<R> {
	return value instanceof Promise ? value.then(next) : next(value);
}

/**
 * Settles provider, model and mapping for a call (the only step that may ask the hub) and reads
 * binary inputs. Synchronous when nothing has to be fetched or read (a cached or supplied mapping,
 * no Blob), which is most calls: an async step costs more than all the rest of the work here.
 */
export function resolveCall(
	spec: TaskSpec,
	args: BaseArgs & object,
	ctx: CallContext,
	extras: CallExtras = {},
): MaybePromise<ResolvedCall> {
	const base = args as BaseArgs & Record<string, unknown>;
	const defaults = ctx.options[CLIENT_ARGS];
	const accessToken = base.accessToken ?? defaults?.accessToken;
	const model = base.model ?? defaults?.model;
	const endpointUrl = base.endpointUrl ?? defaults?.endpointUrl;
	const requested = base.provider ?? defaults?.provider;
	const providerMapping = base.providerMapping;
	// A loop rather than rest destructuring: this runs on every call, and V8's rest copy is slow.
	const rest: Record<string, unknown> = {};
	for (const key in base) if (!BASE_KEYS.has(key)) rest[key] = base[key];
	// Remembered first, so that any error this call ends in, wherever it is made, scrubs the token.
	rememberSecrets([accessToken]);
	// Checked before anything is looked up: a mapping lookup carries the token and the model id too.
	checkCallArgs({
		accessToken,
		model,
		endpointUrl,
		provider: requested,
		providerMapping,
		billTo: ctx.options.billTo,
		routerUrl: ctx.options.routerUrl,
		hubUrl: ctx.options.hubUrl,
		providerBaseUrls: ctx.options.providerBaseUrls,
	});
	const options = ctx.options;
	// Built field by field: this runs on every call, and conditional spreads show in its cost.
	const call = { args: rest, routerUrl: routerUrlFrom(options.routerUrl) } as ResolvedCall;
	if (accessToken) call.accessToken = accessToken;
	if (options.billTo) call.billTo = options.billTo;
	if (options.providerBaseUrls) call.providerBaseUrls = options.providerBaseUrls;
	if (options.includeCredentials !== undefined) call.includeCredentials = options.includeCredentials;
	if (extras.outputType) call.outputType = extras.outputType;
	if (extras.stream) call.stream = true;
	const pending: Pending = { spec, ctx, call, model, supplied: providerMapping };
	const settle = (): MaybePromise<ResolvedCall> => {
		if (endpointUrl) {
			call.helper = helperFor(spec, DEFAULT_PROVIDER);
			call.model = model ?? endpointUrl;
			call.endpointUrl = endpointUrl;
			return call;
		}
		const provider = requested ?? DEFAULT_PROVIDER;
		return provider === "auto" ? resolveAuto(pending) : withProvider(pending, provider);
	};
	if (!hasBinaries(rest)) return settle();
	return readBinaries(rest).then((binaries) => {
		call.args = binaries;
		return settle();
	});
}

function resolveAuto(pending: Pending): MaybePromise<ResolvedCall> {
	const { spec, call, model, supplied } = pending;
	if (!model) throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
	if (spec.autoRouter) {
		// The router picks the provider itself (and honours an `id:provider` suffix), so nothing is looked up.
		call.helper = spec.autoRouter;
		call.model = model;
		return call;
	}
	const entries = supplied ? [supplied] : providerMappings(model, call.accessToken, pending.ctx);
	return then(entries, (list) => {
		const first = list.find(
			(entry) =>
				(spec.anyTask || sameTask(entry.provider, spec.task, entry.task)) &&
				Object.hasOwn(spec.table, entry.provider),
		);
		if (!first) throw new InferenceClientRoutingError(`No Inference Provider available for model ${model}.`);
		return withProvider(pending, first.provider);
	});
}

function withProvider(pending: Pending, provider: string): MaybePromise<ResolvedCall> {
	const { spec, call, model } = pending;
	const helper = helperFor(spec, provider);
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
		call.mapping = { provider, hfModelId: model, providerId, status: "live", task: spec.task };
		return call;
	}
	return then(model ?? defaultModelFor(spec.task, pending.ctx), (hfModel) => {
		const entries = pending.supplied
			? [pending.supplied]
			: providerMappings(hfModel, call.accessToken, pending.ctx);
		return then(entries, (list) => {
			const mapping = pickMapping(spec, provider, hfModel, list);
			if (!pending.supplied) checkMappingIds(mapping, `inferenceProviderMapping[${provider}]`, "hub");
			call.model = mapping.providerId;
			call.mapping = mapping;
			return call;
		});
	});
}

import { hubUrlFrom, routerUrlFrom } from "../config/hosts.js";
import { INFERENCE_PROVIDERS, isInferenceProvider } from "../config/providers.js";
import type { InferenceTask } from "../config/tasks.js";
import { InferenceClientInputError, InferenceClientRoutingError } from "../errors/errors.js";
import { fetchProviderMappings } from "../mapping/fetch-mapping.js";
import type { OutputType, ProviderTable, TaskHelper } from "../providers/helper.js";
import type { ResolvedCall } from "../request/build-request.js";
import type { CallContext } from "../request/call-context.js";
import { send } from "../request/send.js";
import type { BaseArgs, InferenceProviderMappingEntry } from "../types/options.js";
import { isBinaryInput, readBinary } from "../utils/binary.js";
import { getLogger } from "../utils/logger.js";

/** What a task function knows about itself: its task, the providers that serve it, and the auto router for chat. */
export interface TaskSpec {
	task: InferenceTask;
	table: ProviderTable;
	autoRouter?: TaskHelper;
}

/** On hf-inference a sentence-transformers model serves both tasks. */
const EQUIVALENT_TASKS: ReadonlyArray<readonly InferenceTask[]> = [
	["feature-extraction", "sentence-similarity"],
];

function sameTask(provider: string, wanted: string, served: string): boolean {
	if (wanted === served) return true;
	return (
		provider === "hf-inference" &&
		EQUIVALENT_TASKS.some(
			(group) => group.includes(wanted as InferenceTask) && group.includes(served as InferenceTask),
		)
	);
}

function isUrl(model: string): boolean {
	return /^https?:/.test(model) || model.startsWith("/");
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

let defaultModels: Promise<Record<string, { models?: Array<{ id?: string }> }>> | undefined;

/** The hub's recommended model for a task, loaded once per process from `/api/tasks`. */
async function defaultModelFor(task: InferenceTask, ctx: CallContext): Promise<string> {
	defaultModels ??= send(
		{ url: `${hubUrlFrom(ctx.options.hubUrl)}/api/tasks`, method: "GET", headers: {} },
		ctx,
		{
			api: "hub",
			message: (detail) => `Failed to load tasks definitions from Hugging Face Hub: ${detail}`,
		},
	).then((response) => response.json() as Promise<Record<string, { models?: Array<{ id?: string }> }>>);
	const tasks = await defaultModels.catch((error: unknown) => {
		defaultModels = undefined;
		throw error;
	});
	const id = tasks[task]?.models?.[0]?.id;
	if (!id)
		throw new InferenceClientInputError(
			`No default model defined for task ${task}, please define the model explicitly.`,
		);
	return id;
}

async function mappingFor(
	spec: TaskSpec,
	provider: string,
	modelId: string,
	args: BaseArgs,
	ctx: CallContext,
): Promise<InferenceProviderMappingEntry> {
	const entries = args.providerMapping
		? [args.providerMapping]
		: await fetchProviderMappings(modelId, args.accessToken, ctx);
	const entry = entries.find((candidate) => candidate.provider === provider);
	if (!entry) {
		throw new InferenceClientRoutingError(
			`We have not been able to find inference provider information for model ${modelId} and provider ${provider}.`,
		);
	}
	if (!sameTask(provider, spec.task, entry.task)) {
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

/** Reads every binary input into bytes once, so the body can be built synchronously and resent on retry. */
async function readBinaries(args: Record<string, unknown>): Promise<Record<string, unknown>> {
	const out: Record<string, unknown> = { ...args };
	for (const key of ["inputs", "data", "image"]) {
		const value = out[key];
		if (isBinaryInput(value)) out[key] = await readBinary(value);
		else if (
			value &&
			typeof value === "object" &&
			!Array.isArray(value) &&
			isBinaryInput((value as { image?: unknown }).image)
		) {
			out[key] = { ...value, image: await readBinary((value as { image: Blob }).image) };
		}
	}
	return out;
}

export interface CallExtras {
	outputType?: OutputType;
	stream?: boolean;
}

/** Settles provider, model and mapping for a call (the only step that may ask the hub), then reads binaries. */
export async function resolveCall(
	spec: TaskSpec,
	args: BaseArgs & object,
	ctx: CallContext,
	extras: CallExtras = {},
): Promise<ResolvedCall> {
	const {
		accessToken,
		model,
		endpointUrl,
		provider: requested,
		providerMapping,
		...rest
	} = args as BaseArgs & Record<string, unknown>;
	if (endpointUrl && requested && requested !== "hf-inference") {
		throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
	}
	if (model && isUrl(model)) {
		throw new InferenceClientInputError("Model URLs are no longer supported. Use endpointUrl instead.");
	}
	const options = ctx.options;
	const common = {
		args: await readBinaries(rest),
		routerUrl: routerUrlFrom(options.routerUrl),
		...(accessToken ? { accessToken } : {}),
		...(options.billTo ? { billTo: options.billTo } : {}),
		...(options.providerBaseUrls ? { providerBaseUrls: options.providerBaseUrls } : {}),
		...(options.includeCredentials !== undefined ? { includeCredentials: options.includeCredentials } : {}),
		...extras,
	};
	if (endpointUrl) {
		return { ...common, helper: helperFor(spec, "hf-inference"), model: model ?? endpointUrl, endpointUrl };
	}
	let provider: string = requested ?? "hf-inference";
	if (provider === "auto") {
		if (!model) throw new InferenceClientInputError("Specifying a model is required when provider is 'auto'");
		if (spec.autoRouter) {
			// The router picks the provider itself (and honours an `id:provider` suffix), so nothing is looked up.
			return { ...common, helper: spec.autoRouter, model };
		}
		const entries = providerMapping
			? [providerMapping]
			: await fetchProviderMappings(model, accessToken, ctx);
		const first = entries.find(
			(entry) => sameTask(entry.provider, spec.task, entry.task) && entry.provider in spec.table,
		);
		if (!first) throw new InferenceClientRoutingError(`No Inference Provider available for model ${model}.`);
		provider = first.provider;
	}
	const helper = helperFor(spec, provider);
	if (helper.clientSideRoutingOnly) {
		if (!model)
			throw new InferenceClientInputError(`Provider ${provider} requires a model ID to be passed directly.`);
		if (!model.startsWith(`${provider}/`)) {
			throw new InferenceClientInputError(
				`Models from ${provider} must be prefixed by "${provider}/". Got "${model}".`,
			);
		}
		const providerId = model.slice(provider.length + 1);
		return {
			...common,
			helper,
			model: providerId,
			mapping: { provider, hfModelId: model, providerId, status: "live", task: spec.task },
		};
	}
	const hfModel = model ?? (await defaultModelFor(spec.task, ctx));
	const mapping = await mappingFor(
		spec,
		provider,
		hfModel,
		{ ...args, ...(providerMapping ? { providerMapping } : {}) },
		ctx,
	);
	return { ...common, helper, model: mapping.providerId, mapping };
}

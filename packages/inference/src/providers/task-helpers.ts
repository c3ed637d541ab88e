import type { InferenceTask } from "../inference-tasks.js";
import type { ChatCompletionOutput } from "../types/generated/index.js";
import { autoRouterChatAnswer } from "./auto-router/answer.js";
import { autoRouterChatRequest } from "./auto-router/request.js";
import { basetenAnswers } from "./baseten/answer.js";
import { baseten } from "./baseten/request.js";
import { cerebrasAnswers } from "./cerebras/answer.js";
import { cerebras } from "./cerebras/request.js";
import { cohereAnswers } from "./cohere/answer.js";
import { cohere } from "./cohere/request.js";
import { deepinfraAnswers } from "./deepinfra/answer.js";
import { deepinfra } from "./deepinfra/request.js";
import { falAiAnswers } from "./fal-ai/answer.js";
import { falAi } from "./fal-ai/request.js";
import { featherlessAiAnswers } from "./featherless-ai/answer.js";
import { featherlessAi } from "./featherless-ai/request.js";
import { fireworksAiAnswers } from "./fireworks-ai/answer.js";
import { fireworksAi } from "./fireworks-ai/request.js";
import { groqAnswers } from "./groq/answer.js";
import { groq } from "./groq/request.js";
import type { AnswerReader, RequestHelper, TaskHelper } from "./helper.js";
import { hfInferenceAnswers } from "./hf-inference/answer.js";
import { hfInference } from "./hf-inference/request.js";
import { novitaAnswers } from "./novita/answer.js";
import { novita } from "./novita/request.js";
import { nscaleAnswers } from "./nscale/answer.js";
import { nscale } from "./nscale/request.js";
import { openaiAnswers } from "./openai/answer.js";
import { openai } from "./openai/request.js";
import { ovhcloudAnswers } from "./ovhcloud/answer.js";
import { ovhcloud } from "./ovhcloud/request.js";
import { publicaiAnswers } from "./publicai/answer.js";
import { publicai } from "./publicai/request.js";
import {
	byTask,
	getRequestHelper,
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderOrPolicy,
	PROVIDER_REQUESTS,
	type RegisteredModule,
} from "./registry.js";
import { replicateAnswers } from "./replicate/answer.js";
import { replicate } from "./replicate/request.js";
import { scalewayAnswers } from "./scaleway/answer.js";
import { scaleway } from "./scaleway/request.js";
import { togetherAnswers } from "./together/answer.js";
import { together } from "./together/request.js";
import { wavespeedAnswers } from "./wavespeed/answer.js";
import { wavespeed } from "./wavespeed/request.js";
import { zaiOrgAnswers } from "./zai-org/answer.js";
import { zaiOrg } from "./zai-org/request.js";

// The client's view of the registry: each provider's requests (registry.ts) joined with the readers
// of their answers (each provider's answer.ts). Only the client imports this module; the snippet
// generator reads the requests alone.

/** A reader for every task a module serves, and nothing else: the type makes a missing one an error. */
type AnswersOf<Module extends RegisteredModule> = {
	readonly tasks: { readonly [Task in keyof Module["tasks"]]: AnswerReader };
};

/** Each provider's answer readers, by the id its module declares. */
const ANSWERS: { readonly [Module in RegisteredModule as Module["id"]]: AnswersOf<Module> } = {
	[baseten.id]: basetenAnswers,
	[cerebras.id]: cerebrasAnswers,
	[cohere.id]: cohereAnswers,
	[deepinfra.id]: deepinfraAnswers,
	[falAi.id]: falAiAnswers,
	[featherlessAi.id]: featherlessAiAnswers,
	[fireworksAi.id]: fireworksAiAnswers,
	[groq.id]: groqAnswers,
	[hfInference.id]: hfInferenceAnswers,
	[novita.id]: novitaAnswers,
	[nscale.id]: nscaleAnswers,
	[openai.id]: openaiAnswers,
	[ovhcloud.id]: ovhcloudAnswers,
	[publicai.id]: publicaiAnswers,
	[replicate.id]: replicateAnswers,
	[scaleway.id]: scalewayAnswers,
	[together.id]: togetherAnswers,
	[wavespeed.id]: wavespeedAnswers,
	[zaiOrg.id]: zaiOrgAnswers,
};

/** A provider's request for a task with the reader of its answer. */
function joined(provider: InferenceProvider, task: InferenceTask, request: RequestHelper): TaskHelper {
	const readers: { readonly [Task in InferenceTask]?: AnswerReader } = ANSWERS[provider].tasks;
	return { ...request, output: readers[task] as AnswerReader };
}

/** The providers serving one task. Outputs are checked at run time; task functions give them their types. */
export type ProviderTable = Partial<Record<InferenceProvider, TaskHelper>>;

/**
 * The registry by provider: every provider and the tasks it serves, from the provider modules, each
 * provider's tasks in the order of `INFERENCE_TASKS` whatever order its module lists them in.
 */
export const PROVIDERS = Object.fromEntries(
	INFERENCE_PROVIDERS.map((provider) => [
		provider,
		Object.fromEntries(
			Object.entries(PROVIDER_REQUESTS[provider]).map(([task, request]) => [
				task,
				joined(provider, task as InferenceTask, request),
			]),
		),
	]),
) as Record<InferenceProvider, Partial<Record<InferenceTask, TaskHelper>>>;

/** Each task's table, keyed by task id: the providers that serve it, from the provider modules. */
export const TASK_TABLES: Record<InferenceTask, ProviderTable> = byTask(PROVIDERS);

/**
 * The helper for a provider and task: the object that knows the provider's route, request body and
 * answer for that task. The client and {@link buildRequestParts} build requests from it, and the
 * client reads their answers with it.
 *
 * @param provider - A provider's name, e.g. `"together"`.
 * @param task - The task id, e.g. `"text-to-image"` (`"conversational"` for chat completion).
 * @returns The provider's helper for the task.
 * @throws {InferenceClientInputError} when the provider is unknown (or `"auto"`), the task is not
 *   one of `INFERENCE_TASKS`, or the provider does not serve it; the message lists what is
 *   available instead.
 * @example
 * ```ts
 * import { getProviderHelper } from "@hubkit/inference";
 *
 * const helper = getProviderHelper("together", "conversational");
 * console.log(helper.provider, helper.task); // together conversational
 * ```
 */
export function getProviderHelper(provider: InferenceProviderOrPolicy, task: InferenceTask): TaskHelper {
	getRequestHelper(provider, task);
	return PROVIDERS[provider as InferenceProvider][task] as TaskHelper;
}

/**
 * The router's own chat endpoint (`provider: "auto"`): it picks the provider (or honours an
 * `id:provider` suffix). Not a provider module: `auto` is a policy, and has no host, key or table.
 */
export const autoRouterChat: TaskHelper<ChatCompletionOutput> = {
	...autoRouterChatRequest,
	output: autoRouterChatAnswer,
};

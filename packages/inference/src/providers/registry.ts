import {
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderOrPolicy,
	isInferenceProvider,
	PROVIDER_MODULES,
} from "../config/providers.js";
import { INFERENCE_TASKS, type InferenceTask } from "../config/tasks.js";
import { InferenceClientInputError } from "../errors/errors.js";
import { checkTask } from "../validation/task-name.js";
import type { TaskHelper } from "./helper.js";

/** The providers serving one task. Outputs are checked at run time; task functions give them their types. */
export type ProviderTable = Partial<Record<InferenceProvider, TaskHelper>>;

/**
 * The registry by provider: every provider and the tasks it serves, from the provider modules, each
 * provider's tasks in the order of `INFERENCE_TASKS` whatever order its module lists them in.
 */
export const PROVIDERS = Object.fromEntries(
	PROVIDER_MODULES.map((module) => {
		const tasks: { readonly [Task in InferenceTask]?: TaskHelper } = module.tasks;
		return [
			module.id,
			Object.fromEntries(INFERENCE_TASKS.flatMap((task) => (tasks[task] ? [[task, tasks[task]]] : []))),
		];
	}),
) as Record<InferenceProvider, Partial<Record<InferenceTask, TaskHelper>>>;

/** Each task's table, keyed by task id: the providers that serve it, from the provider modules. */
export const TASK_TABLES = Object.fromEntries(
	INFERENCE_TASKS.map((task) => [
		task,
		Object.fromEntries(
			INFERENCE_PROVIDERS.flatMap((provider) => {
				const helper = PROVIDERS[provider][task];
				return helper ? [[provider, helper]] : [];
			}),
		),
	]),
) as Record<InferenceTask, ProviderTable>;

/**
 * The helper for a provider and task: the object that knows the provider's route, request body and
 * answer for that task. The snippet generator and {@link buildRequestParts} build requests from it.
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
	if (!isInferenceProvider(provider)) {
		throw new InferenceClientInputError(
			`Provider '${provider}' not supported. Available providers: ${INFERENCE_PROVIDERS.join(", ")}`,
		);
	}
	checkTask(task);
	const tasks = PROVIDERS[provider];
	const helper = tasks[task];
	if (!helper) {
		throw new InferenceClientInputError(
			`Task '${task}' not supported for provider '${provider}'. Available tasks: ${Object.keys(tasks).join(", ")}`,
		);
	}
	return helper;
}

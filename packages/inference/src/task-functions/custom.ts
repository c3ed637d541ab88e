import type { TaskRoute } from "../call/resolve-call.js";
import { runStream } from "../call/run-stream.js";
import { runTask } from "../call/run-task.js";
import { InferenceClientInputError } from "../errors/errors.js";
import type { TaskCallError } from "../errors/task-call-error.js";
import type { InferenceTask } from "../inference-tasks.js";
import type { RequestHelper, TaskHelper } from "../providers/helper.js";
import { DEFAULT_PROVIDER, getProvider, PROVIDER_MODULES } from "../providers/registry.js";
import { autoRouterChat, type ProviderTable, TASK_TABLES } from "../providers/task-helpers.js";
import type { BaseArgs, Options } from "../types/options.js";
import { checkTask } from "../validation/task-name.js";

// The reference client's generic primitives, kept so that code written for it runs unchanged: the
// request goes out exactly as a task function's would (same routing, retries, limits, typed errors
// and token scrubbing), and the provider's answer comes back as read, not reshaped. Unlike the
// reference they log no warning on every call: the `@deprecated` tag marks them where code is written.

/** The arguments of {@link request} and {@link streamingRequest}: the common ones plus the provider's own fields. */
export type RequestArgs = BaseArgs & Record<string, unknown>;

/** The options of {@link request} and {@link streamingRequest}: every call option, plus the task. */
export interface RequestOptions extends Options {
	/** The task whose route and body the provider expects; optional on hf-inference only. */
	task?: InferenceTask;
}

/** A helper that sends what the task's request sends and keeps the answer as it came. */
function asIs(helper: RequestHelper): TaskHelper {
	return { ...helper, output: (data) => data };
}

/** Providers without a route for a call without a task: there is nothing to send, as in the reference client. */
function needsTask(untasked: TaskHelper, provider: string): TaskHelper {
	return {
		...untasked,
		provider,
		payload() {
			throw new InferenceClientInputError(
				"you need to provide a task name when using an external provider, e.g. 'text-to-image'",
			);
		},
	};
}

/** The hub-hosted provider takes a call without a task on the model's own route; no other does. */
function anyTaskRoute(): TaskRoute {
	const untasked = asIs(getProvider(DEFAULT_PROVIDER).untaskedHelper as RequestHelper);
	return {
		task: "text-classification",
		table: Object.fromEntries(
			PROVIDER_MODULES.map((module) => [
				module.id,
				module.untaskedHelper ? asIs(module.untaskedHelper) : needsTask(untasked, module.id),
			]),
		),
		anyTask: true,
		raw: true,
	};
}

function routeFor(task: InferenceTask | undefined): TaskRoute {
	if (task === undefined) return anyTaskRoute();
	checkTask(task);
	const table: ProviderTable = {};
	for (const [provider, helper] of Object.entries(TASK_TABLES[task])) {
		table[provider as keyof ProviderTable] = asIs(helper);
	}
	return {
		task,
		table,
		raw: true,
		...(task === "conversational" ? { autoRouter: asIs(autoRouterChat) } : {}),
	};
}

function splitOptions(options: RequestOptions): [InferenceTask | undefined, Options] {
	const { task, ...rest } = options;
	return [task, rest];
}

/**
 * Sends one call and gives back the provider's answer as it came: parsed JSON, or a Blob for
 * binary answers.
 *
 * @deprecated Use the task's own function instead (`chatCompletion`, `textToImage`,
 *   `textClassification`, …): it checks the answer and gives it its type. Kept for code written for
 *   the reference client's `request`.
 *
 * The request is the one the task's function would send for the same arguments (routing, retries,
 * time limits and typed errors included); only the answer is not checked or reshaped, so a queued
 * provider's answer is its job ticket, not the finished result. Without `options.task` the call
 * goes to hf-inference's route for the model, whatever its task, with the arguments as JSON (or the
 * `data`/`inputs` bytes as the body).
 *
 * @param args - The arguments every task takes ({@link BaseArgs}) and the provider's own fields
 *   (`inputs`, `parameters`, `messages`, …).
 * @param options - Every call option, plus `task`: the task whose route and body to use (required
 *   for every provider but hf-inference).
 * @returns A promise of the answer: `T` as JSON, or a Blob for a binary answer.
 * @throws {InferenceClientInputError} when the task is not one of `INFERENCE_TASKS`, the provider
 *   does not serve it, or no task is given for a provider other than hf-inference.
 * @throws {InferenceClientProviderApiError} when the provider answers with an error status, after
 *   the retries `retryOnError` allows.
 * @throws {InferenceClientProviderOutputError} when the answer's body is cut off, too large
 *   (`maxJsonResponseBytes`) or not the JSON its content type says.
 * @throws {InferenceClientRoutingError} when the model has no mapping for the provider.
 * @throws {InferenceClientHubApiError} when the hub's provider-mapping lookup answers with an error
 *   status.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { request } from "@hubkit/inference";
 *
 * // Before: the generic primitive, untyped.
 * const scores = await request<Array<Array<{ label: string; score: number }>>>(
 * 	{
 * 		model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 * 		inputs: "I love this movie",
 * 		accessToken: process.env.HF_TOKEN,
 * 	},
 * 	{ task: "text-classification" },
 * );
 * // After: `await textClassification({ model, inputs, accessToken })`.
 * console.log(scores[0]?.[0]?.label);
 * ```
 */
export async function request<T = unknown>(args: RequestArgs, options: RequestOptions = {}): Promise<T> {
	const [task, rest] = splitOptions(options);
	return runTask<T>(routeFor(task), args, rest);
}

/**
 * Sends one streaming call and yields each server-sent event's data as parsed JSON, until the
 * stream ends.
 *
 * @deprecated Use the task's own streaming function instead (`chatCompletionStream`,
 *   `textGenerationStream`): it gives each chunk its type. Kept for code written for the reference
 *   client's `streamingRequest`.
 *
 * The request is the one the task's streaming function would send (`stream: true` in the body);
 * an error event, a dropped connection, an idle stream or an over-long line end the iteration with
 * a typed error, as they do there.
 *
 * @param args - The arguments every task takes ({@link BaseArgs}) and the provider's own fields
 *   (`messages`, `inputs`, `parameters`, …).
 * @param options - Every call option, plus `task` (`"conversational"` or `"text-generation"`;
 *   required for every provider but hf-inference).
 * @returns An async generator of the stream's chunks, each `T`.
 * @throws {InferenceClientInputError} when the task is not one of `INFERENCE_TASKS`, the provider
 *   does not serve it, or no task is given for a provider other than hf-inference.
 * @throws {InferenceClientProviderApiError} when the provider answers with an error status or
 *   sends an error event.
 * @throws {InferenceClientProviderOutputError} when the answer is not an event stream, or ends early.
 * @throws {InferenceClientRoutingError} when the model has no mapping for the provider.
 * @throws {InferenceClientHubApiError} when the hub's provider-mapping lookup answers with an error
 *   status.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { streamingRequest } from "@hubkit/inference";
 *
 * // Before: the generic primitive, untyped.
 * for await (const chunk of streamingRequest<{ choices: Array<{ delta: { content?: string } }> }>(
 * 	{
 * 		model: "meta-llama/Llama-3.1-8B-Instruct",
 * 		provider: "together",
 * 		messages: [{ role: "user", content: "Count to five." }],
 * 		accessToken: process.env.HF_TOKEN,
 * 	},
 * 	{ task: "conversational" },
 * )) {
 * 	process.stdout.write(chunk.choices[0]?.delta.content ?? "");
 * }
 * // After: `for await (const chunk of chatCompletionStream({ model, provider, messages, accessToken }))`.
 * ```
 */
export async function* streamingRequest<T = unknown>(
	args: RequestArgs,
	options: RequestOptions = {},
): AsyncGenerator<T> {
	const [task, rest] = splitOptions(options);
	// Inside the generator, so that an unknown task ends the iteration like any other input error.
	yield* runStream<T>(routeFor(task), args, rest);
}

import { InferenceClientInputError } from "../errors/errors.js";
import { INFERENCE_TASKS, type InferenceTask } from "../inference-tasks.js";
import { quoted } from "./ids.js";

const TASKS = new Set<string>(INFERENCE_TASKS);

/**
 * The task, checked: a name that is not one of `INFERENCE_TASKS` (a typo, or a name every object
 * has, such as `toString`) would otherwise be looked up in a table keyed by task and fail far from
 * the mistake, or find something that is not a task.
 *
 * @throws {InferenceClientInputError} naming the value and listing the tasks.
 */
export function checkTask(task: unknown): InferenceTask {
	if (typeof task === "string" && TASKS.has(task)) return task as InferenceTask;
	throw new InferenceClientInputError(
		`Unknown task ${quoted(task)}; the tasks are ${INFERENCE_TASKS.join(", ")}. Nothing was sent.`,
	);
}

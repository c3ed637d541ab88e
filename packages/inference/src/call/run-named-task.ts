import type { InferenceTask } from "../inference-tasks.js";
import { TASK_TABLES } from "../providers/task-helpers.js";
import type { BaseArgs, Options } from "../types/options.js";
import { runTask } from "./run-task.js";

/**
 * A call of a task that needs nothing of its own: the providers serving it, from the registry. The
 * task functions that are only that (`fillMask`, `translation`, …) and the client's methods of the
 * same names both run it, so a method is its function, and the client reaches the tasks' tables
 * without every task function.
 */
export function runNamedTask<Output>(
	task: InferenceTask,
	args: BaseArgs & object,
	options?: Options,
): Promise<Output> {
	return runTask({ task, table: TASK_TABLES[task] }, args, options);
}

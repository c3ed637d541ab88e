import { AUDIO_SPECS } from "./audio.js";
import { GENERATION_SPECS } from "./generation.js";
import { MULTIMODAL_SPECS } from "./multimodal.js";
import { NLP_SPECS } from "./nlp.js";
import type { TaskSpec } from "./schema.js";
import { VISION_SPECS } from "./vision.js";

/** The specification of every task the inference client serves, by task id. */
export const TASK_SPECS: Readonly<Record<string, TaskSpec>> = {
	...GENERATION_SPECS,
	...NLP_SPECS,
	...VISION_SPECS,
	...AUDIO_SPECS,
	...MULTIMODAL_SPECS,
};

/**
 * The specification of a task: its request (inputs and every parameter, with type, default,
 * allowed values and description) and its response, as JSON Schema.
 *
 * @param task - The task id, e.g. `"summarization"` (`"conversational"` for chat completion).
 * @returns The specification, or undefined when the inference client does not serve the task.
 * @example
 * ```ts
 * import { getTaskSpec } from "@hubkit/tasks";
 *
 * const spec = getTaskSpec("fill-mask");
 * console.log(spec?.task, Object.keys(spec?.request.properties ?? {})); // fill-mask [ 'inputs', 'parameters' ]
 * ```
 */
export function getTaskSpec(task: string): TaskSpec | undefined {
	return Object.hasOwn(TASK_SPECS, task) ? TASK_SPECS[task] : undefined;
}

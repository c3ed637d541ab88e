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

/** The specification of a task, or undefined when the client does not serve it. */
export function getTaskSpec(task: string): TaskSpec | undefined {
	return Object.hasOwn(TASK_SPECS, task) ? TASK_SPECS[task] : undefined;
}

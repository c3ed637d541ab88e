import { statSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PIPELINE_DATA } from "../src/catalogue/pipeline-data.js";
import { LIBRARY_TASK_MAPPING } from "../src/libraries/model-libraries.js";
import { DEMO_MEDIA } from "../src/media/demo-media.js";
import { PROVIDER_MODELS } from "../src/provider-models/provider-models.js";
import { TASKS_DATA } from "../src/records/index.js";
import type { TaskDataBundle } from "../src/validation/validate-tasks.js";

export const MEDIA_DIR = fileURLToPath(new URL("../media/", import.meta.url));

export const mediaFileSize = (filename: string): number | undefined => {
	try {
		return statSync(`${MEDIA_DIR}${filename}`).size;
	} catch {
		return undefined;
	}
};

/** A deep copy of the real task data, safe to break on purpose. */
export const realBundle = (): TaskDataBundle => ({
	...structuredClone({
		pipelines: PIPELINE_DATA,
		records: TASKS_DATA,
		libraries: LIBRARY_TASK_MAPPING,
		media: DEMO_MEDIA,
		providerModels: PROVIDER_MODELS,
	} as Omit<TaskDataBundle, "mediaFileSize">),
	mediaFileSize,
});

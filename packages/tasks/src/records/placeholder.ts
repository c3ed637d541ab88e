import type { PipelineType } from "../catalogue/pipeline-data.js";
import type { TaskDataCustom } from "./task-data.js";

/**
 * The record of a task that has no page of its own yet. It still resolves, so links never break,
 * and points to the closest documented task when there is one.
 */
export const placeholder = (canonicalId?: PipelineType): TaskDataCustom => ({
	summary: "",
	useCases: [],
	datasets: [],
	models: [],
	spaces: [],
	metrics: [],
	demo: { inputs: [], outputs: [] },
	widgetModels: [],
	furtherReading: [],
	isPlaceholder: true,
	...(canonicalId ? { canonicalId } : {}),
});

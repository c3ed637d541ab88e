import {
	COLOR_MEANINGS,
	DEMO_MEDIA,
	type DemoMediaFilename,
	MODALITY_LABELS,
	MODEL_LIBRARIES,
	type ModelLibraryKey,
	PIPELINE_DATA,
	type PipelineData,
	type PipelineType,
	TASKS_DATA,
	taskDataSourcePath,
} from "@hubkit/tasks";
import { sourceUrl } from "../site-config.js";
import { demoImageSizes } from "./image-size.server.js";
import type { DemoMedia } from "./media.js";

/**
 * Everything a task page shows, computed at build time. Pages receive only this, so the task
 * catalogue never ships to the browser.
 */
export function taskPageData(id: PipelineType) {
	const task = TASKS_DATA[id];
	const pipeline: PipelineData = PIPELINE_DATA[id];
	const filenames = [...task.demo.inputs, ...task.demo.outputs].flatMap((item) =>
		"filename" in item ? [item.filename] : [],
	);
	const sizes = demoImageSizes(filenames);
	const media: DemoMedia = Object.fromEntries(
		filenames.map((name) => [
			name,
			{ description: DEMO_MEDIA[name as DemoMediaFilename].description, ...sizes[name] },
		]),
	);
	const canonical = task.canonicalId
		? { id: task.canonicalId, name: PIPELINE_DATA[task.canonicalId].name }
		: undefined;
	return {
		task,
		color: pipeline.color,
		colorMeaning: COLOR_MEANINGS[pipeline.color],
		modalityLabel: MODALITY_LABELS[pipeline.modality],
		subtasks: pipeline.subtasks ?? [],
		canonical,
		libraries: task.libraries.map((key) => {
			const { prettyLabel, repoUrl } = MODEL_LIBRARIES[key as ModelLibraryKey];
			return { key, prettyLabel, repoUrl };
		}),
		media,
		source: sourceUrl(taskDataSourcePath(id)),
	};
}

export type TaskPageData = ReturnType<typeof taskPageData>;

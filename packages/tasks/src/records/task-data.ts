import type { PipelineType } from "../catalogue/pipeline-data.js";
import type { DemoAudioFilename, DemoImageFilename } from "../media/demo-media.js";

/** A model, dataset, space or metric on the hub, with a sentence saying why it is listed. */
export interface ExampleRepo {
	id: string;
	description: string;
}

export interface UseCase {
	title: string;
	description: string;
}

export interface DemoText {
	type: "text";
	label: string;
	content: string;
}

/** `filename` names a file in the package's `media/` folder, described in `DEMO_MEDIA`. */
export interface DemoImage {
	type: "img";
	filename: DemoImageFilename;
}

export interface DemoAudio {
	type: "audio";
	filename: DemoAudioFilename;
}

export interface DemoChart {
	type: "chart";
	data: { label: string; score: number }[];
}

/** The first row holds the column headers. */
export interface DemoTable {
	type: "tabular";
	table: string[][];
}

/** `start` and `end` are UTF-16 offsets into `text`, end exclusive, as `String.prototype.slice` takes them. */
export interface DemoTextWithTokens {
	type: "text-with-tokens";
	text: string;
	tokens: { start: number; end: number; type: string }[];
}

export type DemoItem = DemoText | DemoImage | DemoAudio | DemoChart | DemoTable | DemoTextWithTokens;

export type DemoItemType = DemoItem["type"];

export interface TaskDemo {
	inputs: DemoItem[];
	outputs: DemoItem[];
}

export interface TaskData {
	id: PipelineType;
	/** Display name, taken from the catalogue. */
	label: string;
	summary: string;
	useCases: UseCase[];
	datasets: ExampleRepo[];
	models: ExampleRepo[];
	spaces: ExampleRepo[];
	metrics: ExampleRepo[];
	demo: TaskDemo;
	/** Models the hub's inference widget is tried with first. */
	widgetModels: string[];
	youtubeId?: string;
	/** Set when the task is documented on another task's page. */
	canonicalId?: PipelineType;
	/** Set when the task has no page of its own yet. */
	isPlaceholder?: boolean;
	/** Derived from `LIBRARY_TASK_MAPPING`, never written by hand. */
	libraries: string[];
}

/** What a task's record file holds: everything that is not derived from the catalogue or the library map. */
export type TaskDataCustom = Omit<TaskData, "id" | "label" | "libraries">;

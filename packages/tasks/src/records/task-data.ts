import type { PipelineType } from "../catalogue/pipeline-data.js";
import type { ModelLibraryKey } from "../libraries/model-libraries.js";
import type { DemoAudioFilename, DemoImageFilename } from "../media/demo-media.js";
import type { ModelTag } from "./model-tags.js";

/** A model, dataset, space or metric on the hub, with a sentence saying why it is listed. */
export interface ExampleRepo {
	/** The repository's hub id, e.g. `facebook/bart-large-cnn`. */
	id: string;
	/** Why it is listed. */
	description: string;
}

/** A recommended model, with the facts local code needs, as the hub's model page gives them. */
export interface RecommendedModel extends ExampleRepo {
	/** The library that loads it, as the hub's `library_name`; left out when no library of `MODEL_LIBRARIES` does. */
	library_name?: ModelLibraryKey;
	/** The hub tags that decide how it runs locally. */
	tags: ModelTag[];
	/**
	 * Why `library_name` is missing, or why its library does not list this task: required exactly then,
	 * so every gap in the library map is explained where the model is listed.
	 */
	libraryNote?: string;
	/**
	 * Set when no provider serves the model for its task's router call as of `PROVIDER_MODELS.asOf`,
	 * on a task the router serves: its page offers it to run locally, never as a router call.
	 * Required exactly then, so the mark follows the table when it is refreshed.
	 */
	localOnly?: true;
}

/**
 * One way a task is done that takes or gives something different from the others (natural language
 * inference reads two sentences, sentiment one), with a small worked example.
 */
export interface TaskVariant {
	/** A short name, e.g. "Natural language inference". */
	name: string;
	/** The catalogue subtask it is, when there is one (`natural-language-inference`). */
	subtask?: string;
	/** One or two sentences on what goes in and what comes out. */
	description: string;
	/** An example input, in a line or two of plain text. */
	input: string;
	/** What a model answers to that input. */
	output: string;
	/** A model to start from: one of the record's `models`. */
	model: string;
}

/** A guide, course chapter or library page that teaches the task. */
export interface FurtherReading {
	/** The page's title, as a reader would look for it. */
	title: string;
	/** Its address (https). */
	url: string;
	/** Who publishes it, e.g. "Transformers docs" or "LLM Course". */
	source: string;
}

/** Something people do with a task, for the task page's use-case section. */
export interface UseCase {
	/** A short heading. */
	title: string;
	/** A paragraph on it. */
	description: string;
}

/** A labelled piece of text in a task demo. */
export interface DemoText {
	/** Always `"text"`. */
	type: "text";
	/** What the text is, e.g. "Question". */
	label: string;
	/** The text itself. */
	content: string;
}

/** An image in a task demo. `filename` names a file in the package's `media/` folder, described in `DEMO_MEDIA`. */
export interface DemoImage {
	/** Always `"img"`. */
	type: "img";
	/** The image's file name. */
	filename: DemoImageFilename;
}

/** A sound in a task demo, from the package's `media/` folder. */
export interface DemoAudio {
	/** Always `"audio"`. */
	type: "audio";
	/** The sound's file name. */
	filename: DemoAudioFilename;
}

/** Labels and their scores in a task demo, drawn as a bar chart. */
export interface DemoChart {
	/** Always `"chart"`. */
	type: "chart";
	/** The bars, each a label and its score from 0 to 1. */
	data: {
		/** The bar's label. */
		label: string;
		/** The bar's length, from 0 to 1. */
		score: number;
	}[];
}

/** The first row holds the column headers. */
export interface DemoTable {
	/** Always `"tabular"`. */
	type: "tabular";
	/** The rows, header row first. */
	table: string[][];
}

/** `start` and `end` are UTF-16 offsets into `text`, end exclusive, as `String.prototype.slice` takes them. */
export interface DemoTextWithTokens {
	/** Always `"text-with-tokens"`. */
	type: "text-with-tokens";
	/** The whole text. */
	text: string;
	/** The labelled spans, each with its label as `type`. */
	tokens: {
		/** Where the span starts (UTF-16 offset, inclusive). */
		start: number;
		/** Where the span ends (UTF-16 offset, exclusive). */
		end: number;
		/** The span's label, e.g. `PER`. */
		type: string;
	}[];
}

/** One input or output of a task demo, told apart by its `type`. */
export type DemoItem = DemoText | DemoImage | DemoAudio | DemoChart | DemoTable | DemoTextWithTokens;

/** The kinds of demo item: `text`, `img`, `audio`, `chart`, `tabular`, `text-with-tokens`. */
export type DemoItemType = DemoItem["type"];

/** A worked example of a task: what goes in and what comes out. */
export interface TaskDemo {
	/** What the model is given. */
	inputs: DemoItem[];
	/** What the model gives back. */
	outputs: DemoItem[];
}

/** The documentation record of a task: what its reference page shows. */
export interface TaskData {
	/** The task id. */
	id: PipelineType;
	/** Display name, taken from the catalogue. */
	label: string;
	/** A paragraph on what the task does. */
	summary: string;
	/** What people do with the task. */
	useCases: UseCase[];
	/** Datasets to train or evaluate on. */
	datasets: ExampleRepo[];
	/** Models to start from, each with the facts that run it locally. */
	models: RecommendedModel[];
	/** Spaces (demo apps) to try. */
	spaces: ExampleRepo[];
	/** Metrics that measure the task. */
	metrics: ExampleRepo[];
	/** A worked example. */
	demo: TaskDemo;
	/** Models the hub's inference widget is tried with first: ids among `models`, whose facts they share. */
	widgetModels: string[];
	/** The ways the task is done that differ in what goes in or comes out; left out when they do not. */
	variants?: TaskVariant[];
	/** Guides and course chapters that teach the task. */
	furtherReading: FurtherReading[];
	/** A video introducing the task. */
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

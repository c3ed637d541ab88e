import { type ChatMessage, getExampleInput } from "@hubkit/tasks";
import type { HubWidgetExample } from "./hub-model/hub-model.js";
import type { ModelFacts } from "./hub-model/model-facts.js";
import type { LocalSnippet, LocalSnippetOptions } from "./types.js";

/** What a library's or app's writer knows about the call it writes. */
export interface LocalContext {
	/** The checked hub id. */
	id: string;
	/** The model's task. */
	task: string;
	/** Everything the hub said about the model, checked: config, card data, files, GGUF facts. */
	model: ModelFacts;
	tags: ReadonlySet<string>;
	/** A chat model (`conversational` tag). */
	chat: boolean;
	/**
	 * The repository ships its own model code (`custom_code` tag, or classes in `config.auto_map`):
	 * transformers and sentence-transformers load it only with `trust_remote_code=True`.
	 */
	customCode: boolean;
	/** A PEFT adapter (the hub read an `adapter_config.json` into `config.peft`). */
	peftAdapter: boolean;
	/**
	 * The model a LoRA or adapter applies to, when it is a valid hub id: the adapter's own
	 * `config.peft.base_model_name_or_path` (or AdapterHub's `config.adapter_transformers.model_name`),
	 * else the card's `base_model`, else a `base_model:` tag.
	 */
	baseModel: string | undefined;
	/** The example's (or the caller's) input. */
	inputs: unknown;
	/** The example's parameters, e.g. `candidate_labels`. */
	parameters: Record<string, unknown>;
	/** The chat messages, for chat models. */
	messages: unknown[];
}

/** A writer's piece of code; the caller adds the kind, name and role (a library's guide says it is one). */
export type LocalCode = Omit<LocalSnippet, "kind" | "name" | "role"> & { role?: "guide" };

/** Examples for tasks the inference generator has none for (they have no hosted API to call). */
const EXTRA_INPUTS: Record<string, unknown> = {
	"text-ranking": {
		query: "Which planet is known as the Red Planet?",
		documents: [
			"Venus is often called Earth's twin because of its similar size.",
			"Mars, known for its reddish appearance, is often referred to as the Red Planet.",
			"Saturn is famous for its rings.",
		],
	},
	"time-series-forecasting": [112, 118, 132, 129, 121, 135, 148, 148, 136, 119, 104, 118, 115, 126, 141, 135],
	"depth-estimation": "cats.jpg",
	"image-feature-extraction": "cats.jpg",
	"keypoint-detection": "cats.jpg",
	"mask-generation": "cats.jpg",
	"zero-shot-object-detection": "cats.jpg",
	"video-classification": "video.mp4",
	"voice-activity-detection": "sample1.flac",
	"unconditional-image-generation": "",
};
const EXTRA_PARAMETERS: Record<string, Record<string, unknown>> = {
	"zero-shot-object-detection": { candidate_labels: ["cat", "remote control"] },
};

const FALLBACK_MESSAGES: ChatMessage[] = [{ role: "user", content: "What is the capital of France?" }];

const BASE_MODEL_TAG = /^base_model:(?:(?:adapter|finetune|merge|quantized):)?(.+)$/;

/**
 * The model's own first widget example (as the hub's own snippets take `widgetData[0]`), when it has
 * the shape of the task's example: a text for a text input, a source sentence and the sentences
 * compared to it for sentence similarity.
 */
function widgetInput(example: HubWidgetExample | undefined, taskInput: unknown): unknown {
	if (example === undefined) return undefined;
	if (typeof taskInput === "string") return example.text;
	const { source_sentence, sentences } = example;
	const comparesSentences =
		taskInput !== null && typeof taskInput === "object" && Object.hasOwn(taskInput, "source_sentence");
	return comparesSentences && source_sentence !== undefined && sentences !== undefined && sentences.length > 0
		? { source_sentence, sentences }
		: undefined;
}

/** The context a writer gets; `validId` decides whether a base model tag may be used. */
export function localContext(
	model: ModelFacts,
	id: string,
	task: string,
	options: LocalSnippetOptions,
	validId: (id: string) => boolean,
): LocalContext {
	const tags = new Set(model.tags);
	const chat = tags.has("conversational");
	const example = getExampleInput(task, {
		tags: [...tags],
		...(model.mask_token ? { mask_token: model.mask_token } : {}),
	});
	let inputs: unknown = Object.hasOwn(EXTRA_INPUTS, task) ? EXTRA_INPUTS[task] : undefined;
	let parameters: Record<string, unknown> =
		(Object.hasOwn(EXTRA_PARAMETERS, task) ? EXTRA_PARAMETERS[task] : undefined) ?? {};
	let messages: unknown[] = FALLBACK_MESSAGES;
	if (example && "messages" in example) messages = example.messages;
	else if (example) {
		inputs = example.inputs;
		parameters = example.parameters ?? {};
	}
	// A chat model's text example is its conversation's first words.
	if (inputs === undefined && chat) inputs = "What is the capital of France?";
	else if (!chat) inputs = widgetInput(model.widgetData[0], inputs) ?? inputs;
	if (options.inputs !== undefined) inputs = options.inputs;
	if (options.messages !== undefined) messages = options.messages;
	const baseModel = [
		model.config.peft?.base_model_name_or_path,
		model.config.adapter_transformers?.model_name,
		...model.cardData.base_model,
		...[...tags].map((tag) => BASE_MODEL_TAG.exec(tag)?.[1]),
	].find((candidate): candidate is string => candidate !== undefined && validId(candidate));
	const customCode = tags.has("custom_code") || Object.keys(model.config.auto_map).length > 0;
	const peftAdapter = model.config.peft !== undefined;
	return { id, task, model, tags, chat, customCode, peftAdapter, baseModel, inputs, parameters, messages };
}

/**
 * The caller's options as the writers read them: an own `inputs` of any value, and `messages` when
 * it is a list; anything else (`null`, a number) is no options.
 */
export function localOptions(value: unknown): LocalSnippetOptions {
	if (value === null || typeof value !== "object") return {};
	const options: LocalSnippetOptions = {};
	const inputs = Object.getOwnPropertyDescriptor(value, "inputs");
	if (inputs && "value" in inputs && inputs.value !== undefined) options.inputs = inputs.value;
	const messages = Object.getOwnPropertyDescriptor(value, "messages");
	if (messages && "value" in messages && Array.isArray(messages.value)) options.messages = messages.value;
	return options;
}

/** The input as text: the caller's or example's text, else `fallback`. */
export function textInput(context: LocalContext, fallback: string): string {
	return typeof context.inputs === "string" ? context.inputs : fallback;
}

/**
 * A field of an object input (`question`, `table`…): its own data property only, never an inherited
 * name or a getter; undefined otherwise.
 */
export function inputField(context: LocalContext, key: string): unknown {
	const inputs = context.inputs;
	if (inputs === null || typeof inputs !== "object" || Array.isArray(inputs)) return undefined;
	const descriptor = Object.getOwnPropertyDescriptor(inputs, key);
	return descriptor && "value" in descriptor ? descriptor.value : undefined;
}

/** A text field of an object input (`question`, `context`…), else `fallback`. */
export function field(context: LocalContext, key: string, fallback: string): string {
	const value = inputField(context, key);
	return typeof value === "string" ? value : fallback;
}

/** The example's candidate labels, else `fallback`. */
export function labels(context: LocalContext, fallback: string[]): string[] {
	const value = context.parameters.candidate_labels;
	return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : fallback;
}

/** The text of the first user message, for apps' one-shot prompts. */
export function promptOf(context: LocalContext): string {
	for (const message of context.messages) {
		if (message === null || typeof message !== "object") continue;
		const content = (message as { content?: unknown }).content;
		if (typeof content === "string") return content;
		if (Array.isArray(content)) {
			for (const part of content) {
				const text = (part as { text?: unknown } | null)?.text;
				if (typeof text === "string") return text;
			}
		}
	}
	return "What is the capital of France?";
}

/** The repository's name, the part after the owner. */
export function repoName(id: string): string {
	return id.slice(id.lastIndexOf("/") + 1);
}

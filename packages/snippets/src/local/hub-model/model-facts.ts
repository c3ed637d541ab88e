import type {
	HubCardData,
	HubGgufInfo,
	HubModelConfig,
	HubSklearnConfig,
	HubTransformersInfo,
	HubWidgetExample,
} from "./hub-model.js";

/**
 * A hub model as writers read it: {@link modelFacts} made it from whatever JSON came in, so every
 * field holds what its type says or is absent. Lists are always lists; wrong-typed values,
 * nulls and inherited properties are gone.
 */
export interface ModelFacts {
	/** The id, when it is a string (whether it is a valid hub id is checked later). */
	id?: string;
	/** The model's task, when it is a string. */
	pipeline_tag?: string;
	/**
	 * The task local code is written for: `pipeline_tag`, else the one `transformersInfo` names,
	 * else the one a PEFT adapter's `task_type` names (for adapters the hub gives no task).
	 */
	task?: string;
	/** The model's library, when it is a string (whether it is a known one is checked later). */
	library_name?: string;
	/** The hub's tags, strings only. */
	tags: readonly string[];
	/** The fill-mask token, when it is a string. */
	mask_token?: string;
	/** The configuration's parts, each checked; empty when the hub gave none. */
	config: ConfigFacts;
	/** The card's metadata, checked; empty when the hub gave none. */
	cardData: CardDataFacts;
	/** The widget's examples that are objects, their fields checked. */
	widgetData: readonly HubWidgetExample[];
	/** transformers' loading facts, the string fields only; empty when the hub gave none. */
	transformersInfo: HubTransformersInfo;
	/** The GGUF facts, when the hub gave an object. */
	gguf?: HubGgufInfo;
	/** The repository's file names (`siblings[].rfilename`), in the hub's order. */
	files: readonly string[];
	/** How the repository is gated, or `false`; absent when unknown. */
	gated?: false | "auto" | "manual";
	/** Whether the repository is private; absent when unknown. */
	private?: boolean;
}

/** The configuration, each part checked; `auto_map`'s values as lists (a tokenizer maps to two classes). */
export interface ConfigFacts extends Omit<HubModelConfig, "auto_map" | "tokenizer_config"> {
	/** transformers' model classes, strings only. */
	architectures: readonly string[];
	/** Auto class to the repository's own classes; empty when the model has no code of its own. */
	auto_map: Readonly<Record<string, readonly string[]>>;
	/** The tokenizer's chat template (a chat model's), when it has one. */
	tokenizer_config?: { chat_template?: string };
}

/** The card's metadata, `base_model` always a list. */
export interface CardDataFacts
	extends Omit<HubCardData, "base_model" | "instance_prompt" | "widget" | "tags"> {
	base_model: readonly string[];
	instance_prompt?: string;
	widget: readonly HubWidgetExample[];
	tags: readonly string[];
}

type Json = Record<string, unknown>;

/** A plain object's own data property; never a getter, never an inherited name (`constructor`). */
function own(value: unknown, key: string): unknown {
	if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
	const descriptor = Object.getOwnPropertyDescriptor(value, key);
	return descriptor && "value" in descriptor ? descriptor.value : undefined;
}

const isObject = (value: unknown): value is Json =>
	value !== null && typeof value === "object" && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

const count = (value: unknown): number | undefined =>
	typeof value === "number" && Number.isFinite(value) ? value : undefined;

/** The strings of a list; anything else is no list. */
const texts = (value: unknown): string[] =>
	Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** An object's own enumerable data properties, as entries. */
function ownEntries(value: unknown): Array<[string, unknown]> {
	if (!isObject(value)) return [];
	return Object.keys(value).map((key) => [key, own(value, key)]);
}

/** Only the keys whose values are defined, so a clean object has no `undefined` holes. */
function defined<T extends object>(value: T): T {
	for (const key of Object.keys(value) as Array<keyof T>) if (value[key] === undefined) delete value[key];
	return value;
}

/** Columns of cells (`structured_data`, `table`, `example_input`): strings, numbers and nulls kept. */
function columns(value: unknown): Record<string, Array<string | number | null>> | undefined {
	if (!isObject(value)) return undefined;
	const out: Record<string, Array<string | number | null>> = {};
	for (const [name, cells] of ownEntries(value)) {
		if (!Array.isArray(cells)) continue;
		// A plain object keyed by input: `__proto__` would set the prototype, so keys are defined.
		Object.defineProperty(out, name, {
			value: cells.filter(
				(cell): cell is string | number | null =>
					cell === null || typeof cell === "string" || (typeof cell === "number" && Number.isFinite(cell)),
			),
			enumerable: true,
			writable: true,
			configurable: true,
		});
	}
	return out;
}

function widgetExample(value: unknown): HubWidgetExample | undefined {
	if (!isObject(value)) return undefined;
	const messages = Array.isArray(own(value, "messages"))
		? (own(value, "messages") as unknown[]).flatMap((message) => {
				const role = text(own(message, "role"));
				const content = text(own(message, "content"));
				return role !== undefined && content !== undefined ? [{ role, content }] : [];
			})
		: undefined;
	return defined({
		example_title: text(own(value, "example_title")),
		text: text(own(value, "text")),
		src: text(own(value, "src")),
		structured_data: columns(own(value, "structured_data")),
		table: columns(own(value, "table")),
		candidate_labels: text(own(value, "candidate_labels")),
		source_sentence: text(own(value, "source_sentence")),
		sentences: Array.isArray(own(value, "sentences")) ? texts(own(value, "sentences")) : undefined,
		messages,
	});
}

const widgetExamples = (value: unknown): HubWidgetExample[] =>
	Array.isArray(value) ? value.flatMap((each) => widgetExample(each) ?? []) : [];

/** An object of the named string fields, or nothing when none is a string. */
function stringFields<K extends string>(
	value: unknown,
	keys: readonly K[],
): Partial<Record<K, string>> | undefined {
	if (!isObject(value)) return undefined;
	const out: Partial<Record<K, string>> = {};
	for (const key of keys) {
		const found = text(own(value, key));
		if (found !== undefined) out[key] = found;
	}
	return Object.keys(out).length > 0 ? out : undefined;
}

function autoMap(value: unknown): Record<string, readonly string[]> {
	const out: Record<string, readonly string[]> = {};
	for (const [name, target] of ownEntries(value)) {
		const targets = typeof target === "string" ? [target] : texts(target);
		if (targets.length > 0)
			Object.defineProperty(out, name, {
				value: targets,
				enumerable: true,
				writable: true,
				configurable: true,
			});
	}
	return out;
}

function sklearn(value: unknown): HubSklearnConfig | undefined {
	if (!isObject(value)) return undefined;
	const file = text(own(own(value, "model"), "file"));
	return defined({
		columns: Array.isArray(own(value, "columns")) ? texts(own(value, "columns")) : undefined,
		example_input: columns(own(value, "example_input")),
		model: file === undefined ? undefined : { file },
		model_format: text(own(value, "model_format")),
		task: text(own(value, "task")),
		environment: Array.isArray(own(value, "environment")) ? texts(own(value, "environment")) : undefined,
	});
}

function config(value: unknown): ConfigFacts {
	const quantization = own(value, "quantization_config");
	const chatTemplate = text(own(own(value, "tokenizer_config"), "chat_template"));
	const kerasTask = own(value, "keras_hub_task_json");
	return defined({
		architectures: texts(own(value, "architectures")),
		model_type: text(own(value, "model_type")),
		auto_map: autoMap(own(value, "auto_map")),
		tokenizer_config: chatTemplate === undefined ? undefined : { chat_template: chatTemplate },
		quantization_config: isObject(quantization)
			? defined({
					quant_method: text(own(quantization, "quant_method")),
					bits: count(own(quantization, "bits")),
					load_in_4bit: own(quantization, "load_in_4bit") === true ? true : undefined,
					load_in_8bit: own(quantization, "load_in_8bit") === true ? true : undefined,
				})
			: undefined,
		peft: stringFields(own(value, "peft"), ["base_model_name_or_path", "task_type"]),
		adapter_transformers: stringFields(own(value, "adapter_transformers"), ["model_name", "model_class"]),
		diffusers: stringFields(own(value, "diffusers"), ["_class_name"]),
		sklearn: sklearn(own(value, "sklearn")),
		speechbrain: stringFields(own(value, "speechbrain"), [
			"speechbrain_interface",
			"vocoder_interface",
			"vocoder_model_id",
		]),
		keras_hub_task_json: isObject(kerasTask)
			? defined({
					class_name: text(own(kerasTask, "class_name")),
					alt_class_names: Array.isArray(own(kerasTask, "alt_class_names"))
						? texts(own(kerasTask, "alt_class_names"))
						: undefined,
				})
			: undefined,
		keras_hub_config_json: stringFields(own(value, "keras_hub_config_json"), ["class_name"]),
		keras_hub_tokenizer_json: stringFields(own(value, "keras_hub_tokenizer_json"), ["class_name"]),
	});
}

function cardData(value: unknown): CardDataFacts {
	const base = own(value, "base_model");
	return defined({
		base_model: typeof base === "string" ? [base] : texts(base),
		instance_prompt: text(own(value, "instance_prompt")),
		widget: widgetExamples(own(value, "widget")),
		library_name: text(own(value, "library_name")),
		pipeline_tag: text(own(value, "pipeline_tag")),
		tags: texts(own(value, "tags")),
	});
}

function gguf(value: unknown): HubGgufInfo | undefined {
	if (!isObject(value)) return undefined;
	return defined({
		total: count(own(value, "total")),
		architecture: text(own(value, "architecture")),
		context_length: count(own(value, "context_length")),
		chat_template: text(own(value, "chat_template")),
		bos_token: text(own(value, "bos_token")),
		eos_token: text(own(value, "eos_token")),
	});
}

/**
 * The task a PEFT adapter's `task_type` names: the task types the hub's own PEFT snippet maps to a
 * model class (huggingface/huggingface.js, commit fe42e68, packages/tasks/src/model-libraries-snippets.ts,
 * `peftTask`), less sequence-to-sequence, which names no one task.
 */
const PEFT_TASKS: Readonly<Record<string, string>> = {
	CAUSAL_LM: "text-generation",
	SEQ_CLS: "text-classification",
	TOKEN_CLS: "token-classification",
};

function taskOf(facts: ModelFacts): string | undefined {
	const taskType = facts.config.peft?.task_type;
	return (
		facts.pipeline_tag ||
		facts.transformersInfo.pipeline_tag ||
		(taskType !== undefined && Object.hasOwn(PEFT_TASKS, taskType) ? PEFT_TASKS[taskType] : undefined)
	);
}

function gatedOf(value: unknown): ModelFacts["gated"] {
	return value === false || value === "auto" || value === "manual" ? value : undefined;
}

/**
 * The facts of any value given as a hub model: the hub's JSON as it is (fields missing, null or of
 * another type), or anything else (`null`, a number), which has no facts. Never throws.
 *
 * @param model - Anything: the hub's answer for a model, or a value that only claims to be one.
 * @returns The facts, each field of its documented type or absent.
 * @example
 * ```ts
 * import { modelFacts } from "@hubkit/snippets";
 *
 * const facts = modelFacts({ id: "acme/chat-GGUF", library_name: null, tags: ["gguf", 7] });
 * console.log(facts.id, facts.library_name, facts.tags);
 * ```
 */
export function modelFacts(model: unknown): ModelFacts {
	const privateRepo = own(model, "private");
	const facts: ModelFacts = defined({
		id: text(own(model, "id")),
		pipeline_tag: text(own(model, "pipeline_tag")),
		library_name: text(own(model, "library_name")),
		tags: texts(own(model, "tags")),
		mask_token: text(own(model, "mask_token")),
		config: config(own(model, "config")),
		cardData: cardData(own(model, "cardData")),
		widgetData: widgetExamples(own(model, "widgetData")),
		transformersInfo:
			stringFields(own(model, "transformersInfo"), [
				"auto_model",
				"custom_class",
				"pipeline_tag",
				"processor",
			]) ?? {},
		gguf: gguf(own(model, "gguf")),
		files: Array.isArray(own(model, "siblings"))
			? (own(model, "siblings") as unknown[]).flatMap((sibling) => text(own(sibling, "rfilename")) ?? [])
			: [],
		gated: gatedOf(own(model, "gated")),
		private: typeof privateRepo === "boolean" ? privateRepo : undefined,
	});
	const task = taskOf(facts);
	return task ? { ...facts, task } : facts;
}

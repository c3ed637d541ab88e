/**
 * A model as the hub's `GET /api/models/{id}` answers it: the fields that decide how the model runs
 * on the reader's own machine. Every field is optional, because the hub leaves out what it does not
 * know (and what a narrower `expand` did not ask for), and because the answer is JSON: a caller may
 * pass any value here, and `getLocalSnippets` reads it through {@link modelFacts}, never trusting a
 * field's type.
 *
 * The field names and shapes are the hub's, as read in huggingface.js (commit 10436c7,
 * packages/hub/src/types/api/api-model.ts `ApiModelInfo`; commit 0020154,
 * packages/tasks/src/model-data.ts `ModelData`) and huggingface_hub (commit ee0a451,
 * src/huggingface_hub/hf_api.py `ModelInfo`).
 */
export interface HubModel {
	/** The hub id, `owner/name`, e.g. `HuggingFaceTB/SmolLM2-135M-Instruct`. */
	id?: string;
	/** The model's task, e.g. `text-generation`; a model without one gets no library code. */
	pipeline_tag?: string | null;
	/** The library the model is built for, a key of `MODEL_LIBRARIES` (e.g. `transformers`, `gguf`). */
	library_name?: string | null;
	/**
	 * The hub's tags, its own computed ones included: `conversational` (a chat model), `custom_code`
	 * (code in the repository, named by `config.auto_map`), `gguf`, `mlx`, `safetensors` (the files'
	 * formats), `base_model:…` (what a LoRA or adapter applies to), other libraries' keys.
	 */
	tags?: readonly string[] | null;
	/** The fill-mask token the example input uses, e.g. `<mask>`; default `[MASK]`. */
	mask_token?: string | null;
	/** What the hub read from the repository's configuration files (`config.json` and others). */
	config?: HubModelConfig | null;
	/** The model card's metadata (the YAML at the top of its README). */
	cardData?: HubCardData | null;
	/** The examples the hub's widget shows: the card's `widget`, else the task's defaults. */
	widgetData?: readonly HubWidgetExample[] | null;
	/** How transformers loads the model, as the hub works it out from the configuration. */
	transformersInfo?: HubTransformersInfo | null;
	/** What the hub read from the repository's GGUF files, for GGUF repositories. */
	gguf?: HubGgufInfo | null;
	/** The repository's files. */
	siblings?: readonly HubSibling[] | null;
	/** Whether the repository is gated, and how access is granted. */
	gated?: false | "auto" | "manual" | null;
	/** Whether the repository is private. */
	private?: boolean | null;
}

/** A repository file, as `siblings` lists it. */
export interface HubSibling {
	/** The file's path in the repository, e.g. `model-Q4_K_M.gguf` or `onnx/model.onnx`. */
	rfilename: string;
	/** Its size in bytes, when the hub was asked for files' metadata. */
	size?: number;
}

/** The parts of the repository's configuration the hub reports. */
export interface HubModelConfig {
	/** transformers' model classes, from `config.json`, e.g. `["LlamaForCausalLM"]`. */
	architectures?: readonly string[];
	/** transformers' model type, e.g. `llama`. */
	model_type?: string;
	/**
	 * Auto class to the repository's own code that implements it (`"AutoModel":
	 * "modeling_x.XModel"`): such a model only loads with `trust_remote_code=True`.
	 */
	auto_map?: Readonly<Record<string, string | readonly string[]>>;
	/**
	 * The tokenizer's configuration (`tokenizer_config.json`): its `chat_template` (a chat model's)
	 * and special tokens (huggingface.js packages/tasks/src/tokenizer-data.ts, commit 7b98731).
	 */
	tokenizer_config?: { chat_template?: string; [key: string]: unknown };
	/** How the weights are quantised (`quant_method`: `gptq`, `awq`, `bitsandbytes`…). */
	quantization_config?: {
		quant_method?: string;
		bits?: number;
		load_in_4bit?: boolean;
		load_in_8bit?: boolean;
	};
	/** A PEFT adapter's `adapter_config.json`: the model it applies to, and its task. */
	peft?: { base_model_name_or_path?: string; task_type?: string };
	/** An AdapterHub adapter's base model and class. */
	adapter_transformers?: { model_name?: string; model_class?: string };
	/** A diffusers repository's pipeline or model class (`model_index.json`'s `_class_name`). */
	diffusers?: { _class_name?: string };
	/** A scikit-learn repository's `config.json` as skops writes it. */
	sklearn?: HubSklearnConfig;
	/** A SpeechBrain repository's interface class, and its vocoder's for text-to-speech. */
	speechbrain?: { speechbrain_interface?: string; vocoder_interface?: string; vocoder_model_id?: string };
	/** KerasHub's task, backbone and tokenizer classes. */
	keras_hub_task_json?: { class_name?: string; alt_class_names?: readonly string[] };
	keras_hub_config_json?: { class_name?: string };
	keras_hub_tokenizer_json?: { class_name?: string };
}

/**
 * The `sklearn` part of a skops repository's `config.json`, as skops writes it (skops-dev/skops,
 * commit 813a240, skops/hub_utils/_hf_hub.py `_create_config`).
 */
export interface HubSklearnConfig {
	/** The input's column names, in order (tabular models). */
	columns?: readonly string[];
	/** A few rows of input: column name to its values. */
	example_input?: Readonly<Record<string, readonly unknown[]>>;
	/** The model's file in the repository. */
	model?: { file?: string };
	/** How the file is written: `pickle` or `skops`. */
	model_format?: string;
	/** The task skops recorded, e.g. `tabular-classification`. */
	task?: string;
	/** The pip requirements skops recorded, e.g. `scikit-learn=1.5.0`. */
	environment?: readonly string[];
}

/** The model card's metadata fields local code reads. */
export interface HubCardData {
	/** The model (or models, for a merge) this one was trained or derived from. */
	base_model?: string | readonly string[];
	/** A LoRA's trigger words, which its prompts must contain. */
	instance_prompt?: string | null;
	/** The card's own widget examples. */
	widget?: readonly HubWidgetExample[];
	/** The library the card names. */
	library_name?: string;
	/** The task the card names. */
	pipeline_tag?: string;
	/** The card's own tags. */
	tags?: readonly string[];
}

/** One widget example: an input (text, file, table) with a title. */
export interface HubWidgetExample {
	example_title?: string;
	/** A text input. */
	text?: string;
	/** A file input's address (image, audio). */
	src?: string;
	/** A tabular model's input: column name to the column's values. */
	structured_data?: Readonly<Record<string, readonly (string | number | null)[]>>;
	/** A table-question-answering table, column name to cells. */
	table?: Readonly<Record<string, readonly (string | number | null)[]>>;
	/** Zero-shot labels, comma-separated. */
	candidate_labels?: string;
	/** Sentence similarity's source and the sentences compared to it. */
	source_sentence?: string;
	sentences?: readonly string[];
	/** A chat example. */
	messages?: readonly { role: string; content: string }[];
}

/** transformers' loading facts, from the hub's reading of `config.json`. */
export interface HubTransformersInfo {
	/** The auto class that loads the model, e.g. `AutoModelForCausalLM`. */
	auto_model?: string;
	/** The repository's own class, when `config.auto_map` names one. */
	custom_class?: string;
	/** The task the pipeline runs. */
	pipeline_tag?: string;
	/** The preprocessor class: `AutoTokenizer`, `AutoProcessor`, `AutoFeatureExtractor`… */
	processor?: string;
}

/** What the hub read from a repository's GGUF files. */
export interface HubGgufInfo {
	/** The total number of parameters. */
	total?: number;
	/** The GGUF `general.architecture`, e.g. `llama`. */
	architecture?: string;
	/** The context length the file declares. */
	context_length?: number;
	/** The chat template stored in the file: a chat model's. */
	chat_template?: string;
	bos_token?: string;
	eos_token?: string;
}

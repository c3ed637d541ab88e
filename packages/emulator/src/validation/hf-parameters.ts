import type { Issue } from "../errors/emulator-error.js";
import { checkFields, type FieldRule, isObject } from "./fields.js";

/**
 * The `parameters` each hosted pipeline documents (the task specifications in @hubkit/tasks), checked
 * for type, allowed values and range; parameters they do not name pass, as the pipelines ignore them.
 * A value a canned answer cannot honour is still accepted, as the real pipelines accept it.
 */

type Body = Record<string, unknown>;

const UNIT = { kind: "number", min: 0, max: 1 } as const;
const SHARE = { kind: "number", above: 0, max: 1 } as const;
const COUNT = { kind: "integer", min: 1 } as const;
const NATURAL = { kind: "integer", min: 0 } as const;
const TRUNCATION = ["do_not_truncate", "longest_first", "only_first", "only_second"] as const;

const CLASSIFICATION: FieldRule[] = [
	{ key: "function_to_apply", kind: "string", oneOf: ["sigmoid", "softmax", "none"] },
	{ key: "top_k", ...COUNT },
];

/** The transformers generation settings of captioning, speech and text-to-text models. */
const GENERATION: FieldRule[] = [
	{ key: "temperature", kind: "number", min: 0 },
	{ key: "top_k", ...COUNT },
	{ key: "top_p", ...SHARE },
	{ key: "typical_p", ...SHARE },
	{ key: "epsilon_cutoff", ...UNIT },
	{ key: "eta_cutoff", ...UNIT },
	{ key: "max_length", ...COUNT },
	{ key: "max_new_tokens", ...COUNT },
	{ key: "min_length", ...NATURAL },
	{ key: "min_new_tokens", ...NATURAL },
	{ key: "do_sample", kind: "boolean" },
	{ key: "early_stopping", kind: "boolean-or-string", oneOf: ["never"] },
	{ key: "num_beams", ...COUNT },
	{ key: "num_beam_groups", ...COUNT },
	{ key: "penalty_alpha", kind: "number", min: 0 },
	{ key: "use_cache", kind: "boolean" },
];

const GENERATION_PARAMETERS: FieldRule = { key: "generation_parameters", kind: "object", fields: GENERATION };

const TEXT_TO_TEXT: FieldRule[] = [
	{ key: "clean_up_tokenization_spaces", kind: "boolean" },
	{ key: "truncation", kind: "string", oneOf: TRUNCATION },
	{ key: "generate_parameters", kind: "object", fields: GENERATION },
];

/** Text generation inference's parameters. */
const TEXT_GENERATION: FieldRule[] = [
	{ key: "max_new_tokens", ...COUNT },
	{ key: "temperature", kind: "number", above: 0 },
	{ key: "top_p", ...SHARE },
	{ key: "top_k", ...COUNT },
	{ key: "typical_p", ...SHARE },
	{ key: "stop", kind: "strings", maxItems: 4 },
	{ key: "seed", ...NATURAL },
	{ key: "do_sample", kind: "boolean" },
	{ key: "repetition_penalty", kind: "number", above: 0 },
	{ key: "frequency_penalty", kind: "number", above: -2, max: 2 },
	{ key: "return_full_text", kind: "boolean" },
	{ key: "details", kind: "boolean" },
	{ key: "decoder_input_details", kind: "boolean" },
	{ key: "top_n_tokens", ...COUNT },
	{ key: "best_of", ...COUNT },
	{ key: "truncate", ...NATURAL },
	{ key: "watermark", kind: "boolean" },
	{ key: "grammar", kind: "object" },
	{ key: "adapter_id", kind: "string" },
];

const TARGET_SIZE: FieldRule = {
	key: "target_size",
	kind: "object",
	fields: [
		{ key: "width", ...COUNT, required: true },
		{ key: "height", ...COUNT, required: true },
	],
};

const DIFFUSION: FieldRule[] = [
	{ key: "prompt", kind: "string" },
	{ key: "guidance_scale", kind: "number", min: 0 },
	{ key: "negative_prompt", kind: "string" },
	{ key: "num_inference_steps", ...COUNT },
	{ key: "seed", kind: "integer" },
	TARGET_SIZE,
];

const QUESTION_ANSWERING: FieldRule[] = [
	{ key: "top_k", ...COUNT },
	{ key: "doc_stride", ...NATURAL },
	{ key: "max_answer_len", ...COUNT },
	{ key: "max_seq_len", ...COUNT },
	{ key: "max_question_len", ...COUNT },
	{ key: "handle_impossible_answer", kind: "boolean" },
];

const ZERO_SHOT: FieldRule[] = [{ key: "hypothesis_template", kind: "string" }];

const RULES: Record<string, FieldRule[]> = {
	"text-generation": TEXT_GENERATION,
	"fill-mask": [
		{ key: "top_k", ...COUNT },
		{ key: "targets", kind: "strings", nonEmpty: true },
	],
	"question-answering": [...QUESTION_ANSWERING, { key: "align_to_words", kind: "boolean" }],
	summarization: TEXT_TO_TEXT,
	translation: [...TEXT_TO_TEXT, { key: "src_lang", kind: "string" }, { key: "tgt_lang", kind: "string" }],
	"table-question-answering": [
		{ key: "padding", kind: "string", oneOf: ["do_not_pad", "longest", "max_length"] },
		{ key: "sequential", kind: "boolean" },
		{ key: "truncation", kind: "boolean" },
	],
	"text-classification": CLASSIFICATION,
	"token-classification": [
		{ key: "aggregation_strategy", kind: "string", oneOf: ["none", "simple", "first", "average", "max"] },
		{ key: "ignore_labels", kind: "strings" },
		{ key: "stride", ...NATURAL },
	],
	"zero-shot-classification": [...ZERO_SHOT, { key: "multi_label", kind: "boolean" }],
	"zero-shot-image-classification": ZERO_SHOT,
	"image-classification": CLASSIFICATION,
	"audio-classification": CLASSIFICATION,
	"object-detection": [{ key: "threshold", ...UNIT }],
	"image-segmentation": [
		{ key: "mask_threshold", ...UNIT },
		{ key: "overlap_mask_area_threshold", ...UNIT },
		{ key: "subtask", kind: "string", oneOf: ["instance", "panoptic", "semantic"] },
		{ key: "threshold", ...UNIT },
	],
	"image-to-image": DIFFUSION,
	"text-to-image": [
		...DIFFUSION.filter((rule) => rule.key !== "prompt" && rule.key !== "target_size"),
		{ key: "width", ...COUNT },
		{ key: "height", ...COUNT },
		{ key: "scheduler", kind: "string" },
	],
	"image-to-text": [{ key: "max_new_tokens", ...COUNT }, GENERATION_PARAMETERS],
	"automatic-speech-recognition": [{ key: "return_timestamps", kind: "boolean" }, GENERATION_PARAMETERS],
	"text-to-audio": [GENERATION_PARAMETERS],
	"text-to-speech": [{ key: "voice", kind: "string" }, GENERATION_PARAMETERS],
	"document-question-answering": [
		...QUESTION_ANSWERING,
		{ key: "lang", kind: "string" },
		// Each a word with its box, or a box alone: [word, [x0, y0, x1, y1]] pairs.
		{ key: "word_boxes", kind: "array", each: { kind: "array" } },
	],
	"visual-question-answering": [{ key: "top_k", ...COUNT }],
};

/** Tasks whose settings sit beside `inputs` rather than in `parameters` (text embeddings inference). */
const BODY_RULES: Record<string, FieldRule[]> = {
	"feature-extraction": [
		{ key: "normalize", kind: "boolean" },
		{ key: "prompt_name", kind: "string" },
		{ key: "truncate", kind: "boolean" },
		{ key: "truncation_direction", kind: "string", oneOf: ["left", "right"] },
		{ key: "dimensions", ...COUNT },
	],
};

/** Issues with a task's documented settings; `parameters` itself is checked to be an object elsewhere. */
export function checkTaskParameters(task: string, body: Body): Issue[] {
	const issues = checkFields(body, BODY_RULES[task] ?? []);
	const rules = RULES[task];
	if (rules && isObject(body.parameters)) issues.push(...checkFields(body.parameters, rules, ["parameters"]));
	return issues;
}

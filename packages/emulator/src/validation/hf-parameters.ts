import type { Issue } from "../errors/emulator-error.js";
import { checkFields, type FieldRule, isObject, wrongType } from "./fields.js";

/**
 * The `parameters` the hosted media pipelines document (the task specifications in @hubkit/tasks),
 * checked for type and range; parameters they do not name pass, as the pipelines ignore them.
 */

type Body = Record<string, unknown>;

const CLASSIFICATION: FieldRule[] = [
	{ key: "function_to_apply", kind: "string", oneOf: ["sigmoid", "softmax", "none"] },
	{ key: "top_k", kind: "integer", min: 1 },
];

const UNIT = { kind: "number", min: 0, max: 1 } as const;

const GENERATION: FieldRule[] = [
	{ key: "temperature", kind: "number", min: 0 },
	{ key: "top_k", kind: "integer", min: 1 },
	{ key: "top_p", kind: "number", above: 0, max: 1 },
	{ key: "typical_p", kind: "number", above: 0, max: 1 },
	{ key: "epsilon_cutoff", ...UNIT },
	{ key: "eta_cutoff", ...UNIT },
	{ key: "max_length", kind: "integer", min: 1 },
	{ key: "max_new_tokens", kind: "integer", min: 1 },
	{ key: "min_length", kind: "integer", min: 0 },
	{ key: "min_new_tokens", kind: "integer", min: 0 },
	{ key: "do_sample", kind: "boolean" },
	{ key: "num_beams", kind: "integer", min: 1 },
	{ key: "num_beam_groups", kind: "integer", min: 1 },
	{ key: "penalty_alpha", kind: "number", min: 0 },
	{ key: "use_cache", kind: "boolean" },
];

const RULES: Record<string, FieldRule[]> = {
	"image-classification": CLASSIFICATION,
	"audio-classification": CLASSIFICATION,
	"object-detection": [{ key: "threshold", ...UNIT }],
	"image-segmentation": [
		{ key: "mask_threshold", ...UNIT },
		{ key: "overlap_mask_area_threshold", ...UNIT },
		{ key: "subtask", kind: "string", oneOf: ["instance", "panoptic", "semantic"] },
		{ key: "threshold", ...UNIT },
	],
	"image-to-text": [
		{ key: "max_new_tokens", kind: "integer", min: 1 },
		{ key: "generation_parameters", kind: "object" },
	],
	"automatic-speech-recognition": [
		{ key: "return_timestamps", kind: "boolean" },
		{ key: "generation_parameters", kind: "object" },
	],
};

function earlyStopping(generation: Body): Issue[] {
	const value = generation.early_stopping;
	if (value === undefined || value === null || typeof value === "boolean" || value === "never") return [];
	return [
		wrongType(["parameters", "generation_parameters", "early_stopping"], "a boolean or 'never'", value),
	];
}

/** Issues with a task's documented parameters; `parameters` itself is checked to be an object elsewhere. */
export function checkTaskParameters(task: string, body: Body): Issue[] {
	const rules = RULES[task];
	if (!rules || !isObject(body.parameters)) return [];
	const issues = checkFields(body.parameters, rules, ["parameters"]);
	const generation = body.parameters.generation_parameters;
	if (isObject(generation)) {
		issues.push(...checkFields(generation, GENERATION, ["parameters", "generation_parameters"]));
		issues.push(...earlyStopping(generation));
	}
	return issues;
}

import type { JsonSchema } from "./schema.js";

// Pieces several task specifications share. Facts (names, types, allowed values) follow the hub's
// API; every description is our own.

/** How a classifier turns its raw scores into the scores it reports. */
export const CLASSIFICATION_TRANSFORM: JsonSchema = {
	title: "ClassificationOutputTransform",
	type: "string",
	enum: ["sigmoid", "softmax", "none"],
	description:
		"How raw scores become reported scores: softmax (scores sum to one), sigmoid (each label scored on its own) or none.",
};

/** One predicted label and its confidence. */
export const LABEL_SCORE: JsonSchema = {
	title: "ClassificationOutputElement",
	type: "object",
	description: "A predicted label and the model's confidence in it.",
	properties: {
		label: { type: "string", description: "The predicted label." },
		score: { type: "number", description: "Confidence in the label, from 0 to 1." },
	},
	required: ["label", "score"],
};

/** A classifier's answer: labels with scores, the most likely first. */
export function labelScores(description: string): JsonSchema {
	return { type: "array", description, items: LABEL_SCORE };
}

/** The decoding settings of models that generate text or tokens (speech recognition, image captioning, text to speech). */
export const GENERATION_PARAMETERS: JsonSchema = {
	title: "GenerationParameters",
	type: "object",
	description: "Decoding settings for the model's text or token generation.",
	properties: {
		temperature: {
			type: "number",
			minimum: 0,
			description: "Randomness of sampling: lower is more predictable, higher more varied.",
		},
		top_k: {
			type: "integer",
			minimum: 1,
			description: "Sample only among this many most likely next tokens.",
		},
		top_p: {
			type: "number",
			exclusiveMinimum: 0,
			maximum: 1,
			description: "Sample only among the most likely tokens whose probabilities add up to this share.",
		},
		typical_p: {
			type: "number",
			exclusiveMinimum: 0,
			maximum: 1,
			description:
				"Locally typical sampling: keep tokens whose surprise is closest to the expected one, up to this share.",
		},
		epsilon_cutoff: {
			type: "number",
			minimum: 0,
			maximum: 1,
			description: "Drop candidate tokens whose probability is below this value.",
		},
		eta_cutoff: {
			type: "number",
			minimum: 0,
			maximum: 1,
			description: "Eta sampling: a cutoff that adapts to how spread out the next-token probabilities are.",
		},
		max_length: { type: "integer", minimum: 1, description: "Longest output, prompt tokens included." },
		max_new_tokens: { type: "integer", minimum: 1, description: "Most tokens to generate." },
		min_length: { type: "integer", minimum: 0, description: "Shortest output, prompt tokens included." },
		min_new_tokens: { type: "integer", minimum: 0, description: "Fewest tokens to generate." },
		do_sample: {
			type: "boolean",
			description: "Sample the next token at random by probability instead of always taking the most likely.",
		},
		early_stopping: {
			oneOf: [{ type: "boolean" }, { type: "string", enum: ["never"] }],
			description:
				"Beam search: stop once enough finished candidates exist (true), by a heuristic (false), or only when none can improve (never).",
		},
		num_beams: { type: "integer", minimum: 1, description: "Beam search width; 1 means no beam search." },
		num_beam_groups: {
			type: "integer",
			minimum: 1,
			description: "Split the beams into this many groups that are pushed to differ from one another.",
		},
		penalty_alpha: {
			type: "number",
			minimum: 0,
			description: "Contrastive search: how strongly to penalise tokens similar to what came before.",
		},
		use_cache: { type: "boolean", description: "Reuse earlier attention states to generate faster." },
	},
};

/**
 * An image as the client takes it: the file's bytes, or a string the client passes on unchanged.
 * Third-party providers read the string as a URL (fetched or decoded on their side); hf-inference,
 * where it serves the task too, reads it as base64 (`"url-or-base64"`).
 */
export function imageInput(description: string, strings: "url" | "url-or-base64" = "url"): JsonSchema {
	const url: JsonSchema = {
		type: "string",
		format: "uri",
		description: "An http(s) URL the provider downloads, or the image inline as a data: URL.",
	};
	const base64: JsonSchema = {
		type: "string",
		description: "The image file's bytes, base64-encoded, as hf-inference takes them.",
	};
	return {
		description,
		oneOf: [
			{
				type: "string",
				format: "binary",
				contentMediaType: "image/*",
				description: "The image file's bytes.",
			},
			url,
			...(strings === "url-or-base64" ? [base64] : []),
		],
	};
}

/** The pixel size asked of a generated image or video. */
export const TARGET_SIZE: JsonSchema = {
	title: "TargetSize",
	type: "object",
	description: "Size of the output in pixels; models that cannot choose their size ignore it.",
	properties: {
		width: { type: "integer", minimum: 1, description: "Width in pixels." },
		height: { type: "integer", minimum: 1, description: "Height in pixels." },
	},
	required: ["width", "height"],
};

/** The table tabular models predict from, sent column by column as the hosted pipelines read it. */
export const TABULAR_INPUTS: JsonSchema = {
	title: "TabularInputData",
	type: "object",
	description: "The rows to predict for, given column by column.",
	properties: {
		data: {
			type: "object",
			description:
				"Each feature column's name mapped to its cells, one per row; all columns have the same length.",
			additionalProperties: {
				type: "array",
				description: "One column's cells, first row first.",
				items: {
					description: "One cell: a number, or text for categorical features.",
					oneOf: [{ type: "number" }, { type: "string" }],
				},
			},
		},
	},
	required: ["data"],
};

/**
 * An image that travels inside a JSON body (document and visual question answering): the client
 * base64-encodes bytes itself, and passes a string on unchanged, so a string must already be base64.
 */
export function inlineImageInput(description: string): JsonSchema {
	return {
		description,
		oneOf: [
			{
				type: "string",
				format: "binary",
				contentMediaType: "image/*",
				description: "The image file's bytes.",
			},
			{ type: "string", description: "The image file's bytes, already base64-encoded." },
		],
	};
}

/** How a text-to-text model (summarization, translation) shortens an input longer than it can read. */
export const TRUNCATION_STRATEGY: JsonSchema = {
	title: "TruncationStrategy",
	type: "string",
	enum: ["do_not_truncate", "longest_first", "only_first", "only_second"],
	default: "do_not_truncate",
	description:
		"What to do with an input over the model's length limit: do_not_truncate (fail), longest_first, only_first or only_second (which text of a pair to cut).",
};

/** Denoising passes, a setting of every image and video diffusion model. */
export const DIFFUSION_STEPS: JsonSchema = {
	type: "integer",
	minimum: 1,
	description: "Denoising passes to run: more passes refine the result but take longer.",
};

/** How strongly a diffusion model follows its prompt. */
export const GUIDANCE_SCALE: JsonSchema = {
	type: "number",
	minimum: 0,
	description:
		"Weight given to the prompt: higher follows it more closely; very high values look harsh and oversaturated.",
};

/** The random start of a diffusion model, for repeatable results. */
export const DIFFUSION_SEED: JsonSchema = {
	type: "integer",
	description: "Starting point of the random generator; the same seed and request repeat a result.",
};

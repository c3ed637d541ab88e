// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** How raw scores become reported scores: softmax (scores sum to one), sigmoid (each label scored on its own) or none. */
export type ClassificationOutputTransform = "sigmoid" | "softmax" | "none";

/** A predicted label and the model's confidence in it. */
export interface ClassificationOutputElement {
	/** The predicted label. */
	label: string;
	/** Confidence in the label, from 0 to 1. */
	score: number;
}

/** Decoding settings for the model's text or token generation. */
export interface GenerationParameters {
	/** Randomness of sampling: lower is more predictable, higher more varied. */
	temperature?: number;
	/** Sample only among this many most likely next tokens. */
	top_k?: number;
	/** Sample only among the most likely tokens whose probabilities add up to this share. */
	top_p?: number;
	/** Locally typical sampling: keep tokens whose surprise is closest to the expected one, up to this share. */
	typical_p?: number;
	/** Drop candidate tokens whose probability is below this value. */
	epsilon_cutoff?: number;
	/** Eta sampling: a cutoff that adapts to how spread out the next-token probabilities are. */
	eta_cutoff?: number;
	/** Longest output, prompt tokens included. */
	max_length?: number;
	/** Most tokens to generate. */
	max_new_tokens?: number;
	/** Shortest output, prompt tokens included. */
	min_length?: number;
	/** Fewest tokens to generate. */
	min_new_tokens?: number;
	/** Sample the next token at random by probability instead of always taking the most likely. */
	do_sample?: boolean;
	/** Beam search: stop once enough finished candidates exist (true), by a heuristic (false), or only when none can improve (never). */
	early_stopping?: boolean | "never";
	/** Beam search width; 1 means no beam search. */
	num_beams?: number;
	/** Split the beams into this many groups that are pushed to differ from one another. */
	num_beam_groups?: number;
	/** Contrastive search: how strongly to penalise tokens similar to what came before. */
	penalty_alpha?: number;
	/** Reuse earlier attention states to generate faster. */
	use_cache?: boolean;
}

/** Size of the output in pixels; models that cannot choose their size ignore it. */
export interface TargetSize {
	/** Width in pixels. */
	width: number;
	/** Height in pixels. */
	height: number;
}

/**
 * What to do with an input over the model's length limit: do_not_truncate (fail), longest_first, only_first or only_second (which text of a pair to cut).
 * @default "do_not_truncate"
 */
export type TruncationStrategy = "do_not_truncate" | "longest_first" | "only_first" | "only_second";

/** The rows to predict for, given column by column. */
export interface TabularInputData {
	/** Each feature column's name mapped to its cells, one per row; all columns have the same length. */
	data: Record<string, Array<number | string>>;
}

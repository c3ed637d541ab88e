// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** A text with a gap, marked by the model's mask token, for the model to fill. */
export interface FillMaskInput {
	/** The text, containing the model's mask token (e.g. [MASK] or <mask>) where a word is missing. */
	inputs: string;
	/** Settings for which candidate words are scored and how many come back. */
	parameters?: FillMaskParameters;
}

/** Settings for which candidate words are scored and how many come back. */
export interface FillMaskParameters {
	/**
	 * How many candidate words to return, most likely first.
	 * @default 5
	 */
	top_k?: number;
	/** Score only these words instead of the whole vocabulary; a word the vocabulary lacks is scored by its first sub-token. */
	targets?: string[];
}

/** Candidate words for the gap, most likely first. */
export type FillMaskOutput = FillMaskOutputElement[];

/** One candidate word and the text it makes. */
export interface FillMaskOutputElement {
	/** The input text with the gap filled by this candidate. */
	sequence: string;
	/** Probability of this candidate, from 0 to 1. */
	score: number;
	/** The candidate's id in the model's vocabulary. */
	token: number;
	/** The candidate as text. */
	token_str: string;
}

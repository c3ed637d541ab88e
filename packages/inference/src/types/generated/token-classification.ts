// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** A text whose words or spans to label (named entities, parts of speech…). */
export interface TokenClassificationInput {
	/** The text to label. */
	inputs: string;
	/** Settings for how predictions are grouped and which are left out. */
	parameters?: TokenClassificationParameters;
}

/** Settings for how predictions are grouped and which are left out. */
export interface TokenClassificationParameters {
	/**
	 * How token predictions merge: none (one result per token), simple (neighbours with the same label join), or by whole word taking the first token's label, the best average or the best single score.
	 * @default "simple"
	 */
	aggregation_strategy?: TokenClassificationAggregationStrategy;
	/**
	 * Labels to leave out of the answer; by default O, the label for text outside any entity.
	 * @default ["O"]
	 */
	ignore_labels?: string[];
	/** Split texts longer than the model's limit into windows sharing this many tokens, instead of cutting them. */
	stride?: number;
}

/**
 * How token predictions merge: none (one result per token), simple (neighbours with the same label join), or by whole word taking the first token's label, the best average or the best single score.
 * @default "simple"
 */
export type TokenClassificationAggregationStrategy = "none" | "simple" | "first" | "average" | "max";

/** The labelled spans of the text, in reading order. */
export type TokenClassificationOutput = TokenClassificationOutputElement[];

/** One labelled token or group of tokens. */
export interface TokenClassificationOutputElement {
	/** The label of a group of tokens (when predictions are aggregated), e.g. PER or LOC. */
	entity_group?: string;
	/** The label of a single token (without aggregation), e.g. B-PER or I-LOC. */
	entity?: string;
	/** Confidence in the label, from 0 to 1. */
	score: number;
	/** The labelled text, as the tokenizer rebuilt it. */
	word: string;
	/** Character offset in the input where the span begins. */
	start: number;
	/** Character offset in the input just after the span ends. */
	end: number;
	/** Position of the token in the model's tokenized input (without aggregation only). */
	index?: number;
}

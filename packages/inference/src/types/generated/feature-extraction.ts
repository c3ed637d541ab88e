// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** One text or a batch of texts to turn into embedding vectors. */
export interface FeatureExtractionInput {
	/** What to embed: one text, or a list of texts embedded in one call. */
	inputs: string | string[];
	/**
	 * Scale each vector to length 1, so a dot product between two of them is their cosine similarity.
	 * @default true
	 */
	normalize?: boolean;
	/** Name of a prompt from the model's sentence-transformers configuration (e.g. query) to put before each text. */
	prompt_name?: string;
	/**
	 * Cut texts longer than the model's limit instead of answering with an error.
	 * @default false
	 */
	truncate?: boolean;
	/**
	 * Which end of an over-long text is cut when truncate is on.
	 * @default "right"
	 */
	truncation_direction?: "left" | "right";
	/** Shorten each vector to this many numbers; only OpenAI-style embedding providers whose model allows it honour it. */
	dimensions?: number;
}

/** One vector per text (a flat vector when the model answers a single text that way); models without pooling give one vector per token. */
export type FeatureExtractionOutput = Array<number | number[] | number[][]>;

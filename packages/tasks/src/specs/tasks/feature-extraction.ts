import type { TaskSpec } from "../schema.js";

export const featureExtractionSpec: TaskSpec = {
	task: "feature-extraction",
	method: "featureExtraction",
	request: {
		title: "FeatureExtractionInput",
		type: "object",
		description: "One text or a batch of texts to turn into embedding vectors.",
		properties: {
			inputs: {
				description: "What to embed: one text, or a list of texts embedded in one call.",
				oneOf: [
					{ type: "string", description: "A single text." },
					{
						type: "array",
						minItems: 1,
						items: { type: "string" },
						description: "Several texts, one vector each.",
					},
				],
			},
			normalize: {
				type: "boolean",
				default: true,
				description:
					"Scale each vector to length 1, so a dot product between two of them is their cosine similarity.",
			},
			prompt_name: {
				type: "string",
				description:
					"Name of a prompt from the model's sentence-transformers configuration (e.g. query) to put before each text.",
			},
			truncate: {
				type: "boolean",
				default: false,
				description: "Cut texts longer than the model's limit instead of answering with an error.",
			},
			truncation_direction: {
				type: "string",
				enum: ["left", "right"],
				default: "right",
				description: "Which end of an over-long text is cut when truncate is on.",
			},
			dimensions: {
				type: "integer",
				minimum: 1,
				description:
					"Shorten each vector to this many numbers; only OpenAI-style embedding providers whose model allows it honour it.",
			},
		},
		required: ["inputs"],
	},
	response: {
		title: "FeatureExtractionOutput",
		type: "array",
		description:
			"One vector per text (a flat vector when the model answers a single text that way); models without pooling give one vector per token.",
		items: {
			oneOf: [
				{ type: "number", description: "One number of a single flat vector." },
				{ type: "array", items: { type: "number" }, description: "The vector of one text." },
				{
					type: "array",
					items: { type: "array", items: { type: "number" } },
					description: "One vector per token of one text.",
				},
			],
		},
	},
};

import { CLASSIFICATION_TRANSFORM, labelScores } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const audioClassificationSpec: TaskSpec = {
	task: "audio-classification",
	method: "audioClassification",
	request: {
		title: "AudioClassificationInput",
		type: "object",
		description: "A recording to label, with optional settings for the labels returned.",
		properties: {
			inputs: {
				type: "string",
				format: "binary",
				contentMediaType: "audio/*",
				description: "The audio file's bytes (WAV, FLAC, MP3…).",
			},
			parameters: {
				title: "AudioClassificationParameters",
				type: "object",
				description: "Settings for how many labels come back and how they are scored.",
				properties: {
					function_to_apply: CLASSIFICATION_TRANSFORM,
					top_k: {
						type: "integer",
						minimum: 1,
						default: 5,
						description: "How many of the most likely labels to return.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: labelScores("The most likely labels for the sound, highest score first."),
};

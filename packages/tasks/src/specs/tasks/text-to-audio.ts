import { GENERATION_PARAMETERS } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const textToAudioSpec: TaskSpec = {
	task: "text-to-audio",
	method: "textToAudio",
	request: {
		title: "TextToAudioInput",
		type: "object",
		description: "A description of the music or sound to make, with optional decoding settings.",
		properties: {
			inputs: {
				type: "string",
				minLength: 1,
				description: "What the audio should sound like, e.g. a genre, instruments and mood.",
			},
			parameters: {
				title: "TextToAudioParameters",
				type: "object",
				description: "Generation settings; options of a provider's own model pass through unchanged.",
				properties: {
					generation_parameters: GENERATION_PARAMETERS,
				},
				additionalProperties: true,
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "string",
		format: "binary",
		contentMediaType: "audio/*",
		description:
			"The generated music or sound as an audio file (FLAC, WAV or MP3, as the provider produces it).",
	},
};

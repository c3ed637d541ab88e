import { GENERATION_PARAMETERS } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const textToSpeechSpec: TaskSpec = {
	task: "text-to-speech",
	method: "textToSpeech",
	request: {
		title: "TextToSpeechInput",
		type: "object",
		description: "The text to read aloud, with optional voice and decoding settings.",
		properties: {
			inputs: { type: "string", minLength: 1, description: "The text to speak." },
			parameters: {
				title: "TextToSpeechParameters",
				type: "object",
				description: "Speech settings; options of a provider's own model pass through unchanged.",
				properties: {
					voice: {
						type: "string",
						description:
							"Which voice speaks, for providers whose speech API asks for one (names differ per model, e.g. af_alloy).",
					},
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
		description: "The spoken text as an audio file (FLAC, WAV or MP3, as the provider produces it).",
	},
};

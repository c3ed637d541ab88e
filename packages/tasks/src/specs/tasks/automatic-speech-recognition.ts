import { GENERATION_PARAMETERS } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const automaticSpeechRecognitionSpec: TaskSpec = {
	task: "automatic-speech-recognition",
	method: "automaticSpeechRecognition",
	request: {
		title: "AutomaticSpeechRecognitionInput",
		type: "object",
		description: "A recording to transcribe, with optional transcription settings.",
		properties: {
			inputs: {
				description: "The recording to transcribe.",
				oneOf: [
					{
						type: "string",
						format: "binary",
						contentMediaType: "audio/*",
						description: "The audio file's bytes (WAV, FLAC, MP3, OGG, WebM…).",
					},
					{
						type: "string",
						format: "uri",
						description:
							"A public link to the audio, for providers that download it themselves (fal-ai, Replicate, Together).",
					},
				],
			},
			parameters: {
				title: "AutomaticSpeechRecognitionParameters",
				type: "object",
				description: "Transcription settings; options of a provider's own model pass through unchanged.",
				properties: {
					return_timestamps: {
						type: "boolean",
						default: false,
						description: "Also return the transcript cut into chunks, each with its start and end time.",
					},
					generation_parameters: GENERATION_PARAMETERS,
				},
				additionalProperties: true,
			},
		},
		required: ["inputs"],
	},
	response: {
		title: "AutomaticSpeechRecognitionOutput",
		type: "object",
		description: "The transcript, and its timed chunks when timestamps were asked for.",
		properties: {
			text: { type: "string", description: "Everything the model heard, as one text." },
			chunks: {
				type: "array",
				description: "The transcript in pieces with their times; present when timestamps were requested.",
				items: {
					title: "AutomaticSpeechRecognitionOutputChunk",
					type: "object",
					description: "One piece of the transcript and when it was spoken.",
					properties: {
						text: { type: "string", description: "The words of this piece." },
						timestamp: {
							type: "array",
							minItems: 2,
							maxItems: 2,
							description:
								"Start and end of the piece in seconds; the end is null when the recording stops mid-piece.",
							items: { oneOf: [{ type: "number" }, { type: "null" }] },
						},
					},
					required: ["text", "timestamp"],
				},
			},
		},
		required: ["text"],
	},
};

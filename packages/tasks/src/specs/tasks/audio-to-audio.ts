import type { TaskSpec } from "../schema.js";

export const audioToAudioSpec: TaskSpec = {
	task: "audio-to-audio",
	method: "audioToAudio",
	request: {
		title: "AudioToAudioInput",
		type: "object",
		description: "A recording to transform (separate into sources, denoise, convert).",
		properties: {
			inputs: {
				description: "The recording to transform.",
				oneOf: [
					{
						type: "string",
						format: "binary",
						contentMediaType: "audio/*",
						description: "The audio file's bytes (WAV, FLAC, MP3…).",
					},
					{
						type: "string",
						format: "uri",
						description: "A public link to the audio, for providers that download it themselves (fal-ai).",
					},
				],
			},
			parameters: {
				title: "AudioToAudioParameters",
				type: "object",
				description: "Options of the provider's model, sent as given; the hosted pipelines take none.",
				properties: {},
				additionalProperties: true,
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "array",
		description: "The resulting audio tracks, one per separated source or a single processed track.",
		items: {
			title: "AudioToAudioOutputElement",
			type: "object",
			description: "One resulting track.",
			properties: {
				label: {
					type: "string",
					description: "What the track holds, e.g. a source name such as speech or noise.",
				},
				blob: { type: "string", description: "The track's audio file, base64-encoded." },
				"content-type": {
					type: "string",
					description: "The media type of the decoded audio, e.g. audio/flac.",
				},
			},
			required: ["label", "blob", "content-type"],
		},
	},
};

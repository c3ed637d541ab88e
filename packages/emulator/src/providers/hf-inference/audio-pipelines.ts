import { classifyAudio, transcribe } from "../../answers/audio.js";
import { seedOf } from "../../answers/seed.js";
import { audioBytes } from "../../media/render.js";
import { bytesReply } from "../../server/reply.js";
import { speechMs } from "../media-answers.js";
import { independentScores, json, type Pipeline, topK } from "./pipeline.js";

/** hf-inference pipelines over audio: raw audio bytes in, or audio (FLAC) out. */

export const AUDIO_PIPELINES: Record<string, Pipeline> = {
	"text-to-speech": {
		body: "json",
		answer: ({ body }) =>
			bytesReply(
				200,
				"audio/flac",
				audioBytes(seedOf("tts", String(body.inputs)), speechMs(String(body.inputs)), "flac"),
			),
	},
	"text-to-audio": {
		body: "json",
		answer: ({ body }) =>
			bytesReply(200, "audio/flac", audioBytes(seedOf("tta", String(body.inputs)), 3000, "flac")),
	},
	"audio-classification": {
		body: "audio",
		answer: ({ bytes, parameters }) =>
			json(classifyAudio(bytes, topK(parameters, 5), independentScores(parameters))),
	},
	"automatic-speech-recognition": {
		body: "audio",
		answer: ({ bytes, parameters }) => {
			const { text, chunks } = transcribe(bytes);
			return json(parameters.return_timestamps === true ? { text, chunks } : { text });
		},
	},
	"audio-to-audio": {
		body: "audio",
		answer: ({ bytes }) =>
			json(
				["label_0", "label_1"].map((label) => ({
					label,
					blob: audioBytes(seedOf("separate", bytes, label), 1500, "flac").toString("base64"),
					"content-type": "audio/flac",
				})),
			),
	},
};

import type { AutomaticSpeechRecognitionOutput } from "../../types/generated/index.js";
import type { AnswerReader } from "../helper.js";
import { malformed } from "./output-checks.js";

type Transcript = { text?: unknown; segments?: Array<{ text: string; start: number; end: number }> };

/** A transcription's `text`, and its `segments` as the task's timed chunks. */
/* @__NO_SIDE_EFFECTS__ */
export function transcriptionAnswer(label: string): AnswerReader<AutomaticSpeechRecognitionOutput> {
	return (data) => {
		const answer = data as Transcript | null;
		if (typeof answer?.text !== "string")
			throw malformed(label, "automatic-speech-recognition", "{text: string}");
		return {
			text: answer.text,
			...(Array.isArray(answer.segments)
				? {
						chunks: answer.segments.map((segment) => ({
							text: segment.text,
							timestamp: [segment.start, segment.end],
						})),
					}
				: {}),
		};
	};
}

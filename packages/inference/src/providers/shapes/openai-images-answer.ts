import type { InferenceTask } from "../../inference-tasks.js";
import type { AnswerReader } from "../helper.js";
import { linkedMedia } from "./media-answer.js";
import { BASE64_IMAGE_TYPE } from "./openai-images.js";
import { malformed } from "./output-checks.js";

type ImageAnswer = { data?: Array<{ url?: unknown; b64_json?: unknown }> };

/**
 * The image as the caller asked for it. Providers answer with a link or base64 (whichever
 * `response_format` asked for, though some ignore it), and the client turns either into any output type.
 */
/* @__NO_SIDE_EFFECTS__ */
export function openAIImagesAnswer(
	label: string,
	task: InferenceTask,
): AnswerReader<Blob | string | Record<string, unknown>> {
	return (data, ctx) => {
		const first = (data as ImageAnswer | null)?.data?.[0];
		const link =
			typeof first?.url === "string"
				? first.url
				: typeof first?.b64_json === "string"
					? `data:${BASE64_IMAGE_TYPE};base64,${first.b64_json}`
					: undefined;
		if (link === undefined) throw malformed(label, task, "{data: Array<{b64_json: string} | {url: string}>}");
		return linkedMedia(link, data as object, ctx);
	};
}

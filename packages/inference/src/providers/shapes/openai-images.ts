import type { InferenceTask } from "../../inference-tasks.js";
import type { RequestContext, ResponseContext, TaskHelper } from "../helper.js";
import { jsonCall } from "./json-call.js";
import { linkedMedia } from "./media.js";
import { malformed } from "./output-checks.js";

export interface OpenAIImagesSpec {
	provider: string;
	/** The provider's name in messages. */
	label: string;
	task: InferenceTask;
	route: string;
	body(ctx: RequestContext): Record<string, unknown>;
}

type ImageAnswer = { data?: Array<{ url?: unknown; b64_json?: unknown }> };

/** The type base64 images are taken to have: what these APIs make unless asked otherwise. */
const BASE64_IMAGE_TYPE = "image/jpeg";

/**
 * The image as the caller asked for it. Providers answer with a link or base64 (whichever
 * `response_format` asked for, though some ignore it), and the client turns either into any output type.
 */
/* @__NO_SIDE_EFFECTS__ */
function imageOutput(label: string, task: InferenceTask) {
	return (data: unknown, ctx: ResponseContext) => {
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

/**
 * OpenAI's image generation API (`v1/images/generations` and its variants). Bodies ask for base64
 * unless the caller wants a link, so code written for a reader decodes the file from the answer.
 */
/* @__NO_SIDE_EFFECTS__ */
export function openAIImages(spec: OpenAIImagesSpec): TaskHelper<Blob | string | Record<string, unknown>> {
	return jsonCall({
		provider: spec.provider,
		task: spec.task,
		route: () => spec.route,
		body: spec.body,
		output: imageOutput(spec.label, spec.task),
		answer: { media: { in: "base64", path: ["data", 0, "b64_json"], type: BASE64_IMAGE_TYPE } },
	});
}

import type { InferenceTask } from "../../inference-tasks.js";
import type { RequestContext, RequestHelper } from "../helper.js";
import { jsonCall } from "./json-call.js";

export interface OpenAIImagesSpec {
	provider: string;
	task: InferenceTask;
	route: string;
	body(ctx: RequestContext): Record<string, unknown>;
}

/** The type base64 images are taken to have: what these APIs make unless asked otherwise. */
export const BASE64_IMAGE_TYPE = "image/jpeg";

/**
 * OpenAI's image generation API (`v1/images/generations` and its variants). Bodies ask for base64
 * unless the caller wants a link, so code written for a reader decodes the file from the answer.
 * Its answer: `openAIImagesAnswer`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function openAIImages(spec: OpenAIImagesSpec): RequestHelper {
	return jsonCall({
		provider: spec.provider,
		task: spec.task,
		route: () => spec.route,
		body: spec.body,
		answer: { media: { in: "base64", path: ["data", 0, "b64_json"], type: BASE64_IMAGE_TYPE } },
	});
}

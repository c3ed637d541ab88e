import type { ImageToTextOutput } from "../../types/generated/index.js";
import type { ProviderAnswers } from "../provider-module.js";
import { linkedMedia } from "../shapes/media-answer.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";
import { malformed } from "../shapes/output-checks.js";
import { jobFailed, jobState, polledJobAnswer } from "../shapes/polled-job-answer.js";
import { IMAGE_JOB, LABEL } from "./request.js";

type ImageTask = { id?: unknown; task_status?: unknown; image_result?: Array<{ url?: unknown }> };

const zaiTextToImage = /* @__PURE__ */ polledJobAnswer<ImageTask, Blob | string | Record<string, unknown>>({
	provider: "zai-org",
	label: LABEL,
	task: "text-to-image",
	job: IMAGE_JOB,
	submitted: "{id: string, task_status: string}",
	checkSubmission(submitted) {
		const status = (submitted as ImageTask | null)?.task_status;
		if (status === undefined) throw malformed(LABEL, "text-to-image", "{id: string, task_status: string}");
		if (jobState(IMAGE_JOB, submitted) === "failed") {
			throw jobFailed(LABEL, "text-to-image", "the submission was refused");
		}
	},
	settle(answer) {
		const status = (answer as ImageTask | null)?.task_status;
		if (typeof status !== "string") throw malformed(LABEL, "text-to-image", "{task_status: string}");
		const state = jobState(IMAGE_JOB, answer);
		if (state === "failed") throw jobFailed(LABEL, "text-to-image", "the generation failed");
		return state === "done" ? (answer as ImageTask) : undefined;
	},
	output(job, ctx) {
		const link = job.image_result?.[0]?.url;
		if (typeof link !== "string" || link.length === 0) {
			throw malformed(LABEL, "text-to-image", "{image_result: Array<{url: string}>}");
		}
		return linkedMedia(link, job, ctx);
	},
});

/**
 * Layout parsing's Markdown, under both spellings the reference client gives it: `generated_text`
 * (the task's field) and `generatedText`, so code written for either reads it.
 */
function zaiImageToText(data: unknown): ImageToTextOutput & { generatedText: string } {
	const markdown = (data as { md_results?: unknown } | null)?.md_results;
	if (typeof markdown !== "string") throw malformed(LABEL, "image-to-text", "{md_results: string}");
	return { generated_text: markdown, generatedText: markdown };
}

/** How the client reads z.ai's answers; its requests are in request.ts. */
export const zaiOrgAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("zai-org"),
		"image-to-text": zaiImageToText,
		"text-to-image": zaiTextToImage,
	},
} as const satisfies ProviderAnswers;

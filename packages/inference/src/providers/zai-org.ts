import type { ChatCompletionOutput, ImageToTextOutput } from "../types/generated/index.js";
import type { ProviderModule } from "./provider-module.js";
import { jsonCall } from "./shapes/json-call.js";
import { flatArgs, linkedMedia, mediaOf, mediaUrl } from "./shapes/media.js";
import { openAIChat } from "./shapes/openai.js";
import { malformed } from "./shapes/output-checks.js";
import { type JobPlan, jobFailed, jobState, polledJob } from "./shapes/polled-job.js";

const LABEL = "ZAI";

/** Every z.ai call says where it comes from. */
const ZAI_HEADERS = { "x-source-channel": "hugging_face", "accept-language": "en-US,en" };

/** z.ai's image jobs finish within five minutes: checked by id, 60 times, five seconds apart. */
const IMAGE_JOB: JobPlan = {
	status: { id: ["id"], from: "base", before: "/api/paas/v4/async-result/" },
	field: ["task_status"],
	done: ["SUCCESS"],
	failed: ["FAIL"],
	intervalMs: 5000,
	maxAttempts: 60,
};

type ImageTask = { id?: unknown; task_status?: unknown; image_result?: Array<{ url?: unknown }> };

export const zaiTextToImage = /* @__PURE__ */ polledJob<ImageTask, Blob | string | Record<string, unknown>>({
	provider: "zai-org",
	label: LABEL,
	task: "text-to-image",
	route: () => "api/paas/v4/async/images/generations",
	headers: () => ZAI_HEADERS,
	body: (ctx) => ({ ...flatArgs(ctx.args), model: ctx.model, prompt: ctx.args.inputs }),
	job: IMAGE_JOB,
	media: { in: "link", path: ["image_result", 0, "url"], type: "image/png" },
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
 * Layout parsing turns a document image into Markdown, the closest thing to its text. The Markdown
 * is given under both spellings the reference client gives it: `generated_text` (the task's field)
 * and `generatedText`, so code written for either reads it.
 */
export const zaiImageToText = /* @__PURE__ */ jsonCall<ImageToTextOutput & { generatedText: string }>({
	provider: "zai-org",
	task: "image-to-text",
	route: () => "api/paas/v4/layout_parsing",
	headers: () => ZAI_HEADERS,
	// A URL is passed on for the API to fetch, rather than downloaded and re-sent by the client.
	body: ({ args, model }) => ({
		model,
		file: mediaUrl(mediaOf(args), args.inputs !== undefined ? "inputs" : "data", "image/png"),
	}),
	output(data) {
		const markdown = (data as { md_results?: unknown } | null)?.md_results;
		if (typeof markdown !== "string") throw malformed(LABEL, "image-to-text", "{md_results: string}");
		return { generated_text: markdown, generatedText: markdown };
	},
});

export const zaiChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>(
	"zai-org",
	"api/paas/v4/chat/completions",
	{
		headers: () => ZAI_HEADERS,
	},
);

export const zaiOrg = {
	id: "zai-org",
	label: LABEL,
	hubOrg: "zai-org",
	baseUrl: "https://api.z.ai",
	routed: true,
	keyEnvVar: "ZAI_ORG_API_KEY",
	tasks: { conversational: zaiChat, "image-to-text": zaiImageToText, "text-to-image": zaiTextToImage },
} as const satisfies ProviderModule;

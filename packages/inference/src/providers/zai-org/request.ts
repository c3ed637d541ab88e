import type { ProviderModule } from "../provider-module.js";
import { jsonCall } from "../shapes/json-call.js";
import { flatArgs, mediaOf, mediaUrl } from "../shapes/media.js";
import { openAIChat } from "../shapes/openai.js";
import { type JobPlan, polledJob } from "../shapes/polled-job.js";

/** Its name in messages, as its module below and its answers give it. */
export const LABEL = "ZAI";

/** Every z.ai call says where it comes from. */
const ZAI_HEADERS = { "x-source-channel": "hugging_face", "accept-language": "en-US,en" };

/** z.ai's image jobs finish within five minutes: checked by id, 60 times, five seconds apart. */
export const IMAGE_JOB: JobPlan = {
	status: { id: ["id"], from: "base", before: "/api/paas/v4/async-result/" },
	field: ["task_status"],
	done: ["SUCCESS"],
	failed: ["FAIL"],
	intervalMs: 5000,
	maxAttempts: 60,
};

export const zaiTextToImage = /* @__PURE__ */ polledJob({
	provider: "zai-org",
	task: "text-to-image",
	route: () => "api/paas/v4/async/images/generations",
	headers: () => ZAI_HEADERS,
	body: (ctx) => ({ ...flatArgs(ctx.args), model: ctx.model, prompt: ctx.args.inputs }),
	job: IMAGE_JOB,
	media: { in: "link", path: ["image_result", 0, "url"], type: "image/png" },
});

/**
 * Layout parsing turns a document image into Markdown, the closest thing to its text. The Markdown
 * is given under both spellings the reference client gives it (`answer.ts`).
 */
export const zaiImageToText = /* @__PURE__ */ jsonCall({
	provider: "zai-org",
	task: "image-to-text",
	route: () => "api/paas/v4/layout_parsing",
	headers: () => ZAI_HEADERS,
	// A URL is passed on for the API to fetch, rather than downloaded and re-sent by the client.
	body: ({ args, model }) => ({
		model,
		file: mediaUrl(mediaOf(args), args.inputs !== undefined ? "inputs" : "data", "image/png"),
	}),
});

export const zaiChat = /* @__PURE__ */ openAIChat("zai-org", "api/paas/v4/chat/completions", {
	headers: () => ZAI_HEADERS,
});

export const zaiOrg = {
	id: "zai-org",
	label: LABEL,
	hubOrg: "zai-org",
	baseUrl: "https://api.z.ai",
	routed: true,
	keyEnvVar: "ZAI_ORG_API_KEY",
	tasks: { conversational: zaiChat, "image-to-text": zaiImageToText, "text-to-image": zaiTextToImage },
} as const satisfies ProviderModule;

import { InferenceClientInputError } from "../../errors/errors.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { ProviderModule } from "../provider-module.js";
import { mediaUrl, otherArgs, parametersOf } from "../shapes/media.js";
import { chatBackedGeneration, openAIChat } from "../shapes/openai.js";
import { type JobPlan, polledJob } from "../shapes/polled-job.js";

/** Its name in messages, as its module below and its answers give it. */
export const LABEL = "Novita";

const CHAT_ROUTE = "v3/openai/chat/completions";

export const novitaChat = /* @__PURE__ */ openAIChat("novita", CHAT_ROUTE);

/** Novita serves text generation on its chat route only. */
export const novitaTextGeneration = /* @__PURE__ */ chatBackedGeneration("novita", CHAT_ROUTE);

/** Novita's asynchronous tasks: `v3/async/{model}`, then the task's result every 500 ms. */
export const ASYNC_JOB: JobPlan = {
	status: { id: ["task_id"], from: "base", before: "/v3/async/task-result?task_id=" },
	field: ["task", "status"],
	done: ["TASK_STATUS_SUCCEED"],
	failed: ["TASK_STATUS_FAILED"],
	intervalMs: 500,
};

export const novitaTextToVideo = /* @__PURE__ */ polledJob({
	provider: "novita",
	task: "text-to-video",
	route: (ctx) => `v3/async/${encodeIdPath(ctx.model)}`,
	body(ctx) {
		const { num_inference_steps, ...parameters } = parametersOf(ctx.args);
		return { ...otherArgs(ctx.args), ...parameters, steps: num_inference_steps, prompt: ctx.args.inputs };
	},
	job: ASYNC_JOB,
	media: { in: "link", path: ["videos", 0, "video_url"], type: "video/mp4" },
});

// MiniMax H3, the only image-text-to-video model Novita serves, takes a resolution class, a
// duration in seconds and an aspect ratio from fixed lists instead of the hub's frame count and size.
const MINIMAX_MODEL = "MiniMax-H3";
const MINIMAX_RATIOS = ["21:9", "16:9", "4:3", "1:1", "3:4", "9:16"] as const;

type Size = { width: number; height: number };

function minimaxDuration(frames: unknown): number {
	return typeof frames === "number" ? Math.min(15, Math.max(4, Math.round(frames / 24))) : 4;
}

function minimaxResolution(size: Size | undefined): string {
	if (!size) return "768P";
	const shortEdge = Math.min(size.width, size.height);
	return Math.abs(shortEdge - 768) <= Math.abs(shortEdge - 1440) ? "768P" : "2K";
}

function minimaxRatio(size: Size | undefined): string {
	if (!size) return "16:9";
	const wanted = size.width / size.height;
	const distance = (ratio: string) => {
		const [width = 1, height = 1] = ratio.split(":").map(Number);
		return Math.abs(wanted - width / height);
	};
	return MINIMAX_RATIOS.reduce((best, ratio) => (distance(ratio) < distance(best) ? ratio : best));
}

// Generation options of other video models that MiniMax refuses.
const MINIMAX_REFUSED = new Set(["guidance_scale", "negative_prompt", "num_inference_steps", "seed"]);

/** MiniMax's video generations: polled by task id every 5 s. */
export const MINIMAX_JOB: JobPlan = {
	status: { id: ["task_id"], from: "base", before: "/v3/minimax/v2/query/video_generation/" },
	field: ["task", "status"],
	done: ["succeeded"],
	failed: ["failed", "cancelled"],
	intervalMs: 5000,
};

export const novitaImageTextToVideo = /* @__PURE__ */ polledJob({
	provider: "novita",
	task: "image-text-to-video",
	route(ctx) {
		if (ctx.model !== MINIMAX_MODEL) {
			throw new InferenceClientInputError(
				`Novita serves image-text-to-video only with ${MINIMAX_MODEL}, not with ${ctx.model}.`,
			);
		}
		return "v3/minimax/v2/video_generation";
	},
	body(ctx) {
		const { prompt, num_frames, target_size, resolution, duration, ratio, ...rest } = parametersOf(ctx.args);
		if (typeof prompt !== "string" || prompt.trim() === "") {
			throw new InferenceClientInputError(
				`parameters.prompt must be a non-empty string for ${MINIMAX_MODEL} on Novita.`,
			);
		}
		const size = target_size as Size | undefined;
		const image =
			ctx.args.inputs !== undefined ? mediaUrl(ctx.args.inputs, "inputs", "image/png") : undefined;
		return {
			...Object.fromEntries(Object.entries(rest).filter(([key]) => !MINIMAX_REFUSED.has(key))),
			model: ctx.model,
			content: [
				{ type: "text", text: prompt },
				...(image !== undefined
					? [{ type: "image_url", image_url: { url: image }, role: "first_frame" }]
					: []),
			],
			resolution: resolution ?? minimaxResolution(size),
			duration: duration ?? minimaxDuration(num_frames),
			// With a first frame the video keeps the image's own proportions.
			ratio: image !== undefined ? "adaptive" : (ratio ?? minimaxRatio(size)),
		};
	},
	job: MINIMAX_JOB,
	media: { in: "link", path: ["task", "content", "url"], type: "video/mp4" },
});

export const novita = {
	id: "novita",
	label: LABEL,
	hubOrg: "novita",
	baseUrl: "https://api.novita.ai",
	routed: true,
	keyEnvVar: "NOVITA_API_KEY",
	tasks: {
		conversational: novitaChat,
		"image-text-to-video": novitaImageTextToVideo,
		"text-generation": novitaTextGeneration,
		"text-to-video": novitaTextToVideo,
	},
} as const satisfies ProviderModule;

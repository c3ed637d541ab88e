import type { ProviderAnswers } from "../provider-module.js";
import { chatBackedAnswer, openAIChatAnswer } from "../shapes/openai-answer.js";
import { malformed } from "../shapes/output-checks.js";
import { jobFailed, jobState, polledJobAnswer } from "../shapes/polled-job-answer.js";
import { ASYNC_JOB, LABEL, MINIMAX_JOB } from "./request.js";

type AsyncTask = { task?: { status?: unknown; reason?: unknown }; videos?: Array<{ video_url?: unknown }> };

const novitaTextToVideo = /* @__PURE__ */ polledJobAnswer<AsyncTask, Blob>({
	provider: "novita",
	label: LABEL,
	task: "text-to-video",
	job: ASYNC_JOB,
	submitted: "{task_id: string}",
	settle(answer) {
		const status = (answer as AsyncTask | null)?.task?.status;
		if (typeof status !== "string") throw malformed(LABEL, "text-to-video", "{task: {status: string}}");
		const state = jobState(ASYNC_JOB, answer);
		if (state === "failed") throw jobFailed(LABEL, "text-to-video", (answer as AsyncTask).task?.reason);
		return state === "done" ? (answer as AsyncTask) : undefined;
	},
	output(job, ctx) {
		const link = job.videos?.[0]?.video_url;
		if (typeof link !== "string")
			throw malformed(LABEL, "text-to-video", "{videos: Array<{video_url: string}>}");
		return ctx.http.download(link);
	},
});

type VideoGeneration = {
	task?: { status?: unknown; content?: { url?: unknown }; error?: { message?: unknown } };
};

const novitaImageTextToVideo = /* @__PURE__ */ polledJobAnswer<VideoGeneration, Blob>({
	provider: "novita",
	label: LABEL,
	task: "image-text-to-video",
	job: MINIMAX_JOB,
	submitted: "{task_id: string}",
	settle(answer) {
		const task = (answer as VideoGeneration | null)?.task;
		if (typeof task?.status !== "string") {
			throw malformed(LABEL, "image-text-to-video", "{task: {status: string}}");
		}
		const state = jobState(MINIMAX_JOB, answer);
		if (state === "failed") throw jobFailed(LABEL, "image-text-to-video", task.error?.message ?? task.status);
		return state === "done" ? (answer as VideoGeneration) : undefined;
	},
	output(job, ctx) {
		const link = job.task?.content?.url;
		if (typeof link !== "string" || link.length === 0) {
			throw malformed(LABEL, "image-text-to-video", "{task: {content: {url: string}}}");
		}
		return ctx.http.download(link);
	},
});

/** How the client reads Novita's answers; its requests are in request.ts. */
export const novitaAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("novita"),
		"image-text-to-video": novitaImageTextToVideo,
		"text-generation": /* @__PURE__ */ chatBackedAnswer("novita"),
		"text-to-video": novitaTextToVideo,
	},
} as const satisfies ProviderAnswers;

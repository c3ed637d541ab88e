import type { InferenceTask } from "../../inference-tasks.js";
import type { ProviderAnswers } from "../provider-module.js";
import { linkedMedia } from "../shapes/media-answer.js";
import { malformed } from "../shapes/output-checks.js";
import { jobFailed, jobState, polledJobAnswer } from "../shapes/polled-job-answer.js";
import { JOB, LABEL } from "./request.js";

type TaskAnswer = {
	data?: { status?: unknown; outputs?: unknown[]; error?: unknown; urls?: { get?: unknown } };
};

/** A WaveSpeed task followed to its end, and the link its first output gives, as the caller asked for it. */
/* @__NO_SIDE_EFFECTS__ */
function wavespeedJob(task: InferenceTask) {
	return polledJobAnswer<TaskAnswer, Blob | string | Record<string, unknown>>({
		provider: "wavespeed",
		label: LABEL,
		task,
		job: JOB,
		submitted: "{data: {urls: {get: string}}}",
		settle(answer) {
			const status = (answer as TaskAnswer | null)?.data?.status;
			if (typeof status !== "string") throw malformed(LABEL, task, "{data: {status: string}}");
			const state = jobState(JOB, answer);
			if (state === "failed") throw jobFailed(LABEL, task, (answer as TaskAnswer).data?.error);
			return state === "done" ? (answer as TaskAnswer) : undefined;
		},
		output(answer, ctx) {
			const link = answer.data?.outputs?.[0];
			if (typeof link !== "string" || link.length === 0) {
				throw malformed(LABEL, task, "{data: {outputs: [string]}} once completed");
			}
			return linkedMedia(link, answer, ctx);
		},
	});
}

/** How the client reads WaveSpeed's answers; its requests are in request.ts. */
export const wavespeedAnswers = {
	tasks: {
		"image-text-to-image": /* @__PURE__ */ wavespeedJob("image-text-to-image"),
		"image-text-to-video": /* @__PURE__ */ wavespeedJob("image-text-to-video"),
		"image-to-image": /* @__PURE__ */ wavespeedJob("image-to-image"),
		"image-to-video": /* @__PURE__ */ wavespeedJob("image-to-video"),
		"text-to-image": /* @__PURE__ */ wavespeedJob("text-to-image"),
		"text-to-video": /* @__PURE__ */ wavespeedJob("text-to-video"),
	},
} as const satisfies ProviderAnswers;

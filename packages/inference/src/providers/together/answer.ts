import { InferenceClientProviderOutputError } from "../../errors/errors.js";
import type { InferenceTask } from "../../inference-tasks.js";
import type { TextGenerationOutput } from "../../types/generated/index.js";
import type { AnswerReader } from "../helper.js";
import type { ProviderAnswers } from "../provider-module.js";
import { blobAnswer } from "../shapes/media-answer.js";
import { openAIChatAnswer, openAIEmbeddingsAnswer } from "../shapes/openai-answer.js";
import { transcriptionAnswer } from "../shapes/openai-audio-answer.js";
import { openAIImagesAnswer } from "../shapes/openai-images-answer.js";
import { malformed } from "../shapes/output-checks.js";
import { jobFailed, jobState, polledJobAnswer } from "../shapes/polled-job-answer.js";
import { LABEL, VIDEO_JOB } from "./request.js";

function togetherTextGeneration(data: unknown): TextGenerationOutput {
	const answer = data as {
		model?: unknown;
		choices?: Array<{ text?: unknown; finish_reason?: unknown; seed?: unknown }>;
	} | null;
	const choice = answer?.choices?.[0];
	if (typeof answer?.model !== "string" || typeof choice?.text !== "string") {
		throw malformed(LABEL, "text-generation", "{model: string, choices: Array<{text: string}>}");
	}
	return {
		generated_text: choice.text,
		details: { finish_reason: choice.finish_reason as string, seed: choice.seed as number },
	};
}

const PENDING_VIDEO = new Set(["queued", "in_progress"]);

type VideoJob = {
	id?: unknown;
	status?: unknown;
	outputs?: { video_url?: unknown };
	error?: { message?: unknown };
};

/* @__NO_SIDE_EFFECTS__ */
function togetherVideo(task: InferenceTask): AnswerReader<Blob> {
	return polledJobAnswer<VideoJob, Blob>({
		provider: "together",
		label: LABEL,
		task,
		job: VIDEO_JOB,
		submitted: "{id: string}",
		settle(answer) {
			const job = (answer ?? {}) as VideoJob;
			if (job.status === undefined || PENDING_VIDEO.has(job.status as string)) return undefined;
			const state = jobState(VIDEO_JOB, job);
			if (state === "failed") throw jobFailed(LABEL, task, job.error?.message);
			if (state !== "done") {
				throw new InferenceClientProviderOutputError(
					`The ${LABEL} ${task} job ended with an unknown status: ${JSON.stringify(job.status)}`,
				);
			}
			return job;
		},
		output(job, ctx) {
			const link = job.outputs?.video_url;
			if (typeof link !== "string") throw malformed(LABEL, task, "{outputs: {video_url: string}}");
			return ctx.http.download(link);
		},
	});
}

/** How the client reads Together's answers; its requests are in request.ts. */
export const togetherAnswers = {
	tasks: {
		"automatic-speech-recognition": /* @__PURE__ */ transcriptionAnswer(LABEL),
		conversational: /* @__PURE__ */ openAIChatAnswer("together"),
		"feature-extraction": /* @__PURE__ */ openAIEmbeddingsAnswer("together"),
		"image-to-image": /* @__PURE__ */ openAIImagesAnswer(LABEL, "image-to-image"),
		"image-to-video": /* @__PURE__ */ togetherVideo("image-to-video"),
		"text-generation": togetherTextGeneration,
		"text-to-image": /* @__PURE__ */ openAIImagesAnswer(LABEL, "text-to-image"),
		"text-to-speech": /* @__PURE__ */ blobAnswer(LABEL, "text-to-speech"),
		"text-to-video": /* @__PURE__ */ togetherVideo("text-to-video"),
	},
} as const satisfies ProviderAnswers;

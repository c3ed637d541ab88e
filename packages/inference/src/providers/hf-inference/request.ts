import type { InferenceTask } from "../../inference-tasks.js";
import { isBinaryData } from "../../utils/binary.js";
import type { RequestHelper } from "../helper.js";
import type { ProviderModule } from "../provider-module.js";
import { type HostedSpec, hosted, hostedOpenAIUrl } from "../shapes/hf-inference.js";
import { completionsBody, openAIChat, openAICompletions } from "../shapes/openai.js";

/** The hub's own provider, as its module below declares it. */
export const ID = "hf-inference";

// The hub's hosted pipelines. Each request says how inputs travel; the answer is checked against
// the task's specification (answer.ts).

export const hfChat = /* @__PURE__ */ openAIChat(ID, "", {
	url: (ctx) => hostedOpenAIUrl(ctx, "chat/completions"),
});

export const hfTextGeneration = /* @__PURE__ */ openAICompletions(ID, "", {
	url: (ctx) => hostedOpenAIUrl(ctx, "completions"),
	body: completionsBody,
});

/**
 * The hosted pipelines, each with how its inputs travel (`body`, JSON by default) and what else its
 * request says: the file a file task answers, a refusal checked before anything is sent.
 */
const PIPELINES = {
	"audio-classification": { body: "media" },
	"audio-to-audio": { body: "media" },
	"automatic-speech-recognition": { body: "media" },
	"document-question-answering": { body: "image-question" },
	"feature-extraction": {},
	"fill-mask": {},
	"image-classification": { body: "media" },
	"image-segmentation": { body: "base64" },
	"image-to-image": { body: "media", answer: { media: { in: "body", type: "image/jpeg" } } },
	"image-to-text": { body: "media" },
	"object-detection": { body: "media" },
	"question-answering": {},
	"sentence-similarity": {},
	summarization: {},
	"table-question-answering": {},
	// Classifiers trained on named classes answer the names, others class numbers.
	"tabular-classification": {},
	"tabular-regression": {},
	"text-classification": {},
	// The pipelines answer with the file itself: FLAC for audio, an image for images.
	"text-to-audio": { answer: { media: { in: "body", type: "audio/flac" } } },
	"text-to-image": {
		refuse: (ctx) =>
			ctx.outputType === "url"
				? "hf-inference provider does not support URL output. Use outputType 'blob', 'dataUrl' or 'json' instead."
				: undefined,
		answer: { media: { in: "body", type: "image/jpeg" } },
	},
	"text-to-speech": { answer: { media: { in: "body", type: "audio/flac" } } },
	"token-classification": {},
	translation: {},
	"visual-question-answering": { body: "image-question" },
	"zero-shot-classification": {},
	"zero-shot-image-classification": { body: "image-object" },
} as const satisfies { readonly [Task in InferenceTask]?: HostedSpec };

/** Each pipeline's request, by task. */
const pipelineRequests = /* @__PURE__ */ (() =>
	Object.fromEntries(
		Object.entries(PIPELINES).map(([task, spec]) => [
			task,
			hosted(ID, task as InferenceTask, spec as HostedSpec),
		]),
	))() as { readonly [Task in keyof typeof PIPELINES]: RequestHelper };

/**
 * The model's route without a task (the deprecated generic `request`): the arguments as JSON, or
 * the media as the body (the answer is given as it came). The task is only a placeholder.
 */
const untaskedHelper: RequestHelper = {
	...hosted(ID, "text-classification"),
	payload(ctx) {
		const media = ctx.args.data ?? ctx.args.inputs;
		return isBinaryData(media) ? { kind: "binary", data: media } : { kind: "json", value: ctx.args };
	},
};

export const hfInference = {
	id: ID,
	label: "HF-Inference",
	hubOrg: "hf-inference",
	routed: true,
	keyEnvVar: "HF_TOKEN",
	hubHosted: true,
	// A sentence-transformers model serves both.
	equivalentTasks: [["feature-extraction", "sentence-similarity"]],
	untaskedHelper,
	tasks: { ...pipelineRequests, conversational: hfChat, "text-generation": hfTextGeneration },
} as const satisfies ProviderModule;

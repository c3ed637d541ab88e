import type { RequestContext } from "../helper.js";
import type { ProviderModule } from "../provider-module.js";
import { jsonCall } from "../shapes/json-call.js";
import { mediaOf, mediaUrl, otherArgs, parametersOf } from "../shapes/media.js";
import { openAIChat, openAICompletions, openAIEmbeddings } from "../shapes/openai.js";
import { openAITranscription } from "../shapes/openai-audio.js";
import { openAIImages } from "../shapes/openai-images.js";
import { type JobPlan, polledJob } from "../shapes/polled-job.js";

/** Its name in messages, as its module below and its answers give it. */
export const LABEL = "Together";

/** Together names the hub's `num_inference_steps` `steps`, and takes a video's size as `width`/`height`. */
function togetherParameters(parameters: Record<string, unknown>): Record<string, unknown> {
	const { num_inference_steps, target_size, ...rest } = parameters;
	const size = (target_size ?? {}) as { width?: unknown; height?: unknown };
	return {
		...rest,
		...(num_inference_steps !== undefined ? { steps: num_inference_steps } : {}),
		...(size.width !== undefined ? { width: size.width } : {}),
		...(size.height !== undefined ? { height: size.height } : {}),
	};
}

export const togetherTextGeneration = /* @__PURE__ */ openAICompletions("together", "v1/completions", {
	// The hub's `inputs` and `parameters` go along untouched, as the hub's own client sends them.
	body: (body) => ({ ...body, prompt: body.inputs }),
});

export const togetherFeatureExtraction = /* @__PURE__ */ openAIEmbeddings("together");

export const togetherTextToImage = /* @__PURE__ */ openAIImages({
	provider: "together",
	task: "text-to-image",
	route: "v1/images/generations",
	body: (ctx) => ({
		...otherArgs(ctx.args),
		...togetherParameters(parametersOf(ctx.args)),
		prompt: ctx.args.inputs,
		response_format: ctx.outputType === "url" ? "url" : "base64",
		model: ctx.model,
	}),
});

export const togetherImageToImage = /* @__PURE__ */ openAIImages({
	provider: "together",
	task: "image-to-image",
	route: "v1/images/generations",
	body(ctx) {
		const { prompt, ...parameters } = parametersOf(ctx.args);
		const image = mediaUrl(mediaOf(ctx.args), "inputs", "image/jpeg");
		// FLUX.1 Kontext takes only `image_url`; every other image model takes only `reference_images`.
		const model = ctx.model.toLowerCase();
		const kontext = model.includes("kontext") && model.includes("flux.1");
		return {
			...otherArgs(ctx.args),
			prompt: prompt ?? "",
			...(kontext ? { image_url: image } : { reference_images: [image] }),
			...togetherParameters(parameters),
			response_format: "base64",
			model: ctx.model,
		};
	},
});

/** Together's video jobs: `v2/videos`, then `v2/videos/{id}` every 2 s until it completes. */
export const VIDEO_JOB: JobPlan = {
	status: { id: ["id"], from: "url", before: "/" },
	field: ["status"],
	done: ["completed"],
	failed: ["failed"],
	settlesOnSubmit: true,
	intervalMs: 2000,
	// Together's own clients give a video five minutes: 150 checks, two seconds apart.
	maxAttempts: 150,
};

/* @__NO_SIDE_EFFECTS__ */
function togetherVideo(
	task: "text-to-video" | "image-to-video",
	body: (ctx: RequestContext) => Record<string, unknown>,
) {
	return polledJob({
		provider: "together",
		task,
		route: () => "v2/videos",
		body,
		job: VIDEO_JOB,
		media: { in: "link", path: ["outputs", "video_url"], type: "video/mp4" },
	});
}

export const togetherTextToVideo = /* @__PURE__ */ togetherVideo("text-to-video", (ctx) => ({
	...otherArgs(ctx.args),
	...togetherParameters(parametersOf(ctx.args)),
	prompt: ctx.args.inputs,
	model: ctx.model,
}));

export const togetherImageToVideo = /* @__PURE__ */ togetherVideo("image-to-video", (ctx) => {
	const { prompt, ...parameters } = parametersOf(ctx.args);
	// The image field is capped near 60 KB; larger images must be hosted and passed as a URL.
	const image = mediaUrl(mediaOf(ctx.args), "inputs", "image/png");
	return {
		...otherArgs(ctx.args),
		...togetherParameters(parameters),
		frame_images: [{ input_image: image, frame: "first" }],
		model: ctx.model,
		...(typeof prompt === "string" ? { prompt } : {}),
	};
});

export const togetherTextToSpeech = /* @__PURE__ */ jsonCall({
	provider: "together",
	task: "text-to-speech",
	route: () => "v1/audio/speech",
	body(ctx) {
		const parameters = parametersOf(ctx.args);
		// The API requires a voice and voices differ per model; only Kokoro's default is known.
		const voice = parameters.voice ?? (ctx.model.toLowerCase().includes("kokoro") ? "af_alloy" : undefined);
		return {
			...otherArgs(ctx.args),
			...parameters,
			...(voice !== undefined ? { voice } : {}),
			input: ctx.args.inputs,
			model: ctx.model,
		};
	},
	// The API's default format: the answer is the WAV file itself.
	answer: { media: { in: "body", type: "audio/wav" } },
});

export const togetherAutomaticSpeechRecognition = /* @__PURE__ */ openAITranscription({
	provider: "together",
	route: "v1/audio/transcriptions",
	acceptsUrl: true,
});

export const togetherChat = /* @__PURE__ */ openAIChat("together", "v1/chat/completions", {
	// Together takes a JSON schema at `response_format.schema`, not nested in `json_schema`.
	body(body) {
		const format = body.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
		if (format?.type !== "json_schema" || !format.json_schema?.schema) return body;
		return { ...body, response_format: { type: "json_schema", schema: format.json_schema.schema } };
	},
});

export const together = {
	id: "together",
	label: LABEL,
	hubOrg: "togethercomputer",
	baseUrl: "https://api.together.xyz",
	routed: true,
	keyEnvVar: "TOGETHER_API_KEY",
	tasks: {
		"automatic-speech-recognition": togetherAutomaticSpeechRecognition,
		conversational: togetherChat,
		"feature-extraction": togetherFeatureExtraction,
		"image-to-image": togetherImageToImage,
		"image-to-video": togetherImageToVideo,
		"text-generation": togetherTextGeneration,
		"text-to-image": togetherTextToImage,
		"text-to-speech": togetherTextToSpeech,
		"text-to-video": togetherTextToVideo,
	},
} as const satisfies ProviderModule;

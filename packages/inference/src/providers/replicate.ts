import { DEFAULT_HUB_URL } from "../defaults/hosts.js";
import type { InferenceTask } from "../inference-tasks.js";
import type { AutomaticSpeechRecognitionOutput } from "../types/generated/index.js";
import { encodeIdPath } from "../validation/ids.js";
import type { RequestContext, ResponseContext } from "./helper.js";
import type { ProviderModule } from "./provider-module.js";
import { firstLink, flatArgs, linkedMedia, mediaOf, mediaUrl } from "./shapes/media.js";
import { malformed } from "./shapes/output-checks.js";
import { type Prediction, prediction } from "./shapes/prediction.js";

// Replicate runs each model with its own `input` schema; the hub's arguments are mapped onto the
// names most models use, and the prediction's `output` links to the generated file.

const LABEL = "Replicate";
/** The provider these helpers call, as its module below declares it. */
const REPLICATE = { provider: "replicate", label: LABEL } as const;

/** Replicate applies a LoRA given the adapter's hub repository. */
function loraWeights(ctx: RequestContext): Record<string, unknown> {
	const mapping = ctx.mapping;
	return mapping?.adapter === "lora" && mapping.adapterWeightsPath
		? { lora_weights: `${DEFAULT_HUB_URL}/${encodeIdPath(mapping.hfModelId)}` }
		: {};
}

function outputLink(answer: Prediction | Blob, task: InferenceTask): string {
	const link = answer instanceof Blob ? undefined : firstLink(answer.output);
	if (link === undefined) throw malformed(LABEL, task, "{output: string | string[]}");
	return link;
}

async function downloadOutput(answer: Prediction | Blob, ctx: ResponseContext): Promise<Blob> {
	if (answer instanceof Blob) return answer;
	return ctx.http.download(outputLink(answer, ctx.task));
}

export const replicateTextToImage = /* @__PURE__ */ prediction(REPLICATE, {
	task: "text-to-image",
	media: { type: "image/jpeg" },
	input: (ctx) => ({ ...flatArgs(ctx.args), prompt: ctx.args.inputs, ...loraWeights(ctx) }),
	output: (answer, ctx) => linkedMedia(outputLink(answer, ctx.task), answer, ctx),
});

export const replicateTextToVideo = /* @__PURE__ */ prediction(REPLICATE, {
	task: "text-to-video",
	media: { type: "video/mp4" },
	input: (ctx) => ({ ...flatArgs(ctx.args), prompt: ctx.args.inputs }),
	output: downloadOutput,
});

export const replicateTextToSpeech = /* @__PURE__ */ prediction(REPLICATE, {
	task: "text-to-speech",
	media: { type: "audio/wav" },
	input(ctx) {
		// Speech models name the text `text`; a `prompt` parameter would be a second, conflicting text.
		const { prompt: _prompt, ...input } = flatArgs(ctx.args);
		return { ...input, text: ctx.args.inputs };
	},
	output: downloadOutput,
});

export const replicateImageToImage = /* @__PURE__ */ prediction(REPLICATE, {
	task: "image-to-image",
	media: { type: "image/jpeg" },
	input(ctx) {
		const image = mediaUrl(mediaOf(ctx.args), "inputs", "image/jpeg");
		// Models disagree on the field's name and on whether it is a list: fill every common spelling.
		return {
			...flatArgs(ctx.args),
			image,
			images: [image],
			input_image: image,
			input_images: [image],
			...loraWeights(ctx),
		};
	},
	output: downloadOutput,
});

type TranscriptOutput = { transcription?: unknown; translation?: unknown; txt_file?: unknown };

export const replicateAutomaticSpeechRecognition =
	/* @__PURE__ */ prediction<AutomaticSpeechRecognitionOutput>(REPLICATE, {
		task: "automatic-speech-recognition",
		input: (ctx) => ({
			...flatArgs(ctx.args),
			audio: mediaUrl(mediaOf(ctx.args), ctx.args.inputs !== undefined ? "inputs" : "data", "audio/wav"),
		}),
		// Speech models answer the transcript itself, an object naming it, or a link to a text file.
		async output(answer, ctx) {
			const output = answer instanceof Blob ? undefined : answer.output;
			const text = Array.isArray(output) ? output[0] : output;
			if (typeof text === "string") return { text };
			const named = (output ?? {}) as TranscriptOutput;
			if (typeof named.transcription === "string") return { text: named.transcription };
			if (typeof named.translation === "string") return { text: named.translation };
			if (typeof named.txt_file === "string")
				return { text: await (await ctx.http.download(named.txt_file)).text() };
			throw malformed(
				LABEL,
				ctx.task,
				"{output: string | string[] | {transcription: string} | {translation: string} | {txt_file: string}}",
			);
		},
	});

export const replicate = {
	id: REPLICATE.provider,
	label: LABEL,
	hubOrg: "replicate",
	baseUrl: "https://api.replicate.com",
	routed: true,
	keyEnvVar: "REPLICATE_API_KEY",
	tasks: {
		"automatic-speech-recognition": replicateAutomaticSpeechRecognition,
		"image-to-image": replicateImageToImage,
		"text-to-image": replicateTextToImage,
		"text-to-speech": replicateTextToSpeech,
		"text-to-video": replicateTextToVideo,
	},
} as const satisfies ProviderModule;

import { DEFAULT_HUB_URL } from "../../defaults/hosts.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { RequestContext } from "../helper.js";
import type { ProviderModule } from "../provider-module.js";
import { flatArgs, mediaOf, mediaUrl } from "../shapes/media.js";
import { prediction } from "../shapes/prediction.js";

// Replicate runs each model with its own `input` schema; the hub's arguments are mapped onto the
// names most models use, and the prediction's `output` links to the generated file.

const LABEL = "Replicate";
/** The provider these helpers call, as its module below declares it. */
export const REPLICATE = { provider: "replicate", label: LABEL } as const;

/** Replicate applies a LoRA given the adapter's hub repository. */
function loraWeights(ctx: RequestContext): Record<string, unknown> {
	const mapping = ctx.mapping;
	return mapping?.adapter === "lora" && mapping.adapterWeightsPath
		? { lora_weights: `${DEFAULT_HUB_URL}/${encodeIdPath(mapping.hfModelId)}` }
		: {};
}

export const replicateTextToImage = /* @__PURE__ */ prediction(REPLICATE.provider, {
	task: "text-to-image",
	media: { type: "image/jpeg" },
	input: (ctx) => ({ ...flatArgs(ctx.args), prompt: ctx.args.inputs, ...loraWeights(ctx) }),
});

export const replicateTextToVideo = /* @__PURE__ */ prediction(REPLICATE.provider, {
	task: "text-to-video",
	media: { type: "video/mp4" },
	input: (ctx) => ({ ...flatArgs(ctx.args), prompt: ctx.args.inputs }),
});

export const replicateTextToSpeech = /* @__PURE__ */ prediction(REPLICATE.provider, {
	task: "text-to-speech",
	media: { type: "audio/wav" },
	input(ctx) {
		// Speech models name the text `text`; a `prompt` parameter would be a second, conflicting text.
		const { prompt: _prompt, ...input } = flatArgs(ctx.args);
		return { ...input, text: ctx.args.inputs };
	},
});

export const replicateImageToImage = /* @__PURE__ */ prediction(REPLICATE.provider, {
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
});

export const replicateAutomaticSpeechRecognition = /* @__PURE__ */ prediction(REPLICATE.provider, {
	task: "automatic-speech-recognition",
	input: (ctx) => ({
		...flatArgs(ctx.args),
		audio: mediaUrl(mediaOf(ctx.args), ctx.args.inputs !== undefined ? "inputs" : "data", "audio/wav"),
	}),
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

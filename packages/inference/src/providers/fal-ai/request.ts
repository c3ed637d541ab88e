import { DEFAULT_HUB_URL } from "../../defaults/hosts.js";
import { InferenceClientInputError } from "../../errors/errors.js";
import { base64FromBytes } from "../../utils/base64.js";
import { isBinaryData } from "../../utils/binary.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { FieldPath, MediaRecipe, RequestContext } from "../helper.js";
import type { ProviderModule } from "../provider-module.js";
import { jsonCall } from "../shapes/json-call.js";
import { flatArgs, mediaOf, mediaUrl } from "../shapes/media.js";
import { queuedJob } from "../shapes/queued-job.js";

// fal runs most tasks as queued jobs on queue.fal.run; speech recognition and synthesis answer
// directly on fal.run. Media goes in as data URLs and comes back as links to fal's storage.

const LABEL = "Fal.ai";
/** The provider these helpers call, as its module below declares it. */
export const FAL = { provider: "fal-ai", label: LABEL } as const;

// fal's data-URL decoder derives a file extension from the declared type and refuses types it
// cannot map, whatever the bytes are. Browsers record audio/webm and files are often labelled
// audio/wav, neither of which it maps; the same bytes are accepted under these labels.
const AUDIO_TYPES: Record<string, string> = {
	"audio/mpeg": "audio/mpeg",
	"audio/mp3": "audio/mpeg",
	"audio/wav": "audio/x-wav",
	"audio/wave": "audio/x-wav",
	"audio/x-wav": "audio/x-wav",
	"audio/webm": "video/webm",
	"video/webm": "video/webm",
};

function mediaName(args: Record<string, unknown>): string {
	return args.inputs !== undefined ? "inputs" : "data";
}

/** The audio types fal decodes, as the speech helpers declare them (snippets pick their sample by it). */
const ACCEPTED_AUDIO_TYPES: readonly string[] = Object.keys(AUDIO_TYPES);

/** The audio as a data URL under a type fal decodes, or the caller's URL as is. */
function audioUrl(args: Record<string, unknown>): string {
	const audio = mediaOf(args);
	const name = mediaName(args);
	if (!isBinaryData(audio)) return mediaUrl(audio, name, "");
	const declared = audio.type.split(";")[0]?.trim().toLowerCase() ?? "";
	const type = AUDIO_TYPES[declared];
	if (!type) {
		const supported = ACCEPTED_AUDIO_TYPES.join(", ");
		throw new InferenceClientInputError(
			declared
				? `fal-ai does not accept audio of type ${audio.type} (${name}); supported types: ${supported}.`
				: `${name} has no media type, which fal-ai needs: pass a Blob typed as one of ${supported}.`,
		);
	}
	return `data:${type};base64,${base64FromBytes(audio.bytes)}`;
}

function imageUrl(args: Record<string, unknown>): string {
	return mediaUrl(mediaOf(args), mediaName(args), "image/png");
}

/** A LoRA adapter from the hub, which fal downloads from the adapter repository's weights file. */
function loras(ctx: RequestContext, withBaseModel = false): Record<string, unknown> {
	const mapping = ctx.mapping;
	if (mapping?.adapter !== "lora" || !mapping.adapterWeightsPath) return {};
	return {
		loras: [
			{
				path: `${DEFAULT_HUB_URL}/${encodeIdPath(mapping.hfModelId)}/resolve/main/${encodeIdPath(mapping.adapterWeightsPath)}`,
				scale: 1,
			},
		],
		// fal's generic LoRA app needs to be told which base model the adapter was trained on.
		...(withBaseModel && mapping.providerId === "fal-ai/lora"
			? { model_name: "stabilityai/stable-diffusion-xl-base-1.0" }
			: {}),
	};
}

const promptBody = (ctx: RequestContext) => ({ ...flatArgs(ctx.args), prompt: ctx.args.inputs });

/**
 * Some fal apps serve the image+text variant one segment deeper than the text-only one
 * (`…/flux-2/edit` and `…/flux-2`); an image-less call goes one segment up. Only on direct calls:
 * through the router the path is the mapped id, which the router must recognise.
 */
function textOnlyEndpoint(ctx: RequestContext): string | undefined {
	if (ctx.routed || ctx.args.inputs !== undefined) return undefined;
	return `${ctx.baseUrl}/${encodeIdPath(ctx.model.split("/").slice(0, -1).join("/"))}`;
}

export type FileKind = "images" | "video" | "audio" | "audioFile" | "mask";

const AUDIO_EXPECTED = "{audio: {url: string}} or {audio_file: {url: string}}";

/**
 * Where each kind of result holds its file's link (the first place that has one; apps name audio
 * either way, the task's usual name first), and the type fal makes it in by default.
 */
export const FILES: Record<FileKind, { at: FieldPath[]; type: string; expected: string }> = {
	images: { at: [["images", 0, "url"]], type: "image/jpeg", expected: "{images: Array<{url: string}>}" },
	video: { at: [["video", "url"]], type: "video/mp4", expected: "{video: {url: string}}" },
	audio: {
		at: [
			["audio", "url"],
			["audio_file", "url"],
		],
		type: "audio/wav",
		expected: AUDIO_EXPECTED,
	},
	audioFile: {
		at: [
			["audio_file", "url"],
			["audio", "url"],
		],
		type: "audio/wav",
		expected: AUDIO_EXPECTED,
	},
	mask: { at: [["image", "url"]], type: "image/png", expected: "{image: {url: string}}" },
};

/** Where code written for a reader finds the file: the kind's usual place. */
function fileMedia(kind: FileKind): MediaRecipe {
	const { at, type } = FILES[kind];
	return { in: "link", path: at[0] as FieldPath, type };
}

export const falTextToImage = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "text-to-image",
	media: fileMedia("images"),
	body: (ctx) => ({ ...promptBody(ctx), ...loras(ctx, true) }),
});

export const falImageToImage = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "image-to-image",
	media: fileMedia("images"),
	body(ctx) {
		const image = imageUrl(ctx.args);
		// Most apps read `image_url`; newer ones (FLUX.2) read the list.
		return { ...flatArgs(ctx.args), image_url: image, image_urls: [image], ...loras(ctx) };
	},
});

export const falImageTextToImage = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "image-text-to-image",
	media: fileMedia("images"),
	url: textOnlyEndpoint,
	body(ctx) {
		const image = ctx.args.inputs !== undefined ? imageUrl(ctx.args) : undefined;
		return {
			...flatArgs(ctx.args),
			...(image !== undefined ? { image_url: image, image_urls: [image] } : {}),
			...loras(ctx),
		};
	},
});

export const falTextToVideo = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "text-to-video",
	media: fileMedia("video"),
	body: (ctx) => ({ ...promptBody(ctx), ...loras(ctx) }),
});

export const falImageToVideo = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "image-to-video",
	media: fileMedia("video"),
	body: (ctx) => ({ ...flatArgs(ctx.args), image_url: imageUrl(ctx.args), ...loras(ctx) }),
});

export const falImageTextToVideo = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "image-text-to-video",
	media: fileMedia("video"),
	url: textOnlyEndpoint,
	body: (ctx) => ({
		...flatArgs(ctx.args),
		...(ctx.args.inputs !== undefined ? { image_url: imageUrl(ctx.args) } : {}),
		...loras(ctx),
	}),
});

export const falTextToAudio = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "text-to-audio",
	media: fileMedia("audioFile"),
	body: promptBody,
});

export const falAudioToAudio = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "audio-to-audio",
	media: fileMedia("audio"),
	body: (ctx) => ({ ...flatArgs(ctx.args), audio_url: audioUrl(ctx.args) }),
	acceptedMediaTypes: ACCEPTED_AUDIO_TYPES,
});

export const falImageSegmentation = /* @__PURE__ */ queuedJob(FAL.provider, {
	task: "image-segmentation",
	media: fileMedia("mask"),
	body: (ctx) => ({ ...flatArgs(ctx.args), image_url: imageUrl(ctx.args), sync_mode: true }),
});

export const falAutomaticSpeechRecognition = /* @__PURE__ */ jsonCall({
	provider: "fal-ai",
	task: "automatic-speech-recognition",
	directAuthScheme: "Key",
	acceptedMediaTypes: ACCEPTED_AUDIO_TYPES,
	route: (ctx) => encodeIdPath(ctx.model),
	// Unlike the queued tasks, `parameters` stays nested here: that is the request the hub's own
	// client sends, and both clients must put the same request on the wire.
	body: ({ args }) => {
		const { inputs: _inputs, data: _data, ...rest } = args;
		return { ...rest, audio_url: audioUrl(args) };
	},
});

export const falTextToSpeech = /* @__PURE__ */ jsonCall({
	provider: "fal-ai",
	task: "text-to-speech",
	directAuthScheme: "Key",
	route: (ctx) => encodeIdPath(ctx.model),
	body: ({ args }) => ({ ...flatArgs(args), text: args.inputs }),
	answer: { media: fileMedia("audio") },
});

export const falAi = {
	id: FAL.provider,
	label: LABEL,
	hubOrg: "fal",
	baseUrl: "https://fal.run",
	extraHosts: { queue: "https://queue.fal.run" },
	routed: true,
	keyEnvVar: "FAL_AI_API_KEY",
	tasks: {
		"audio-to-audio": falAudioToAudio,
		"automatic-speech-recognition": falAutomaticSpeechRecognition,
		"image-segmentation": falImageSegmentation,
		"image-text-to-image": falImageTextToImage,
		"image-text-to-video": falImageTextToVideo,
		"image-to-image": falImageToImage,
		"image-to-video": falImageToVideo,
		"text-to-audio": falTextToAudio,
		"text-to-image": falTextToImage,
		"text-to-speech": falTextToSpeech,
		"text-to-video": falTextToVideo,
	},
} as const satisfies ProviderModule;

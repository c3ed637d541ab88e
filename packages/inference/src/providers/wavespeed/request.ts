import { InferenceClientInputError } from "../../errors/errors.js";
import type { InferenceTask } from "../../inference-tasks.js";
import { base64FromBytes } from "../../utils/base64.js";
import { isBinaryData } from "../../utils/binary.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { RequestContext } from "../helper.js";
import type { ProviderModule } from "../provider-module.js";
import { otherArgs, parametersOf } from "../shapes/media.js";
import { type JobPlan, polledJob } from "../shapes/polled-job.js";

// WaveSpeed runs every task as a job: `api/v3/{model}` submits it and answers with the URL of its
// result, polled until the job completes. Images travel as bare base64 (no data-URL prefix).

/** Its name in messages, as its module below and its answers give it. */
export const LABEL = "WaveSpeed AI";

// The image models require an image; a fully transparent 1x1 PNG stands in when the caller gives
// none, so the prompt alone drives the generation.
const TRANSPARENT_PIXEL_PNG =
	"iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

/** The LoRA is the mapped hub repository itself, which WaveSpeed fetches by id. */
function loras(ctx: RequestContext): Record<string, unknown> {
	return ctx.mapping?.adapter === "lora" ? { loras: [{ path: ctx.mapping.hfModelId, scale: 1 }] } : {};
}

/** Parameters without `images`, which only feeds the image list. */
function parameters(ctx: RequestContext): Record<string, unknown> {
	const { images: _images, ...rest } = parametersOf(ctx.args);
	return rest;
}

function promptBody(ctx: RequestContext): Record<string, unknown> {
	return { ...otherArgs(ctx.args), ...parameters(ctx), prompt: ctx.args.inputs, ...loras(ctx) };
}

function imageBase64(value: unknown, optional: boolean): string {
	if (value === undefined && optional) return TRANSPARENT_PIXEL_PNG;
	if (typeof value === "string") return value;
	if (isBinaryData(value)) return base64FromBytes(value.bytes);
	throw new InferenceClientInputError("inputs must be a Blob, an ArrayBuffer, a Uint8Array or a URL string.");
}

/** An image task's body: the image as `image` and, unless the caller lists several, as `images`. */
/* @__NO_SIDE_EFFECTS__ */
function imageBody(optionalImage: boolean) {
	return (ctx: RequestContext): Record<string, unknown> => {
		const image = imageBase64(ctx.args.inputs, optionalImage);
		const listed = ctx.args.images ?? parametersOf(ctx.args).images;
		const images =
			Array.isArray(listed) && listed.every((item) => typeof item === "string") ? listed : [image];
		const { prompt, ...rest } = parameters(ctx);
		return { ...otherArgs(ctx.args), image, images, ...rest, prompt, ...loras(ctx) };
	};
}

/** A WaveSpeed task: polled on the link its submission gives, every 500 ms, until it completes. */
export const JOB: JobPlan = {
	status: { link: ["data", "urls", "get"] },
	field: ["data", "status"],
	done: ["completed"],
	failed: ["failed"],
	intervalMs: 500,
};

/* @__NO_SIDE_EFFECTS__ */
function wavespeedJob(
	task: InferenceTask,
	body: (ctx: RequestContext) => Record<string, unknown>,
	type: "image/jpeg" | "video/mp4",
) {
	return polledJob({
		provider: "wavespeed",
		task,
		route: (ctx) => `api/v3/${encodeIdPath(ctx.model)}`,
		body,
		job: JOB,
		media: { in: "link", path: ["data", "outputs", 0], type },
	});
}

export const wavespeedTextToImage = /* @__PURE__ */ wavespeedJob("text-to-image", promptBody, "image/jpeg");

export const wavespeedTextToVideo = /* @__PURE__ */ wavespeedJob("text-to-video", promptBody, "video/mp4");

export const wavespeedImageToImage = /* @__PURE__ */ wavespeedJob(
	"image-to-image",
	imageBody(false),
	"image/jpeg",
);

export const wavespeedImageToVideo = /* @__PURE__ */ wavespeedJob(
	"image-to-video",
	imageBody(false),
	"video/mp4",
);

export const wavespeedImageTextToImage = /* @__PURE__ */ wavespeedJob(
	"image-text-to-image",
	imageBody(true),
	"image/jpeg",
);

export const wavespeedImageTextToVideo = /* @__PURE__ */ wavespeedJob(
	"image-text-to-video",
	imageBody(true),
	"video/mp4",
);

export const wavespeed = {
	id: "wavespeed",
	label: LABEL,
	hubOrg: "wavespeed",
	baseUrl: "https://api.wavespeed.ai",
	routed: true,
	keyEnvVar: "WAVESPEED_API_KEY",
	tasks: {
		"image-text-to-image": wavespeedImageTextToImage,
		"image-text-to-video": wavespeedImageTextToVideo,
		"image-to-image": wavespeedImageToImage,
		"image-to-video": wavespeedImageToVideo,
		"text-to-image": wavespeedTextToImage,
		"text-to-video": wavespeedTextToVideo,
	},
} as const satisfies ProviderModule;

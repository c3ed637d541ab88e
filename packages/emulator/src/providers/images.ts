import { seedOf, timeOf } from "../answers/seed.js";
import type { Issue } from "../errors/emulator-error.js";
import { mediaUrl } from "../media/files.js";
import { imageBytes } from "../media/render.js";
import { jsonReply } from "../server/reply.js";
import { badValue, checkFields, type FieldRule, isObject, missing } from "../validation/fields.js";
import { isImageRef } from "../validation/media-refs.js";
import { check, jsonBody, type RouteHandler, resolveModel, text } from "./call.js";
import { imageSize } from "./media-answers.js";

/** OpenAI-style image generation (`v1/images/generations`) as Together, Nscale and DeepInfra serve it. */

export interface ImagesFlavour {
	/** The `response_format` values the provider accepts; the first is its default. */
	formats: readonly string[];
	/** Which of them asks for base64 rather than a URL. */
	base64Format: string;
	tasks: readonly string[];
	/** Together's answer carries an id, the model and `object: "list"`; the others carry `created`. */
	together?: boolean;
}

const RULES: FieldRule[] = [
	{ key: "model", kind: "string", required: true, nonEmpty: true },
	{ key: "prompt", kind: "string", required: true },
	{ key: "n", kind: "integer", min: 1, max: 4 },
	{ key: "steps", kind: "integer", min: 1, max: 100 },
	{ key: "width", kind: "integer", min: 64, max: 2048 },
	{ key: "height", kind: "integer", min: 64, max: 2048 },
];

function referenceImage(body: Record<string, unknown>): Issue[] {
	if (body.image_url !== undefined)
		return isImageRef(body.image_url)
			? []
			: [badValue(["image_url"], "expected an image data URL or an http(s) URL.")];
	const refs = body.reference_images;
	if (refs === undefined) return [missing(["image_url"])];
	return Array.isArray(refs) && refs.length > 0 && refs.every(isImageRef)
		? []
		: [badValue(["reference_images"], "expected image data URLs or http(s) URLs.")];
}

export function imagesRoute(flavour: ImagesFlavour): RouteHandler {
	const rules: FieldRule[] = [...RULES, { key: "response_format", kind: "string", oneOf: flavour.formats }];
	return (call) => {
		const body = jsonBody(call);
		check(call, checkFields(body, rules));
		const model = text(body, "model");
		const { mapping } = resolveModel(call, model, flavour.tasks);
		const editing = mapping.task === "image-to-image";
		check(call, [
			...(editing ? referenceImage(body) : []),
			...(!editing && text(body, "prompt").trim() === "" ? [badValue(["prompt"], "must not be empty.")] : []),
		]);
		const { width, height } = imageSize(isObject(body) ? body : {});
		const base64 = (body.response_format ?? flavour.formats[0]) === flavour.base64Format;
		const count = typeof body.n === "number" ? body.n : 1;
		const data = Array.from({ length: count }, (_, index) => {
			const seed = seedOf("images", model, JSON.stringify(body), String(index));
			return base64
				? { index, b64_json: imageBytes(seed, width, height, "jpg").toString("base64") }
				: { index, url: mediaUrl(call.ctx.origin, { kind: "image", seed, width, height, format: "jpg" }) };
		});
		const seed = seedOf("images", model, JSON.stringify(body));
		return jsonReply(
			200,
			flavour.together ? { id: `img-${seed}`, model, object: "list", data } : { created: timeOf(seed), data },
		);
	};
}

import { transcribe } from "../answers/audio.js";
import { random, seedOf, uuidOf } from "../answers/seed.js";
import type { Issue } from "../errors/emulator-error.js";
import { EmulatorError } from "../errors/emulator-error.js";
import { type MediaSpec, mediaName, mediaUrl, renderMedia } from "../media/files.js";
import { probeImage } from "../media/probe.js";
import type { Resolved } from "../registry/registry.js";
import { jsonReply, type Reply } from "../server/reply.js";
import { badValue, isObject, missing, requiredText } from "../validation/fields.js";
import { audioRefProblem, isImageRef, parseDataUrl } from "../validation/media-refs.js";
import { check, get, jsonBody, type ProviderCall, post, type Route, resolveModel, text } from "./call.js";
import { createJob, findJob } from "./job-access.js";
import { DEFAULT_SIDE, side, speechMs, videoSpec } from "./media-answers.js";

/**
 * fal: `fal.run/<app>` answers synchronously, `queue.fal.run/<app>` queues a request to poll at
 * `<owner>/<app>/requests/<id>/status` and fetch at `<owner>/<app>/requests/<id>`.
 */

type Body = Record<string, unknown>;

/** The data-URL MIME types fal's decoder maps to a file extension; others are "Unsupported data URL". */
const AUDIO_DATA_MIMES = ["audio/mpeg", "audio/x-wav", "video/webm"];

const IMAGE_PRESETS: Record<string, [number, number]> = {
	square_hd: [1024, 1024],
	square: [512, 512],
	portrait_4_3: [768, 1024],
	portrait_16_9: [576, 1024],
	landscape_4_3: [1024, 768],
	landscape_16_9: [1024, 576],
};

function imageRef(body: Body, key: string, required: boolean): Issue[] {
	const value = body[key];
	if (value === undefined) return required ? [missing([key])] : [];
	return isImageRef(value) ? [] : [badValue([key], "expected an image data URL or an http(s) URL.")];
}

function imageRefs(body: Body): Issue[] {
	if (body.image_url !== undefined) return imageRef(body, "image_url", true);
	if (Array.isArray(body.image_urls) && body.image_urls.length > 0) {
		return body.image_urls.every(isImageRef)
			? []
			: [badValue(["image_urls"], "expected image data URLs or http(s) URLs.")];
	}
	return [missing(["image_url"])];
}

function audioRef(body: Body): Issue[] {
	if (body.audio_url === undefined) return [missing(["audio_url"])];
	const problem = audioRefProblem(body.audio_url, AUDIO_DATA_MIMES);
	return problem ? [badValue(["audio_url"], problem)] : [];
}

function loras(body: Body): Issue[] {
	if (body.loras === undefined) return [];
	const ok =
		Array.isArray(body.loras) &&
		body.loras.every(
			(lora) =>
				isObject(lora) &&
				typeof lora.path === "string" &&
				(lora.scale === undefined || typeof lora.scale === "number"),
		);
	return ok ? [] : [badValue(["loras"], "expected an array of {path: string, scale?: number}.")];
}

function outputSize(body: Body): { width: number; height: number } {
	const size = body.image_size;
	if (typeof size === "string" && IMAGE_PRESETS[size]) {
		const [width, height] = IMAGE_PRESETS[size];
		return { width, height };
	}
	if (isObject(size)) return { width: side(size.width), height: side(size.height) };
	const source = typeof body.image_url === "string" ? parseDataUrl(body.image_url) : undefined;
	const probe = source ? probeImage(source.bytes) : undefined;
	return { width: side(probe?.width, DEFAULT_SIDE), height: side(probe?.height, DEFAULT_SIDE) };
}

interface FileDescription {
	url: string;
	content_type: string;
	file_name: string;
	file_size: number;
}

function file(origin: string, spec: MediaSpec): FileDescription {
	const { contentType, body } = renderMedia(spec);
	return {
		url: mediaUrl(origin, spec),
		content_type: contentType,
		file_name: mediaName(spec),
		file_size: body.length,
	};
}

function imagesResult(origin: string, body: Body, seed: string): Body {
	const { width, height } = outputSize(body);
	const count = typeof body.num_images === "number" ? Math.min(4, Math.max(1, body.num_images)) : 1;
	const images = Array.from({ length: count }, (_, i) => {
		const spec: MediaSpec = { kind: "image", seed: seedOf(seed, String(i)), width, height, format: "jpg" };
		return { url: mediaUrl(origin, spec), width, height, content_type: "image/jpeg" };
	});
	return {
		images,
		timings: { inference: Math.round(random(seed).next() * 2000) / 1000 + 0.5 },
		seed: typeof body.seed === "number" ? body.seed : Number.parseInt(seed.slice(0, 8), 16),
		has_nsfw_concepts: images.map(() => false),
		prompt: typeof body.prompt === "string" ? body.prompt : "",
	};
}

function videoResult(origin: string, body: Body, seed: string): Body {
	// An image-to-video clip keeps the input image's size.
	const size = typeof body.image_url === "string" ? outputSize(body) : {};
	return { video: file(origin, videoSpec(seed, size)), seed: Number.parseInt(seed.slice(0, 8), 16) };
}

interface FalTask {
	check(body: Body): Issue[];
	result(origin: string, body: Body, seed: string): Body;
}

const TASKS: Record<string, FalTask> = {
	"text-to-image": {
		check: (body) => [...requiredText(body, "prompt"), ...loras(body)],
		result: imagesResult,
	},
	"image-to-image": {
		check: (body) => [...requiredText(body, "prompt"), ...imageRefs(body), ...loras(body)],
		result: imagesResult,
	},
	"image-text-to-image": {
		check: (body) => [
			...requiredText(body, "prompt"),
			...(body.image_url !== undefined || body.image_urls !== undefined ? imageRefs(body) : []),
		],
		result: imagesResult,
	},
	"text-to-video": {
		check: (body) => [...requiredText(body, "prompt"), ...loras(body)],
		result: videoResult,
	},
	"image-to-video": {
		check: (body) => imageRef(body, "image_url", true),
		result: videoResult,
	},
	"image-text-to-video": {
		check: (body) => [...requiredText(body, "prompt"), ...imageRef(body, "image_url", false)],
		result: videoResult,
	},
	"text-to-audio": {
		check: (body) => requiredText(body, "prompt"),
		result: (origin, _body, seed) => ({
			audio_file: file(origin, { kind: "audio", seed, durationMs: 3000, format: "wav" }),
		}),
	},
	"text-to-speech": {
		check: (body) => requiredText(body, "text"),
		result: (origin, body, seed) => ({
			audio: file(origin, { kind: "audio", seed, durationMs: speechMs(text(body, "text")), format: "wav" }),
		}),
	},
	"audio-to-audio": {
		check: audioRef,
		result: (origin, _body, seed) => ({
			audio: file(origin, { kind: "audio", seed, durationMs: 2000, format: "wav" }),
		}),
	},
	"automatic-speech-recognition": {
		check: audioRef,
		result: (_origin, body) => {
			const audio = parseDataUrl(text(body, "audio_url"))?.bytes ?? Buffer.from(text(body, "audio_url"));
			const { text: transcript, chunks } = transcribe(audio);
			return { text: transcript, chunks };
		},
	},
	"image-segmentation": {
		check: (body) => imageRef(body, "image_url", true),
		result: (origin, body, seed) => {
			const { width, height } = outputSize(body);
			return {
				image: { ...file(origin, { kind: "mask", seed, width, height, format: "png" }), width, height },
			};
		},
	},
};

/**
 * The model a path names. Called directly, an image-text-to-* app may be addressed one segment up
 * (`fal-ai/flux-2` for `fal-ai/flux-2/edit`): fal serves the text-only variant there.
 */
function resolveApp(call: ProviderCall, path: string, hint: string): Resolved {
	const tasks = Object.keys(TASKS);
	if (call.ctx.registry.byProviderId("fal-ai", path).length > 0 || call.surface === "routed") {
		return resolveModel(call, path, tasks, hint);
	}
	const deeper = call.ctx.registry.models
		.flatMap((model) => model.inferenceProviderMapping.map((mapping) => ({ model, mapping })))
		.find(
			({ mapping }) =>
				mapping.provider === "fal-ai" &&
				mapping.providerId.startsWith(`${path}/`) &&
				mapping.task.startsWith("image-text-to-"),
		);
	return deeper ?? resolveModel(call, path, tasks, hint);
}

/** fal answers its queue URLs on its own host, keyed by the first two segments of the app path. */
function queueUrls(app: string, id: string) {
	const response_url = `https://queue.fal.run/${app}/requests/${id}`;
	return { response_url, status_url: `${response_url}/status`, cancel_url: `${response_url}/cancel` };
}

function submit(call: ProviderCall): Reply {
	const path = call.match[1] ?? "";
	const body = jsonBody(call);
	const { mapping } = resolveApp(call, path, JSON.stringify(body.loras ?? ""));
	const task = TASKS[mapping.task];
	if (!task) throw new EmulatorError(400, `fal-ai does not serve ${mapping.task}.`);
	check(call, task.check(body));
	const result = task.result(call.ctx.origin, body, seedOf("fal", path, JSON.stringify(body)));
	if (!call.queue) return jsonReply(200, result);
	const app = path.split("/").slice(0, 2).join("/");
	const job = createJob(call, app, result, uuidOf);
	return jsonReply(200, {
		request_id: job.id,
		status: "IN_QUEUE",
		...queueUrls(app, job.id),
		queue_position: 0,
	});
}

function queueOnly(call: ProviderCall): void {
	if (!call.queue)
		throw new EmulatorError(404, `Application '${call.match[1]}' has no route '${call.route}'.`);
}

const status = (call: ProviderCall): Reply => {
	queueOnly(call);
	const app = call.match[1] ?? "";
	const job = findJob(call, call.match[2] ?? "", app);
	const done = call.ctx.jobs.advance(job);
	return jsonReply(done ? 200 : 202, {
		status: done ? "COMPLETED" : "IN_PROGRESS",
		request_id: job.id,
		...queueUrls(app, job.id),
		logs: null,
		metrics: done ? { inference_time: 1.2 } : {},
	});
};

const result = (call: ProviderCall): Reply => {
	queueOnly(call);
	const job = findJob(call, call.match[2] ?? "", call.match[1] ?? "");
	if (!call.ctx.jobs.isDone(job)) throw new EmulatorError(400, "Request is still in progress");
	return jsonReply(200, job.result);
};

export const falRoutes: Route[] = [
	get(/^([^/]+\/[^/]+)\/requests\/([^/]+)\/status$/, status),
	get(/^([^/]+\/[^/]+)\/requests\/([^/]+)$/, result),
	post(/^(.+)$/, submit),
];

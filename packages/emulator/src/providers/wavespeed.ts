import { hexOf, seedOf } from "../answers/seed.js";
import type { Issue } from "../errors/emulator-error.js";
import type { Job } from "../jobs/job-store.js";
import { mediaUrl } from "../media/files.js";
import { jsonReply, type Reply } from "../server/reply.js";
import { badValue, missing, requiredText } from "../validation/fields.js";
import { decodeImage } from "../validation/media-refs.js";
import { check, get, jsonBody, type ProviderCall, post, type Route, resolveModel } from "./call.js";
import { createJob, findJob, jobCreatedAt } from "./job-access.js";
import { imageSize, videoSpec } from "./media-answers.js";

/**
 * WaveSpeed: `POST api/v3/<model>` answers a task whose `data.urls.get` (on api.wavespeed.ai) is polled,
 * rebased on the prefix the task was created under, until its status is "completed".
 */

type Body = Record<string, unknown>;

/** The client sends the image as plain base64 (not a data URL), or a URL. */
function image(body: Body): Issue[] {
	if (body.image === undefined) return [missing(["image"])];
	return decodeImage(body.image)
		? []
		: [badValue(["image"], "expected a base64-encoded image or an http(s) URL.")];
}

const CHECKS: Record<string, (body: Body) => Issue[]> = {
	"text-to-image": (body) => requiredText(body, "prompt"),
	"text-to-video": (body) => requiredText(body, "prompt"),
	"image-to-image": (body) => [...requiredText(body, "prompt"), ...image(body)],
	"image-to-video": image,
	"image-text-to-image": (body) => [...requiredText(body, "prompt"), ...image(body)],
	"image-text-to-video": (body) => [...requiredText(body, "prompt"), ...image(body)],
};

function task(job: Job, done: boolean): Body {
	return {
		id: job.id,
		model: job.scope,
		outputs: done ? [job.result.output] : [],
		urls: { get: `https://api.wavespeed.ai/api/v3/predictions/${job.id}/result` },
		has_nsfw_contents: done ? [false] : [],
		status: done ? "completed" : job.polls > 0 ? "processing" : "created",
		created_at: new Date(jobCreatedAt(job) * 1000).toISOString(),
		error: "",
		executionTime: done ? 2100 : 0,
		timings: { inference: done ? 2100 : 0 },
	};
}

function create(call: ProviderCall): Reply {
	const providerId = call.match[1] ?? "";
	const body = jsonBody(call);
	const loraHint = Array.isArray(body.loras) ? JSON.stringify(body.loras) : "";
	const { mapping } = resolveModel(call, providerId, Object.keys(CHECKS), loraHint);
	check(call, CHECKS[mapping.task]?.(body) ?? []);
	const seed = seedOf("wavespeed", providerId, JSON.stringify(body));
	const output = mapping.task.endsWith("video")
		? mediaUrl(call.ctx.origin, videoSpec(seed, body))
		: mediaUrl(call.ctx.origin, { kind: "image", seed, ...imageSize(body), format: "jpg" });
	const job = createJob(call, providerId, { output }, (s) => hexOf(32, s));
	return jsonReply(200, { code: 200, message: "success", data: task(job, false) });
}

function result(call: ProviderCall): Reply {
	const job = findJob(call, call.match[1] ?? "");
	return jsonReply(200, { code: 200, message: "success", data: task(job, call.ctx.jobs.advance(job)) });
}

export const wavespeedRoutes: Route[] = [
	get(/^api\/v3\/predictions\/([^/]+)\/result$/, result),
	post(/^api\/v3\/(.+)$/, create),
];

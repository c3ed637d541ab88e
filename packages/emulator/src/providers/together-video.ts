import { seedOf, uuidOf } from "../answers/seed.js";
import type { Issue } from "../errors/emulator-error.js";
import { mediaUrl } from "../media/files.js";
import { jsonReply, type Reply } from "../server/reply.js";
import { badValue, isObject, missing, requiredText, wrongType } from "../validation/fields.js";
import { isImageRef } from "../validation/media-refs.js";
import { check, get, jsonBody, type ProviderCall, post, type Route, resolveModel, text } from "./call.js";
import { createJob, findJob, jobCreatedAt } from "./job-access.js";
import { videoSpec } from "./media-answers.js";

/** Together's asynchronous videos: `POST v2/videos`, then `GET v2/videos/<id>` until completed. */

function frameImages(body: Record<string, unknown>): Issue[] {
	const frames = body.frame_images;
	if (frames === undefined) return [missing(["frame_images"])];
	if (!Array.isArray(frames) || frames.length === 0)
		return [wrongType(["frame_images"], "a non-empty array", frames)];
	return frames.flatMap((frame, i) =>
		isObject(frame) && isImageRef(frame.input_image)
			? []
			: [badValue(["frame_images", i, "input_image"], "expected an image data URL or an http(s) URL.")],
	);
}

function create(call: ProviderCall): Reply {
	const body = jsonBody(call);
	check(call, requiredText(body, "model"));
	const { mapping } = resolveModel(call, text(body, "model"), ["text-to-video", "image-to-video"]);
	check(call, mapping.task === "image-to-video" ? frameImages(body) : requiredText(body, "prompt"));
	const video = mediaUrl(call.ctx.origin, videoSpec(seedOf("together-video", JSON.stringify(body)), body));
	const job = createJob(call, mapping.providerId, { video_url: video }, uuidOf);
	return jsonReply(200, {
		id: job.id,
		object: "video",
		model: mapping.providerId,
		status: "queued",
		created_at: jobCreatedAt(job),
	});
}

function poll(call: ProviderCall): Reply {
	const job = findJob(call, call.match[1] ?? "");
	const done = call.ctx.jobs.advance(job);
	return jsonReply(200, {
		id: job.id,
		object: "video",
		model: job.scope,
		status: done ? "completed" : "in_progress",
		created_at: jobCreatedAt(job),
		...(done
			? { completed_at: jobCreatedAt(job) + 30, outputs: { video_url: job.result.video_url, cost: 0.2 } }
			: {}),
	});
}

export const togetherVideoRoutes: Route[] = [
	post(/^v2\/videos$/, create),
	get(/^v2\/videos\/([^/]+)$/, poll),
];

import { seedOf, uuidOf } from "../answers/seed.js";
import type { Issue } from "../errors/emulator-error.js";
import { EmulatorError } from "../errors/emulator-error.js";
import { mediaUrl } from "../media/files.js";
import { jsonReply, type Reply } from "../server/reply.js";
import { badValue, isObject, missing, requiredText, wrongType } from "../validation/fields.js";
import { isImageRef } from "../validation/media-refs.js";
import { check, get, jsonBody, type ProviderCall, post, type Route, resolveModel, text } from "./call.js";
import { createJob, findJob } from "./job-access.js";
import { videoSpec } from "./media-answers.js";

/**
 * Novita's asynchronous tasks: `POST v3/async/<model>` then `GET v3/async/task-result?task_id=`; MiniMax H3
 * has its own pair, `POST v3/minimax/v2/video_generation` and `GET v3/minimax/v2/query/video_generation/<id>`.
 */

function createTask(call: ProviderCall): Reply {
	const providerId = call.match[1] ?? "";
	const body = jsonBody(call);
	resolveModel(call, providerId, ["text-to-video"]);
	const steps = body.steps;
	check(call, [
		...requiredText(body, "prompt"),
		...(steps !== undefined && !Number.isInteger(steps) ? [wrongType(["steps"], "an integer", steps)] : []),
	]);
	const video = mediaUrl(
		call.ctx.origin,
		videoSpec(seedOf("novita", providerId, JSON.stringify(body)), body),
	);
	return jsonReply(200, { task_id: createJob(call, providerId, { video_url: video }, uuidOf).id });
}

function taskResult(call: ProviderCall): Reply {
	const id = call.ctx.query.get("task_id");
	if (!id)
		throw new EmulatorError(400, "Missing required parameter: 'task_id'.", {
			issues: [missing(["task_id"])],
		});
	const job = findJob(call, id);
	const done = call.ctx.jobs.advance(job);
	return jsonReply(200, {
		task: {
			task_id: job.id,
			task_type: "TXT_TO_VIDEO",
			status: done ? "TASK_STATUS_SUCCEED" : "TASK_STATUS_PROCESSING",
			reason: "",
			eta: done ? 0 : 5,
			progress_percent: done ? 100 : 50,
		},
		images: [],
		videos: done ? [{ video_url: job.result.video_url, video_url_ttl: "3600", video_type: "mp4" }] : [],
		audios: [],
	});
}

function minimaxContent(body: Record<string, unknown>): Issue[] {
	const content = body.content;
	if (content === undefined) return [missing(["content"])];
	if (!Array.isArray(content)) return [wrongType(["content"], "an array", content)];
	const hasPrompt = content.some(
		(part) =>
			isObject(part) && part.type === "text" && typeof part.text === "string" && part.text.trim() !== "",
	);
	const badImage = content.findIndex(
		(part) =>
			isObject(part) &&
			part.type === "image_url" &&
			!(isObject(part.image_url) && isImageRef(part.image_url.url)),
	);
	return [
		...(hasPrompt ? [] : [badValue(["content"], "a text part with the prompt is required.")]),
		...(badImage >= 0
			? [badValue(["content", badImage, "image_url", "url"], "expected an image data URL or an http(s) URL.")]
			: []),
	];
}

function createMinimaxVideo(call: ProviderCall): Reply {
	const body = jsonBody(call);
	check(call, requiredText(body, "model"));
	const { mapping } = resolveModel(call, text(body, "model"), ["image-text-to-video"]);
	check(call, minimaxContent(body));
	const video = mediaUrl(call.ctx.origin, videoSpec(seedOf("minimax", JSON.stringify(body))));
	return jsonReply(200, { task_id: createJob(call, mapping.providerId, { video_url: video }, uuidOf).id });
}

function queryMinimaxVideo(call: ProviderCall): Reply {
	const job = findJob(call, call.match[1] ?? "");
	const done = call.ctx.jobs.advance(job);
	const content = done ? { content: { url: job.result.video_url } } : {};
	return jsonReply(200, { task: { task_id: job.id, status: done ? "succeeded" : "running", ...content } });
}

export const novitaTaskRoutes: Route[] = [
	get(/^v3\/async\/task-result$/, taskResult),
	post(/^v3\/async\/([^/]+)$/, createTask),
	post(/^v3\/minimax\/v2\/video_generation$/, createMinimaxVideo),
	get(/^v3\/minimax\/v2\/query\/video_generation\/([^/]+)$/, queryMinimaxVideo),
];

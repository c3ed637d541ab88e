import { seedOf } from "../answers/seed.js";
import { mediaUrl } from "../media/files.js";
import { jsonReply, type Reply } from "../server/reply.js";
import { badValue, requiredText } from "../validation/fields.js";
import { check, get, jsonBody, type ProviderCall, post, type Route, resolveModel, text } from "./call.js";
import { createJob, findJob } from "./job-access.js";
import { DEFAULT_SIDE, imageSize } from "./media-answers.js";

/** Z.ai image generation: `POST api/paas/v4/async/images/generations`, then `GET api/paas/v4/async-result/<id>`. */

const SIZE = /^(\d+)x(\d+)$/;

function outputSize(size: unknown): { width: number; height: number } {
	const match = typeof size === "string" ? SIZE.exec(size) : null;
	if (!match) return { width: DEFAULT_SIDE, height: DEFAULT_SIDE };
	return imageSize({ width: Number(match[1]), height: Number(match[2]) });
}

function create(call: ProviderCall): Reply {
	const body = jsonBody(call);
	check(call, requiredText(body, "model"));
	const { mapping } = resolveModel(call, text(body, "model"), ["text-to-image"]);
	check(call, [
		...requiredText(body, "prompt"),
		...(body.size !== undefined && !SIZE.test(String(body.size))
			? [badValue(["size"], "expected '<width>x<height>'.")]
			: []),
	]);
	const url = mediaUrl(call.ctx.origin, {
		kind: "image",
		seed: seedOf("zai", JSON.stringify(body)),
		...outputSize(body.size),
		format: "png",
	});
	const job = createJob(
		call,
		mapping.providerId,
		{ url },
		(s) => `${Number.parseInt(s.slice(0, 12), 16)}-${s.slice(12)}`,
	);
	return jsonReply(200, {
		model: mapping.providerId,
		id: job.id,
		request_id: `req-${job.id}`,
		task_status: "PROCESSING",
	});
}

function result(call: ProviderCall): Reply {
	const job = findJob(call, call.match[1] ?? "");
	const done = call.ctx.jobs.advance(job);
	return jsonReply(200, {
		model: job.scope,
		id: job.id,
		request_id: `req-${job.id}`,
		task_status: done ? "SUCCESS" : "PROCESSING",
		...(done ? { image_result: [{ url: job.result.url }] } : {}),
	});
}

export const zaiImageRoutes: Route[] = [
	post(/^api\/paas\/v4\/async\/images\/generations$/, create),
	get(/^api\/paas\/v4\/async-result\/([^/]+)$/, result),
];

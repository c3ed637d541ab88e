import { transcribe, transcriptSegments } from "../answers/audio.js";
import { hexOf, seedOf } from "../answers/seed.js";
import type { Issue } from "../errors/emulator-error.js";
import { EmulatorError } from "../errors/emulator-error.js";
import type { Job } from "../jobs/job-store.js";
import { mediaUrl } from "../media/files.js";
import type { Resolved } from "../registry/registry.js";
import { header } from "../server/context.js";
import { jsonReply, type Reply } from "../server/reply.js";
import { badValue, isObject, missing, requiredText, wrongType } from "../validation/fields.js";
import { audioRefProblem, isHttpUrl, isImageRef, parseDataUrl } from "../validation/media-refs.js";
import { check, get, invalid, jsonBody, type ProviderCall, post, type Route, resolveModel } from "./call.js";
import { createJob, findJob, jobCreatedAt } from "./job-access.js";
import { imageSize, speechMs, videoSpec } from "./media-answers.js";

/**
 * Replicate predictions: `POST /v1/models/<owner>/<name>/predictions`, or `POST /v1/predictions` with a
 * `version`. With `Prefer: wait` the answer is the finished prediction; without it, a "starting" one to
 * poll at `GET /v1/predictions/<id>`.
 */

type Body = Record<string, unknown>;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

function predictionId(seed: string): string {
	return [...hexOf(52, seed).matchAll(/../g)]
		.map(([pair]) => BASE32[Number.parseInt(pair, 16) % 32])
		.join("");
}

function inputText(input: Body, key: string): Issue[] {
	return requiredText(input, key, ["input", key]);
}

function loraWeights(input: Body): Issue[] {
	const value = input.lora_weights;
	return value === undefined || (typeof value === "string" && isHttpUrl(value))
		? []
		: [badValue(["input", "lora_weights"], "expected an http(s) URL.")];
}

interface ReplicateTask {
	check(input: Body): Issue[];
	output(origin: string, input: Body, seed: string): unknown;
}

const TASKS: Record<string, ReplicateTask> = {
	"text-to-image": {
		check: (input) => [...inputText(input, "prompt"), ...loraWeights(input)],
		output: (origin, input, seed) => {
			const format = input.output_format === "png" ? "png" : "jpg";
			const count = typeof input.num_outputs === "number" ? Math.min(4, Math.max(1, input.num_outputs)) : 1;
			const { width, height } = imageSize(input);
			return Array.from({ length: count }, (_, i) =>
				mediaUrl(origin, { kind: "image", seed: seedOf(seed, String(i)), width, height, format }),
			);
		},
	},
	"image-to-image": {
		check: (input) => {
			const image = ["input_image", "image", "input_images", "images"]
				.map((key) => input[key])
				.find((v) => v !== undefined);
			const first = Array.isArray(image) ? image[0] : image;
			return [
				...inputText(input, "prompt"),
				...(image === undefined ? [missing(["input", "input_image"])] : []),
				...(image !== undefined && !isImageRef(first)
					? [badValue(["input", "input_image"], "expected an image data URL or an http(s) URL.")]
					: []),
				...loraWeights(input),
			];
		},
		output: (origin, input, seed) =>
			mediaUrl(origin, { kind: "image", seed, ...imageSize(input), format: "jpg" }),
	},
	"text-to-speech": {
		check: (input) => inputText(input, "text"),
		output: (origin, input, seed) =>
			mediaUrl(origin, { kind: "audio", seed, durationMs: speechMs(String(input.text)), format: "wav" }),
	},
	"text-to-video": {
		check: (input) => inputText(input, "prompt"),
		output: (origin, input, seed) => mediaUrl(origin, videoSpec(seed, input)),
	},
	"automatic-speech-recognition": {
		check: (input) => {
			if (input.audio === undefined) return [missing(["input", "audio"])];
			const problem = audioRefProblem(input.audio);
			return problem ? [badValue(["input", "audio"], problem)] : [];
		},
		output: (_origin, input) => {
			const audio = parseDataUrl(String(input.audio))?.bytes ?? Buffer.from(String(input.audio));
			const { text, chunks } = transcribe(audio);
			return {
				transcription: text,
				segments: transcriptSegments(chunks),
				detected_language: "english",
				translation: null,
				txt_file: null,
				srt_file: null,
			};
		},
	},
};

function resolveVersion(call: ProviderCall, version: unknown): Resolved {
	if (typeof version !== "string" || version === "") {
		throw new EmulatorError(422, "version is required", { issues: [missing(["version"])] });
	}
	const found = call.ctx.registry.models
		.flatMap((model) => model.inferenceProviderMapping.map((mapping) => ({ model, mapping })))
		.find(({ mapping }) => mapping.provider === "replicate" && mapping.providerId.split(":")[1] === version);
	if (!found) throw new EmulatorError(422, `Invalid version or not permitted: ${version}`, { router: true });
	return found;
}

function timestamp(unixSeconds: number): string {
	return new Date(unixSeconds * 1000).toISOString();
}

function prediction(job: Job, done: boolean): Body {
	const { model, version, input, output } = job.result as {
		model: string;
		version: string;
		input: Body;
		output: unknown;
	};
	const createdSecond = jobCreatedAt(job);
	const api = `https://api.replicate.com/v1/predictions/${job.id}`;
	return {
		id: job.id,
		model,
		version,
		input,
		logs: "",
		output: done ? output : null,
		data_removed: false,
		error: null,
		status: done ? "succeeded" : job.polls > 0 ? "processing" : "starting",
		created_at: timestamp(createdSecond),
		started_at: done ? timestamp(createdSecond + 1) : null,
		completed_at: done ? timestamp(createdSecond + 3) : null,
		urls: {
			cancel: `${api}/cancel`,
			get: api,
			stream: `https://stream.replicate.com/v1/files/${job.id}`,
			web: `https://replicate.com/p/${job.id}`,
		},
		metrics: done ? { predict_time: 2.1 } : {},
	};
}

function create(call: ProviderCall, resolved: () => Resolved, body: Body): Reply {
	const { mapping } = resolved();
	const input = body.input;
	if (!isObject(input)) {
		throw invalid(call, [
			input === undefined ? missing(["input"]) : wrongType(["input"], "an object", input),
		]);
	}
	const task = TASKS[mapping.task];
	if (!task) throw new EmulatorError(400, `replicate does not serve ${mapping.task}.`);
	check(call, task.check(input));
	const [model = "", version = "hidden"] = mapping.providerId.split(":");
	const output = task.output(
		call.ctx.origin,
		input,
		seedOf("replicate", mapping.providerId, JSON.stringify(input)),
	);
	const job = createJob(call, model, { model, version, input, output }, predictionId);
	const wait = /^wait\b/i.test(header(call.ctx, "prefer") ?? "");
	if (wait) call.ctx.jobs.finish(job);
	return jsonReply(201, prediction(job, wait && call.ctx.jobs.isDone(job)));
}

export const replicateRoutes: Route[] = [
	post(/^v1\/models\/([^/]+\/[^/]+)\/predictions$/, (call) => {
		const body = jsonBody(call);
		return create(
			call,
			() =>
				resolveModel(
					call,
					call.match[1] ?? "",
					Object.keys(TASKS),
					String(isObject(body.input) ? body.input.lora_weights : ""),
				),
			body,
		);
	}),
	post(/^v1\/predictions$/, (call) => {
		const body = jsonBody(call);
		return create(call, () => resolveVersion(call, body.version), body);
	}),
	get(/^v1\/predictions\/([a-z0-9]+)$/, (call) => {
		const job = findJob(call, call.match[1] ?? "");
		return jsonReply(200, prediction(job, call.ctx.jobs.advance(job)));
	}),
];

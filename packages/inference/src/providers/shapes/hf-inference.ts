import { InferenceClientInputError } from "../../errors/errors.js";
import type { InferenceTask } from "../../inference-tasks.js";
import { base64FromBytes } from "../../utils/base64.js";
import { type BinaryData, isBinaryData, requireBinary } from "../../utils/binary.js";
import { withoutTrailingSlash } from "../../utils/urls.js";
import { encodeIdPath } from "../../validation/ids.js";
import type { AnswerRecipe, Payload, RequestContext, RequestHelper } from "../helper.js";

/** How a task's inputs travel to the hosted pipelines. */
export type HostedBody =
	/** the arguments as JSON */
	| "json"
	/**
	 * the audio or image bytes as the body when the call has no parameters (raw bytes cannot carry
	 * them), else JSON with the media base64-encoded in `inputs` beside `parameters`
	 */
	| "media"
	/** the image as base64 in `inputs` */
	| "base64"
	/** `inputs: {image: base64}` (zero-shot image classification) */
	| "image-object"
	/** `inputs: {image: base64, question}` (document and visual question answering) */
	| "image-question";

export interface HostedSpec {
	body?: HostedBody;
	/** Why the call cannot be made as asked, if it cannot (checked before anything is sent). */
	refuse?(ctx: RequestContext): string | undefined;
	answer?: AnswerRecipe;
}

const PIPELINE_ROUTE_TASKS: readonly InferenceTask[] = ["feature-extraction", "sentence-similarity"];

function binaryOf(args: Record<string, unknown>): BinaryData | undefined {
	const value = args.inputs ?? args.data;
	return isBinaryData(value) ? value : undefined;
}

function withoutBinary(args: Record<string, unknown>): Record<string, unknown> {
	const { data: _legacy, ...rest } = args;
	return rest;
}

/** An image or sound as base64: bytes are encoded, a string is taken to be base64 already. */
function mediaBase64(value: unknown, name: string): string {
	if (typeof value === "string") return value;
	return base64FromBytes(requireBinary(value, name).bytes);
}

/** Parameters that say something: an empty set (or one of undefined values) would be lost in JSON anyway. */
function hasParameters(parameters: unknown): boolean {
	if (parameters === undefined || parameters === null) return false;
	if (typeof parameters !== "object" || Array.isArray(parameters)) return true;
	return Object.values(parameters).some((value) => value !== undefined);
}

function hostedPayload(body: HostedBody, args: Record<string, unknown>): Payload {
	switch (body) {
		case "media": {
			const binary = binaryOf(args);
			if (binary && !hasParameters(args.parameters)) return { kind: "binary", data: binary };
			return {
				kind: "json",
				value: { ...withoutBinary(args), inputs: mediaBase64(args.inputs ?? args.data, "inputs") },
			};
		}
		case "base64":
			return {
				kind: "json",
				value: { ...withoutBinary(args), inputs: mediaBase64(args.inputs ?? args.data, "inputs") },
			};
		case "image-object": {
			const { image: legacy, ...rest } = args;
			const source =
				isBinaryData(args.inputs) || typeof args.inputs === "string"
					? args.inputs
					: ((args.inputs as { image?: unknown } | undefined)?.image ?? legacy);
			return { kind: "json", value: { ...rest, inputs: { image: mediaBase64(source, "inputs") } } };
		}
		case "image-question": {
			const inputs = args.inputs as { image?: unknown; question?: unknown } | undefined;
			if (!inputs || typeof inputs.question !== "string") {
				throw new InferenceClientInputError("inputs must be {image, question} with question a string.");
			}
			return {
				kind: "json",
				value: {
					...args,
					inputs: { question: inputs.question, image: mediaBase64(inputs.image, "inputs.image") },
				},
			};
		}
		default:
			return { kind: "json", value: args };
	}
}

/**
 * A task on the hub's hosted pipelines: `{router}/{provider}/models/{id}`. The answer is checked
 * against the task's specification by `hostedAnswer`.
 */
/* @__NO_SIDE_EFFECTS__ */
export function hosted(provider: string, task: InferenceTask, spec: HostedSpec = {}): RequestHelper {
	return {
		provider,
		task,
		url: (ctx) => ctx.endpointUrl,
		route: (ctx) =>
			PIPELINE_ROUTE_TASKS.includes(task)
				? `models/${encodeIdPath(ctx.model)}/pipeline/${task}`
				: `models/${encodeIdPath(ctx.model)}`,
		payload(ctx) {
			const refusal = spec.refuse?.(ctx);
			if (refusal) throw new InferenceClientInputError(refusal);
			return hostedPayload(spec.body ?? "json", ctx.args);
		},
		...(spec.answer ? { answer: spec.answer } : {}),
	};
}

/**
 * hf-inference's OpenAI-compatible routes (`/v1/chat/completions`, `/v1/completions`). An endpoint
 * URL is normalised so that `…`, `…/v1` and `…/v1/chat/completions` all reach the same place.
 */
export function hostedOpenAIUrl(ctx: RequestContext, suffix: "chat/completions" | "completions"): string {
	const base = withoutTrailingSlash(
		ctx.endpointUrl?.trim() ?? `${ctx.baseUrl}/models/${encodeIdPath(ctx.model)}`,
	);
	if (base.endsWith(`/${suffix}`)) return base;
	return base.endsWith("/v1") ? `${base}/${suffix}` : `${base}/v1/${suffix}`;
}

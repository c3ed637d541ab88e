import type { ImageProbe } from "../../media/probe.js";
import { jsonReply, type Reply } from "../../server/reply.js";
import type { SeedModel } from "../../types.js";
import type { BinaryKind } from "../../validation/binary-body.js";
import type { ProviderCall } from "../call.js";

/** What an hf-inference pipeline is: which body it takes and how it answers. */

export type Body = Record<string, unknown>;

export interface PipelineInput {
	call: ProviderCall;
	model: SeedModel;
	/** The JSON body, for JSON requests (empty for binary ones). */
	body: Body;
	parameters: Body;
	/** Raw audio or image bytes: the binary body, or the media decoded from JSON. */
	bytes: Buffer;
	image?: ImageProbe;
}

export interface Pipeline {
	/**
	 * json: a JSON body; audio/image: raw bytes without parameters, or (sent as application/json)
	 * the media base64-encoded in `inputs` beside `parameters`.
	 */
	body: "json" | BinaryKind;
	answer(input: PipelineInput): Reply;
}

/** One answer per input when `inputs` is an array, a single answer otherwise. */
export function each<T>(inputs: unknown, one: (text: string) => T): T | T[] {
	return Array.isArray(inputs) ? inputs.map((text) => one(String(text))) : one(String(inputs));
}

export function topK(parameters: Body, fallback?: number): number | undefined {
	return typeof parameters.top_k === "number" ? parameters.top_k : fallback;
}

/** `parameters.generation_parameters`, or none. */
export function generationParameters(parameters: Body): Body {
	const nested = parameters.generation_parameters;
	return typeof nested === "object" && nested !== null && !Array.isArray(nested) ? (nested as Body) : {};
}

/** Sigmoid (or raw) scores rate each label on its own; softmax, the default, makes them sum to one. */
export function independentScores(parameters: Body): boolean {
	return parameters.function_to_apply === "sigmoid" || parameters.function_to_apply === "none";
}

export function json(value: unknown): Reply {
	return jsonReply(200, value);
}

/** `candidate_labels` as a list; transformers also splits a comma-separated string. */
export function candidateLabels(parameters: Body): string[] {
	const labels = parameters.candidate_labels;
	return typeof labels === "string" ? labels.split(",").map((label) => label.trim()) : (labels as string[]);
}

/** The size of an input image, or a typical photo's when it could not be read (a URL). */
export function sizeOf(image: ImageProbe | undefined): { width: number; height: number } {
	return { width: image?.width ?? 640, height: image?.height ?? 480 };
}

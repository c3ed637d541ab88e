import { InferenceClientInputError } from "../../errors/errors.js";
import type { InferenceTask } from "../../inference-tasks.js";
import { dataUrlFromBinary, dataUrlFromBlob, isBinaryData } from "../../utils/binary.js";
import type { ResponseContext } from "../helper.js";
import { malformed } from "./output-checks.js";

// What third-party providers do with media: they take it as a data URL (or a URL they fetch
// themselves) inside a JSON body, and answer with a link to the generated file.

/** The call's media: `inputs`, or the legacy `data`. */
export function mediaOf(args: Record<string, unknown>): unknown {
	return args.inputs ?? args.data;
}

/** The call's own arguments without the media and the nested parameters. */
export function otherArgs(args: Record<string, unknown>): Record<string, unknown> {
	const { inputs: _inputs, parameters: _parameters, data: _data, ...rest } = args;
	return rest;
}

/** The call's `parameters`, or none. */
export function parametersOf(args: Record<string, unknown>): Record<string, unknown> {
	return (args.parameters as Record<string, unknown> | undefined) ?? {};
}

/** The arguments with the parameters lifted to the top level, as most provider APIs take them. */
export function flatArgs(args: Record<string, unknown>): Record<string, unknown> {
	return { ...otherArgs(args), ...parametersOf(args) };
}

/**
 * Bytes as a data URL (typed `fallbackType` when the caller's Blob had no type), or a string as is:
 * a URL the provider downloads itself.
 */
export function mediaUrl(value: unknown, name: string, fallbackType: string): string {
	if (typeof value === "string") return value;
	if (isBinaryData(value)) return dataUrlFromBinary(value, fallbackType);
	throw new InferenceClientInputError(
		`${name} must be a Blob, an ArrayBuffer, a Uint8Array or a URL string.`,
	);
}

/**
 * A generated file the provider links to, as the caller asked for it: the link itself, a data URL,
 * the provider's whole answer, or (by default) the downloaded Blob.
 */
export async function linkedMedia(
	link: string,
	answer: object,
	ctx: ResponseContext,
): Promise<Blob | string | Record<string, unknown>> {
	if (ctx.outputType === "json") return { ...answer };
	if (ctx.outputType === "url" || (ctx.outputType === "dataUrl" && link.startsWith("data:"))) return link;
	const blob = await ctx.http.download(link);
	return ctx.outputType === "dataUrl" ? dataUrlFromBlob(blob) : blob;
}

/** The first string of a `string | string[]` answer field. */
export function firstLink(value: unknown): string | undefined {
	const link = Array.isArray(value) ? value[0] : value;
	return typeof link === "string" && link.length > 0 ? link : undefined;
}

/** An answer that must be the file itself (audio from a speech API). */
/* @__NO_SIDE_EFFECTS__ */
export function blobAnswer(label: string, task: InferenceTask) {
	return (data: unknown): Blob => {
		if (data instanceof Blob) return data;
		throw malformed(label, task, "the generated file's bytes");
	};
}

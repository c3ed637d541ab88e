import { InferenceClientInputError } from "../../errors/errors.js";
import { dataUrlFromBinary, isBinaryData } from "../../utils/binary.js";

// What third-party providers do with media: they take it as a data URL (or a URL they fetch
// themselves) inside a JSON body, and answer with a link to the generated file (read by
// media-answer.ts).

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

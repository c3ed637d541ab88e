import { InferenceClientProviderOutputError } from "../errors/errors.js";
import type { OutputType } from "../providers/helper.js";
import { quoted } from "../validation/ids.js";

/**
 * What a file the client hands back may be: an image, audio or video, or bytes of no particular
 * kind. A page offers such a Blob as a download or opens it as a `blob:` URL in its own origin, so
 * a document type (HTML, XML, text) from a hostile or broken server must never come out as one.
 */
const MEDIA_TYPE = /^(?:image|audio|video)\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;
/** Bytes of no stated kind: browsers save them rather than render them. */
const GENERIC_TYPE = "application/octet-stream";

/** A media type without its parameters, lower-cased: `Text/HTML; charset=utf-8` is `text/html`. */
function essence(type: string): string {
	const semicolon = type.indexOf(";");
	return (semicolon === -1 ? type : type.slice(0, semicolon)).trim().toLowerCase();
}

function refused(type: string, label: string): InferenceClientProviderOutputError {
	return new InferenceClientProviderOutputError(
		`Received ${type === "" ? "a file of no stated type" : `a ${quoted(type)} file`} from ${label} where an image, audio or video file was expected; it was not handed back.`,
	);
}

/**
 * A Blob the client may hand back: an image, audio or video file as it is, bytes of no stated type
 * as `application/octet-stream`, anything else refused.
 *
 * @throws {InferenceClientProviderOutputError} naming the type, never quoting the body.
 */
export function mediaBlob(blob: Blob, label: string): Blob {
	const type = essence(blob.type);
	if (MEDIA_TYPE.test(type) || type === GENERIC_TYPE) return blob;
	if (type === "") return new Blob([blob], { type: GENERIC_TYPE });
	throw refused(type, label);
}

/**
 * A task's answer, with every file in it checked by {@link mediaBlob}: a Blob, and a `data:` URL
 * when the caller asked for a URL (a data URL of no stated type is text, so it is refused).
 */
export function checkedMediaAnswer(
	output: unknown,
	label: string,
	outputType: OutputType | undefined,
): unknown {
	if (typeof Blob !== "undefined" && output instanceof Blob) return mediaBlob(output, label);
	if (
		(outputType === "dataUrl" || outputType === "url") &&
		typeof output === "string" &&
		output.startsWith("data:")
	) {
		const type = essence(/^data:([^,;]*)/.exec(output)?.[1] ?? "");
		if (!MEDIA_TYPE.test(type) && type !== GENERIC_TYPE) throw refused(type, label);
	}
	return output;
}

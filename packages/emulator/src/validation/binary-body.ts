import { EmulatorError } from "../errors/emulator-error.js";
import { type ImageProbe, probeAudio, probeImage } from "../media/probe.js";
import { mediaType, type RequestContext } from "../server/context.js";

export type BinaryKind = "audio" | "image";

/**
 * A raw audio or image body, as hf-inference takes it without parameters: Content-Type absent, application/octet-stream or
 * `<kind>/*`, not empty, and bytes that really are audio or an image.
 */
export function binaryBody(
	ctx: RequestContext,
	kind: BinaryKind,
	task: string,
): { bytes: Buffer; image?: ImageProbe } {
	const type = mediaType(ctx);
	if (!(type === "" || type === "application/octet-stream" || type.startsWith(`${kind}/`))) {
		throw new EmulatorError(
			400,
			`Content-Type '${type}' is not accepted for ${task}: send the raw ${kind} bytes with Content-Type ${kind}/* or application/octet-stream, or JSON with the ${kind} base64-encoded in 'inputs'.`,
		);
	}
	if (ctx.body.length === 0)
		throw new EmulatorError(400, `The request body is empty: ${task} expects raw ${kind} bytes.`);
	if (kind === "audio") {
		if (!probeAudio(ctx.body)) {
			throw new EmulatorError(
				400,
				"Could not decode the audio: expected WAV, FLAC, MP3, OGG, WebM or M4A bytes.",
			);
		}
		return { bytes: ctx.body };
	}
	const image = probeImage(ctx.body);
	if (!image)
		throw new EmulatorError(
			400,
			"Could not identify the image: expected PNG, JPEG, GIF, WebP, BMP or TIFF bytes.",
		);
	return { bytes: ctx.body, image };
}

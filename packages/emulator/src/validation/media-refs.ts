import { type ImageProbe, probeAudio, probeImage } from "../media/probe.js";

/** Images and audio passed inside JSON: base64, data URLs or http(s) URLs the real service would fetch. */

export interface DecodedImage {
	bytes: Buffer;
	probe: ImageProbe;
}

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;

export function isHttpUrl(value: string): boolean {
	return /^https?:\/\/\S+$/i.test(value);
}

export function parseDataUrl(value: string): { mime: string; bytes: Buffer } | undefined {
	const match = /^data:([^;,]+)?(?:;[^;,]+)*;base64,(.*)$/s.exec(value);
	if (!match) return undefined;
	return { mime: (match[1] ?? "").toLowerCase(), bytes: Buffer.from(match[2] ?? "", "base64") };
}

/** A base64 image (or data URL, or URL): its bytes and probe, or undefined when it is not one. */
export function decodeImage(value: unknown): DecodedImage | undefined {
	if (typeof value !== "string" || value.length === 0) return undefined;
	if (isHttpUrl(value))
		return { bytes: Buffer.from(value), probe: { format: "jpeg", width: 640, height: 480 } };
	const bytes = parseDataUrl(value)?.bytes ?? (BASE64.test(value) ? Buffer.from(value, "base64") : undefined);
	const probe = bytes ? probeImage(bytes) : undefined;
	return bytes && probe ? { bytes, probe } : undefined;
}

/** Base64 audio (or a data URL of audio), as hf-inference takes it in JSON: its bytes, or undefined. */
export function decodeAudio(value: unknown): Buffer | undefined {
	if (typeof value !== "string" || value.length === 0 || isHttpUrl(value)) return undefined;
	const bytes = parseDataUrl(value)?.bytes ?? (BASE64.test(value) ? Buffer.from(value, "base64") : undefined);
	return bytes && probeAudio(bytes) ? bytes : undefined;
}

/** An image reference a provider accepts in JSON: a data URL of an image, or an http(s) URL. */
export function isImageRef(value: unknown): boolean {
	if (typeof value !== "string") return false;
	if (isHttpUrl(value)) return true;
	const data = parseDataUrl(value);
	return data !== undefined && probeImage(data.bytes) !== undefined;
}

/** An audio reference: an http(s) URL, or a data URL whose MIME type is in `mimes` and bytes are audio. */
export function audioRefProblem(value: unknown, mimes?: readonly string[]): string | undefined {
	if (typeof value !== "string") return "expected a data URL or an http(s) URL";
	if (isHttpUrl(value)) return undefined;
	const data = parseDataUrl(value);
	if (!data) return "expected a data URL or an http(s) URL";
	if (mimes && !mimes.includes(data.mime)) return `Unsupported data URL (MIME type '${data.mime}')`;
	return probeAudio(data.bytes) ? undefined : "the data URL does not hold audio";
}

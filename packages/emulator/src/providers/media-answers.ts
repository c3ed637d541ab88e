import type { MediaSpec } from "../media/files.js";
import { isObject } from "../validation/fields.js";

/** Sizes and durations of generated media, from what the request asks for within small bounds. */

export const DEFAULT_SIDE = 256;

export function side(value: unknown, fallback = DEFAULT_SIDE): number {
	return typeof value === "number" && Number.isFinite(value)
		? Math.min(1024, Math.max(16, Math.round(value)))
		: fallback;
}

/** Width and height from `width`/`height`, or a `target_size` / `image_size` object. */
export function imageSize(params: Record<string, unknown>): { width: number; height: number } {
	const nested = [params.target_size, params.image_size].find(isObject);
	return {
		width: side(params.width ?? nested?.width),
		height: side(params.height ?? nested?.height),
	};
}

/** Speech lasts about as long as the text would take to read. */
export function speechMs(text: string): number {
	return Math.min(8000, 400 + text.length * 60);
}

/** Generated clips last four seconds: long enough to look like a video, small enough to stay tiny. */
const VIDEO_MS = 4000;

export function videoSpec(seed: string, params: Record<string, unknown> = {}): MediaSpec {
	return { kind: "video", seed, ...imageSize(params), durationMs: VIDEO_MS, format: "mp4" };
}

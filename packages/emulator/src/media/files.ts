import { audioBytes, CONTENT_TYPES, imageBytes, maskBytes, videoBytes } from "./render.js";

/**
 * Generated media served under `/files/<name>`. The name carries everything needed to redraw the file
 * (kind, seed, size, duration), so nothing is stored and the same URL always gives the same bytes.
 */
export type MediaSpec =
	| { kind: "image"; seed: string; width: number; height: number; format: "png" | "jpg" }
	| { kind: "mask"; seed: string; width: number; height: number; format: "png" }
	| { kind: "audio"; seed: string; durationMs: number; format: "wav" | "flac" }
	| { kind: "video"; seed: string; width: number; height: number; durationMs: number; format: "mp4" };

const MAX_SIDE = 2048;
const MAX_DURATION_MS = 30_000;

export function mediaName(spec: MediaSpec): string {
	switch (spec.kind) {
		case "image":
		case "mask":
			return `${spec.kind}-${spec.seed}-${spec.width}x${spec.height}.${spec.format}`;
		case "audio":
			return `audio-${spec.seed}-${spec.durationMs}ms.${spec.format}`;
		case "video":
			return `video-${spec.seed}-${spec.width}x${spec.height}-${spec.durationMs}ms.mp4`;
	}
}

const PATTERNS: Array<[RegExp, (m: RegExpExecArray) => MediaSpec]> = [
	[
		/^image-([0-9a-f]{16})-(\d+)x(\d+)\.(png|jpg)$/,
		(m) => ({
			kind: "image",
			seed: m[1] ?? "",
			width: Number(m[2]),
			height: Number(m[3]),
			format: m[4] as "png",
		}),
	],
	[
		/^mask-([0-9a-f]{16})-(\d+)x(\d+)\.png$/,
		(m) => ({ kind: "mask", seed: m[1] ?? "", width: Number(m[2]), height: Number(m[3]), format: "png" }),
	],
	[
		/^audio-([0-9a-f]{16})-(\d+)ms\.(wav|flac)$/,
		(m) => ({ kind: "audio", seed: m[1] ?? "", durationMs: Number(m[2]), format: m[3] as "wav" }),
	],
	[
		/^video-([0-9a-f]{16})-(\d+)x(\d+)-(\d+)ms\.mp4$/,
		(m) => ({
			kind: "video",
			seed: m[1] ?? "",
			width: Number(m[2]),
			height: Number(m[3]),
			durationMs: Number(m[4]),
			format: "mp4",
		}),
	],
];

function withinLimits(spec: MediaSpec): boolean {
	const sides = "width" in spec ? [spec.width, spec.height] : [];
	const sizeOk = sides.every((side) => side >= 1 && side <= MAX_SIDE);
	const durationOk = !("durationMs" in spec) || (spec.durationMs >= 10 && spec.durationMs <= MAX_DURATION_MS);
	return sizeOk && durationOk;
}

export function parseMediaName(name: string): MediaSpec | undefined {
	for (const [pattern, build] of PATTERNS) {
		const match = pattern.exec(name);
		if (match) {
			const spec = build(match);
			return withinLimits(spec) ? spec : undefined;
		}
	}
	return undefined;
}

export function renderMedia(spec: MediaSpec): { contentType: string; body: Buffer } {
	const contentType = CONTENT_TYPES[spec.format] ?? "application/octet-stream";
	switch (spec.kind) {
		case "image":
			return { contentType, body: imageBytes(spec.seed, spec.width, spec.height, spec.format) };
		case "mask":
			return { contentType, body: maskBytes(spec.seed, spec.width, spec.height) };
		case "audio":
			return { contentType, body: audioBytes(spec.seed, spec.durationMs, spec.format) };
		case "video":
			return { contentType, body: videoBytes(spec.width, spec.height, spec.durationMs) };
	}
}

/** The absolute URL of a generated file, on the emulator origin the client used. */
export function mediaUrl(origin: string, spec: MediaSpec): string {
	return `${origin}/files/${mediaName(spec)}`;
}

import { random } from "../answers/seed.js";
import { encodeFlac } from "./flac.js";
import { encodeJpeg } from "./jpeg.js";
import { encodeMp4 } from "./mp4.js";
import { tone } from "./pcm.js";
import { mask, picture } from "./pictures.js";
import { encodePng } from "./png.js";
import { encodeWav } from "./wav.js";

export type ImageFormat = "png" | "jpg";
export type AudioFormat = "wav" | "flac";

export const CONTENT_TYPES: Record<string, string> = {
	png: "image/png",
	jpg: "image/jpeg",
	wav: "audio/wav",
	flac: "audio/flac",
	mp4: "video/mp4",
};

export function imageBytes(seed: string, width: number, height: number, format: ImageFormat): Buffer {
	const rng = random(seed);
	const colour = () => [rng.int(0, 255), rng.int(0, 255), rng.int(0, 255)];
	const raster = picture(width, height, colour(), colour());
	return format === "png" ? encodePng(raster) : encodeJpeg(raster);
}

export function maskBytes(seed: string, width: number, height: number): Buffer {
	return encodePng(mask(width, height, 0.2 + random(seed).next() * 0.6));
}

export function audioBytes(seed: string, durationMs: number, format: AudioFormat): Buffer {
	const pcm = tone(random(seed).int(220, 880), durationMs / 1000);
	return format === "wav" ? encodeWav(pcm) : encodeFlac(pcm);
}

export function videoBytes(width: number, height: number, durationMs: number): Buffer {
	return encodeMp4({ width, height, durationMs });
}

import type { SampleFile } from "./snippet-call.js";

/**
 * Public copies of the sample files the examples read, each URL ending with the file's name, so
 * that `curl -LO` saves it under the name the code opens. Sources: the transformers.js docs
 * dataset (its image and speech examples), the speech sample of the hub's model widgets, and the
 * hub's documentation images (the diffusers cat).
 */
const SAMPLE_FILE_URLS: Readonly<Record<string, string>> = {
	"cats.jpg": "https://huggingface.co/datasets/Xenova/transformers.js-docs/resolve/main/cats.jpg",
	"cat.png":
		"https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png",
	"sample1.flac": "https://cdn-media.huggingface.co/speech_samples/sample1.flac",
	"jfk.wav": "https://huggingface.co/datasets/Xenova/transformers.js-docs/resolve/main/jfk.wav",
};

/**
 * The WAV recording read in place of a FLAC one where a provider takes no FLAC: for the examples'
 * own recording a WAV that has a public copy, for a caller's file the same name ending in `.wav`.
 */
export function wavInPlaceOf(name: string): string {
	return name === "sample1.flac" ? "jfk.wav" : name.replace(/\.flac$/i, ".wav");
}

/**
 * One comment line saying where to get a sample file, in a language's comment syntax, with its
 * newline; empty for a file the examples do not ship (a caller's own).
 */
export function sampleComment(name: string, marker: "#" | "//"): string {
	const url = Object.hasOwn(SAMPLE_FILE_URLS, name) ? SAMPLE_FILE_URLS[name] : undefined;
	return url ? `${marker} Sample: curl -LO ${url}\n` : "";
}

const MEDIA_TYPES: Record<string, string> = {
	flac: "audio/flac",
	wav: "audio/wav",
	jpg: "image/jpeg",
	jpeg: "image/jpeg",
	png: "image/png",
};

/** A file the example reads, typed by its name's extension. */
export function sampleFile(name: string): SampleFile {
	const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
	return { name, type: MEDIA_TYPES[extension] ?? "application/octet-stream" };
}

import type { SnippetCall } from "../generator/snippet-call.js";

// What every raw client's code does after the request, read from the provider's answer recipe and
// written out by each language in its own words: follow the job, find the file, save it.

type Recipe = NonNullable<SnippetCall["answer"]>;
export type JobRecipe = NonNullable<Recipe["job"]>;
export type MediaRecipe = NonNullable<Recipe["media"]>;
type JobLocation = JobRecipe["status"];
export type FieldPath = NonNullable<MediaRecipe["path"]>;

/** The extension each media type is saved under (a test holds every type a provider declares to this list). */
const EXTENSIONS: Record<string, string> = {
	"audio/flac": "flac",
	"audio/mpeg": "mp3",
	"audio/wav": "wav",
	"image/jpeg": "jpg",
	"image/png": "png",
	"image/webp": "webp",
	"video/mp4": "mp4",
};

/** The file the produced media is saved to, named by its type. */
export function outputFile(media: MediaRecipe): string {
	return `output.${EXTENSIONS[media.type] ?? "bin"}`;
}

/**
 * The file an SDK snippet saves the produced media to: named after the media type the provider makes
 * (as the raw snippets name it), or `fallback` when the call declares none (a dedicated endpoint).
 */
export function savedFile(call: SnippetCall, fallback: string): string {
	return call.answer?.media ? outputFile(call.answer.media) : fallback;
}

/**
 * How the code ends, when the answer is more than JSON to print: the job to follow (if any) and the
 * file to save (if any). Undefined when there is nothing to do but print the JSON answer.
 */
export function finishing(call: SnippetCall): Recipe | undefined {
	if (call.template === "conversational" || call.template === "conversationalStream") return undefined;
	const answer = call.answer;
	return answer?.job || answer?.media ? answer : undefined;
}

/**
 * A URL the code builds from an answer: fixed text, then a value from the answer (a link's path, or
 * an id URL-encoded), then fixed text.
 */
export interface BuiltUrl {
	before: string;
	field: FieldPath;
	/** `path`: the path of the link the field holds; `id`: the field's text, URL-encoded. */
	as: "path" | "id";
	after: string;
}

/** The URL a job location names, for this call: links moved onto the call's base, as the client does. */
export function builtUrl(call: SnippetCall, location: JobLocation): BuiltUrl {
	const base = call.request.context.baseUrl;
	if ("link" in location) {
		const url = call.request.url;
		const query = location.keepQuery && url.includes("?") ? url.slice(url.indexOf("?")) : "";
		return { before: base, field: location.link, as: "path", after: `${location.suffix ?? ""}${query}` };
	}
	const start = location.from === "base" ? base : call.request.url;
	return { before: `${start}${location.before}`, field: location.id, as: "id", after: "" };
}

/** Whether two built URLs are made from the same value of the answer (fal's status and result). */
export function sameValue(one: BuiltUrl, other: BuiltUrl): boolean {
	return one.as === other.as && one.field.join("\u0000") === other.field.join("\u0000");
}

/** A pace in seconds, as the languages' sleep functions take it. */
export function seconds(intervalMs: number): string {
	return String(intervalMs / 1000);
}

/** An identifier a dotted access may use in JavaScript and jq. */
export const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

import type { SnippetCall } from "../generator/plan.js";
import type { TemplateName } from "../generator/template-names.js";

/** Writes one kind of snippet for one client; undefined when the call does not suit the client. */
export type Template = (call: SnippetCall) => string | undefined;

export type ClientTemplates = Partial<Record<TemplateName, Template>>;

/** A stand-in for the sample file's contents inside a rendered literal, swapped for code afterwards. */
export const FILE_SENTINEL = "__hubkit_sample_file__";

/** Tasks whose hub-hosted answer is the produced media itself (bytes), not JSON. */
const MEDIA_ANSWERS = new Set([
	"text-to-image",
	"text-to-speech",
	"text-to-audio",
	"image-to-image",
	"text-to-video",
]);

export function answersWithMedia(call: SnippetCall): boolean {
	return call.provider === "hf-inference" && MEDIA_ANSWERS.has(call.task) && !call.endpointUrl;
}

/** The file a media answer is saved to, by task. */
export function outputFile(call: SnippetCall): string {
	if (call.task === "text-to-speech" || call.task === "text-to-audio") return "output.flac";
	if (call.task === "text-to-video") return "output.mp4";
	return "output.png";
}

/** The request's headers a raw client writes itself (the credential is written apart, the user agent left to the client). */
export function plainHeaders(call: SnippetCall): Array<[string, string]> {
	return Object.entries(call.request.headers).filter(
		([name]) => name !== "Authorization" && name !== "User-Agent",
	);
}

/** The body with the sample file's slot holding the sentinel, ready to render as a literal. */
export function bodyWithSentinel(call: SnippetCall): Record<string, unknown> | undefined {
	const field = call.fileField;
	if (!call.body || !field) return call.body;
	const copy = structuredClone(call.body) as Record<string, unknown>;
	let parent: Record<string, unknown> = copy;
	for (const key of field.path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
	parent[field.path.at(-1) as string] = FILE_SENTINEL;
	return copy;
}

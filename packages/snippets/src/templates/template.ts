import type { SnippetCall } from "../generator/plan.js";
import type { TemplateName } from "../generator/template-names.js";

/** Writes one kind of snippet for one client; undefined when the call does not suit the client. */
export type Template = (call: SnippetCall) => string | undefined;

export type ClientTemplates = Partial<Record<TemplateName, Template>>;

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

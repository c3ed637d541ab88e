import type { InferenceTask } from "../../inference-tasks.js";
import { dataUrlFromBlob } from "../../utils/binary.js";
import type { ResponseContext } from "../helper.js";
import { malformed } from "./output-checks.js";

// How the client reads the files third-party providers make: a link to download, or the file itself.

/**
 * A generated file the provider links to, as the caller asked for it: the link itself, a data URL,
 * the provider's whole answer, or (by default) the downloaded Blob.
 */
export async function linkedMedia(
	link: string,
	answer: object,
	ctx: ResponseContext,
): Promise<Blob | string | Record<string, unknown>> {
	if (ctx.outputType === "json") return { ...answer };
	if (ctx.outputType === "url" || (ctx.outputType === "dataUrl" && link.startsWith("data:"))) return link;
	const blob = await ctx.http.download(link);
	return ctx.outputType === "dataUrl" ? dataUrlFromBlob(blob) : blob;
}

/** The first string of a `string | string[]` answer field. */
export function firstLink(value: unknown): string | undefined {
	const link = Array.isArray(value) ? value[0] : value;
	return typeof link === "string" && link.length > 0 ? link : undefined;
}

/** An answer that must be the file itself (audio from a speech API). */
/* @__NO_SIDE_EFFECTS__ */
export function blobAnswer(label: string, task: InferenceTask) {
	return (data: unknown): Blob => {
		if (data instanceof Blob) return data;
		throw malformed(label, task, "the generated file's bytes");
	};
}

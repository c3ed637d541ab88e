import type { Payload, RequestHelper } from "@hubkit/inference";
import { FILE_SLOT, type Value } from "../literals/value.js";
import { sampleFile, wavInPlaceOf } from "./sample-files.js";
import type { FileAt, SampleFile, SnippetCall } from "./snippet-call.js";
import type { TemplateName } from "./template-names.js";
import { differences, valueAt, withValueAt } from "./value-paths.js";

/** Where each kind of snippet that sends a file takes it in its inputs. */
const FILE_PATHS: Partial<Record<TemplateName, string[]>> = {
	basicAudio: ["inputs"],
	basicImage: ["inputs"],
	imageToImage: ["inputs"],
	imageToVideo: ["inputs"],
	zeroShotImageClassification: ["inputs"],
	documentQuestionAnswering: ["inputs", "image"],
};

/**
 * Where the sample file sits in the inputs: at the task's own file place, when that holds the name
 * of a media file. A file name anywhere else (the text of a task that takes text) is only text.
 */
export function fileInInputs(inputs: Record<string, Value>, template: TemplateName): FileAt | undefined {
	const path = FILE_PATHS[template];
	if (!path) return undefined;
	const name = valueAt(inputs, path);
	if (typeof name === "string" && /\.(flac|wav|jpe?g|png)$/i.test(name))
		return { file: sampleFile(name), path };
	return undefined;
}

const WAV = "audio/wav";

/**
 * The example's inputs and file as the helper takes them: a recording of a type the provider does
 * not decode (fal-ai takes no FLAC) is read as the WAV recording in its place when the provider
 * decodes WAV; anything else as it is (the build then says what is wrong with it).
 */
export function acceptedFile(
	inputs: Record<string, Value>,
	at: FileAt,
	helper: RequestHelper,
): { inputs: Record<string, Value>; file: FileAt } {
	const accepted = helper.acceptedMediaTypes;
	const refused = accepted !== undefined && !accepted.includes(at.file.type);
	if (!refused || !at.file.type.startsWith("audio/") || !accepted.includes(WAV)) return { inputs, file: at };
	const name = wavInPlaceOf(at.file.name);
	return {
		inputs: withValueAt(inputs, at.path, name) as Record<string, Value>,
		file: { file: { name, type: WAV }, path: at.path },
	};
}

/**
 * Two stand-ins for the sample file's bytes: the request is built with each, and the one place
 * where the two bodies differ is where the file went, whatever the other fields hold.
 */
const PLACEHOLDER_BYTES = new Uint8Array(0);
const PROBE_BYTES = new Uint8Array([0xff, 0xfe, 0xfd]);

/** The call's arguments with stand-in bytes for the file, as the client reads a file before building. */
export function withFileBytes(
	inputs: Record<string, Value>,
	at: FileAt,
	probe = false,
): Record<string, unknown> {
	const bytes = probe ? PROBE_BYTES : PLACEHOLDER_BYTES;
	return withValueAt(inputs, at.path, { bytes, type: at.file.type }) as Record<string, unknown>;
}

/**
 * Where the file goes in a JSON body built with the placeholder bytes, found against the body
 * built with the probe bytes, with the text before its base64 there; undefined when it goes nowhere.
 */
export function fileFieldIn(
	built: Record<string, unknown>,
	probe: Payload,
	file: SampleFile,
): SnippetCall["fileField"] {
	const paths = probe.kind === "json" ? differences(built, probe.value) : [];
	if (paths.length === 0) return undefined;
	// Built with no bytes, the file's place holds exactly what comes before them.
	const empty = valueAt(built, paths[0] as string[]);
	return { file, paths, prefix: typeof empty === "string" ? empty : "" };
}

/** The body with `FILE_SLOT` at each place the file goes, for templates to swap for code that reads it. */
export function withFileSlots(body: Record<string, Value>, paths: string[][]): Record<string, Value> {
	let slotted = body;
	for (const path of paths) slotted = withValueAt(slotted, path, FILE_SLOT) as Record<string, Value>;
	return slotted;
}

import { sampleComment } from "../../generator/sample-files.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { jsonLiteral } from "../../literals/json.js";
import { shellQuote } from "../../literals/shell.js";
import { INDENT } from "../../literals/value.js";
import { finishing, type MediaRecipe, outputFile } from "../answer.js";
import type { ClientTemplates, Template } from "../template.js";
import { curlFinish } from "./curl-finish.js";
import { fileBody } from "./file-body.js";

/** The credential header as a shell word: double quotes let `$VAR` expand; a literal token is single-quoted. */
function authorization(call: SnippetCall): string {
	const { scheme, envVar, literal } = call.credential;
	return literal
		? shellQuote(`Authorization: ${scheme} ${literal}`)
		: `"Authorization: ${scheme} $${envVar}"`;
}

/**
 * Whether curl sends a header line with this value as one line: curl passes `-H` on as it is, so a
 * line break would start a header of its own. The generator refuses such values first; this keeps
 * one that slipped through from being written at all.
 */
const ONE_LINE = /^[\t\x20-\x7e]*$/;

function headersFitOneLine(call: SnippetCall): boolean {
	if (call.credential.literal !== undefined && !ONE_LINE.test(call.credential.literal)) return false;
	for (const [, value] of call.headers) if (!ONE_LINE.test(value)) return false;
	return true;
}

/**
 * A curl command making the client's request: the URL and each header single-quoted (so nothing in
 * a value can run), the credential from an environment variable. `--fail-with-body` makes an HTTP
 * error a failed command that still shows the server's reason. The JSON body comes on standard input
 * from a quoted here-document: nothing in it is expanded, no quote in it needs escaping, and its
 * size is not bound by the system's limit on one argument (128 KiB on Linux). A body that carries
 * the sample file is built first, in a bash script (see `fileBody`).
 */
const request: Template = (call) => {
	if (call.sdkOnly || !headersFitOneLine(call)) return undefined;
	const next = ` \\\n${INDENT}`;
	const withFile = fileBody(call);
	let out = `${withFile ? `set -euo pipefail\n\n${withFile}\n\n` : ""}${call.file ? sampleComment(call.file.name, "#") : ""}curl ${shellQuote(call.request.url)}${next}-X POST${next}-H ${authorization(call)}`;
	for (const [name, value] of call.headers) out += `${next}-H ${shellQuote(`${name}: ${value}`)}`;
	out += `${next}--fail-with-body`;
	if (call.template === "conversationalStream" || call.template === "responsesStream")
		out += `${next}--no-buffer`;
	const saved = savedAsItComes(call);
	if (saved) out += `${next}-o ${shellQuote(outputFile(saved))}`;
	if (call.file) out += `${next}--data-binary ${shellQuote(`@${call.file.name}`)}`;
	else if (call.body) out += `${next}${jsonData(call, withFile)}`;
	return out;
};

/**
 * The file an answer that is the file itself (hf-inference's images and audio, some providers'
 * speech) is saved to, as it comes: curl writes it with `-o` (on an HTTP error, the server's reason
 * goes there instead, and the command fails).
 */
function savedAsItComes(call: SnippetCall): MediaRecipe | undefined {
	const finish = finishing(call);
	return finish && !finish.job && finish.media?.in === "body" ? finish.media : undefined;
}

/** How curl gets the JSON body on standard input: the one built into `$body`, or the literal JSON. */
function jsonData(call: SnippetCall, withFile: string | undefined): string {
	return withFile
		? `--data-binary @- <<<"$body"`
		: `--data-binary @- <<'EOF'\n${jsonLiteral(call.body ?? {})}\nEOF`;
}

/**
 * A bash script for a call whose JSON answer needs more than printing: the request (its answer kept
 * in a variable), then the job followed with curl and `jq`, and the file saved. The call's headers
 * sit in an array, because every status check sends them again.
 */
const script: Template = (call) => {
	const finish = finishing(call);
	if (!finish || (!finish.job && finish.media?.in === "body")) return undefined;
	if (call.sdkOnly || call.file || !call.body || !headersFitOneLine(call)) return undefined;
	const withFile = fileBody(call);
	const next = ` \\\n${INDENT}`;
	const lines = [`-H ${authorization(call)}`];
	for (const [name, value] of call.headers)
		if (name !== "Content-Type") lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
	const headers =
		lines.length === 1
			? `headers=(${lines[0]})`
			: `headers=(\n${lines.map((line) => `${INDENT}${line}\n`).join("")})`;
	const variable = finish.job ? "job" : "result";
	return `set -euo pipefail

${headers}

${withFile ? `${withFile}\n\n` : ""}${variable}=$(curl -sS ${shellQuote(call.request.url)}${next}-X POST${next}"\${headers[@]}"${next}-H 'Content-Type: application/json'${next}--fail-with-body${next}${jsonData(call, withFile)}${withFile ? ")" : "\n)"}

${curlFinish(call, finish)}`;
};

/** For media tasks: the plain request saving the answer when it is the file, the script otherwise. */
const media: Template = (call) => (savedAsItComes(call) ? request(call) : script(call));

/** The plain request when the answer is JSON to print, the script when it needs more. */
const either: Template = (call) => (finishing(call) ? script(call) : request(call));

export const CURL: ClientTemplates = {
	basic: either,
	basicAudio: either,
	basicImage: either,
	conversational: request,
	conversationalStream: request,
	responses: request,
	responsesStream: request,
	imageToImage: media,
	imageToVideo: media,
	textToAudio: media,
	textToImage: media,
	textToSpeech: media,
	textToVideo: media,
	zeroShotClassification: request,
};

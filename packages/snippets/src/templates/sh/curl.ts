import type { SnippetCall } from "../../generator/plan.js";
import { sampleComment } from "../../generator/sample-files.js";
import { jsonLiteral } from "../../literals/json.js";
import { shellQuote } from "../../literals/shell.js";
import { INDENT } from "../../literals/value.js";
import type { ClientTemplates, Template } from "../template.js";

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
 * size is not bound by the system's limit on one argument (128 KiB on Linux).
 */
const request: Template = (call) => {
	if (call.sdkOnly || call.fileField || !headersFitOneLine(call)) return undefined;
	const next = ` \\\n${INDENT}`;
	let out = `${call.file ? sampleComment(call.file.name, "#") : ""}curl ${shellQuote(call.request.url)}${next}-X POST${next}-H ${authorization(call)}`;
	for (const [name, value] of call.headers) out += `${next}-H ${shellQuote(`${name}: ${value}`)}`;
	out += `${next}--fail-with-body`;
	if (call.template === "conversationalStream") out += `${next}--no-buffer`;
	if (call.file) out += `${next}--data-binary ${shellQuote(`@${call.file.name}`)}`;
	else if (call.body) out += `${next}--data-binary @- <<'EOF'\n${jsonLiteral(call.body)}\nEOF`;
	return out;
};

export const CURL: ClientTemplates = {
	basic: request,
	basicAudio: request,
	basicImage: request,
	conversational: request,
	conversationalStream: request,
	zeroShotClassification: request,
};

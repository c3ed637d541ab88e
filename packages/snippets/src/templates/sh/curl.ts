import type { SnippetCall } from "../../generator/plan.js";
import { jsonInShell, shellQuote } from "../../literals/shell.js";
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
 * A curl command making the client's request: the URL, each header and the body single-quoted (so
 * nothing in a value can run), the credential from an environment variable.
 */
const request: Template = (call) => {
	if (call.sdkOnly || call.fileField) return undefined;
	const next = ` \\\n${INDENT}`;
	let out = `curl ${shellQuote(call.request.url)}${next}-X POST${next}-H ${authorization(call)}`;
	for (const [name, value] of call.headers) out += `${next}-H ${shellQuote(`${name}: ${value}`)}`;
	if (call.file) out += `${next}--data-binary ${shellQuote(`@${call.file.name}`)}`;
	else if (call.body) out += `${next}-d '${jsonInShell(call.body, 1)}'`;
	return call.template === "conversationalStream" ? `${out}${next}--no-buffer` : out;
};

export const CURL: ClientTemplates = {
	basic: request,
	basicAudio: request,
	basicImage: request,
	conversational: request,
	conversationalStream: request,
	zeroShotClassification: request,
};

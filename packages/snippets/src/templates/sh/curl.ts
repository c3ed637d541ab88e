import type { SnippetCall } from "../../generator/plan.js";
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
 * A curl command making the client's request: the URL, each header and the body single-quoted (so
 * nothing in a value can run), the credential from an environment variable.
 */
const request: Template = (call) => {
	if (call.sdkOnly || call.fileField) return undefined;
	const lines = [`curl ${shellQuote(call.request.url)}`, "-X POST", `-H ${authorization(call)}`];
	for (const [name, value] of call.headers) lines.push(`-H ${shellQuote(`${name}: ${value}`)}`);
	if (call.file) lines.push(`--data-binary ${shellQuote(`@${call.file.name}`)}`);
	else if (call.body)
		lines.push(`-d ${shellQuote(JSON.stringify(call.body, null, 4).replaceAll("\n", `\n${INDENT}`))}`);
	if (call.template === "conversationalStream") lines.push("--no-buffer");
	return lines.join(` \\\n${INDENT}`);
};

export const CURL: ClientTemplates = {
	basic: request,
	basicAudio: request,
	basicImage: request,
	conversational: request,
	conversationalStream: request,
	zeroShotClassification: request,
};

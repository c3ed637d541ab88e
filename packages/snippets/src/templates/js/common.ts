import type { SnippetCall } from "../../generator/snippet-call.js";
import { jsString } from "../../literals/javascript.js";

/** The token as a JavaScript expression: the environment variable, or the caller's literal. */
export function jsToken(call: SnippetCall): string {
	const { envVar, literal } = call.credential;
	return literal ? jsString(literal) : `process.env.${envVar}`;
}

/** The Authorization header value as a JavaScript expression. */
export function jsAuthorization(call: SnippetCall): string {
	const { scheme, envVar, literal } = call.credential;
	return literal ? jsString(`${scheme} ${literal}`) : `\`${scheme} \${process.env.${envVar}}\``;
}

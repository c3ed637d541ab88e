import type { SnippetCall } from "../../generator/snippet-call.js";
import { pythonString } from "../../literals/python.js";

/** The token as a Python expression: the environment variable, or the caller's literal. */
export function pythonToken(call: SnippetCall): string {
	const { envVar, literal } = call.credential;
	return literal ? pythonString(literal) : `os.environ[${pythonString(envVar)}]`;
}

/** The Authorization header value as a Python expression. */
export function pythonAuthorization(call: SnippetCall): string {
	const { scheme, envVar, literal } = call.credential;
	return literal
		? pythonString(`${scheme} ${literal}`)
		: `f"${scheme} {os.environ[${pythonString(envVar).replaceAll('"', "'")}]}"`;
}

/** `import os` and its newline when the code reads the environment. */
export function osImport(call: SnippetCall): string {
	return call.credential.literal ? "" : "import os\n";
}

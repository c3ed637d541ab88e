import { sampleComment } from "../../generator/sample-files.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { jsonLiteral } from "../../literals/json.js";
import { shellQuote } from "../../literals/shell.js";
import { FILE_SLOT, type Value } from "../../literals/value.js";
import type { FieldPath } from "../answer.js";
import { jqPath } from "./curl-finish.js";

/** A path of keys from the body as jq needs it: list indexes as numbers. */
function stepsIn(body: Value, keys: readonly string[]): FieldPath {
	const steps: Array<string | number> = [];
	let at: Value | undefined = body;
	for (const key of keys) {
		const list = Array.isArray(at);
		steps.push(list ? Number(key) : key);
		at = list ? (at as Value[])[Number(key)] : (at as Record<string, Value> | undefined)?.[key];
	}
	return steps;
}

/** The body with the text before the file's base64 at each of its places (`fromEntries` keeps a `__proto__` key a key). */
function withPrefix(value: Value, prefix: string): Value {
	if (value === FILE_SLOT) return prefix;
	if (Array.isArray(value)) return value.map((item) => withPrefix(item, prefix));
	if (value === null || typeof value !== "object") return value;
	return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPrefix(item, prefix)]));
}

/**
 * Shell that puts a JSON body carrying the sample file in `$body`: the file read as one line of
 * base64 (a missing file stops the script there, under `set -euo pipefail`), then jq appends it to
 * the text each of the file's places holds in the JSON (nothing, or a data URL's start). The JSON
 * stays in a quoted here-document, so nothing in it is expanded, and the base64 reaches jq through
 * a file rather than an argument, whatever its size (Linux refuses one argument over 128 KiB).
 */
export function fileBody(call: SnippetCall): string | undefined {
	const { fileField, body } = call;
	if (!fileField || !body) return undefined;
	const { file, paths, prefix } = fileField;
	const filter = paths.map((keys) => `${jqPath(stepsIn(body, keys))} += $encoded`).join(" | ");
	const json = jsonLiteral(withPrefix(body, prefix));
	return `${sampleComment(file.name, "#")}encoded=$(base64 < ${shellQuote(file.name)} | tr -d '\\n')

# The JSON body, with the file's base64 added where it goes.
body=$(jq -c --rawfile encoded <(printf '%s' "$encoded") ${shellQuote(filter)} <<'EOF'
${json}
EOF
)`;
}

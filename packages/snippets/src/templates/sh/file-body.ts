import { sampleComment } from "../../generator/sample-files.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { jsonLiteral } from "../../literals/json.js";
import { shellQuote } from "../../literals/shell.js";
import { FILE_SLOT, type Value } from "../../literals/value.js";

/** The body with `text` at each of the file's places (`fromEntries` keeps a `__proto__` key a key). */
function withText(value: Value, text: string): Value {
	if (value === FILE_SLOT) return text;
	if (Array.isArray(value)) return value.map((item) => withText(item, text));
	if (value === null || typeof value !== "object") return value;
	return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withText(item, text)]));
}

/** How often `word` occurs in `text`. */
function occurrences(text: string, word: string): number {
	return text.split(word).length - 1;
}

/**
 * The body's JSON with a word standing where the file's base64 goes (after the data URL's start,
 * if any), and that word: one that occurs in the JSON only there, whatever the other fields hold.
 */
function withMarker(body: Value, prefix: string, places: number): { json: string; marker: string } {
	for (let attempt = 0; ; attempt++) {
		const marker = attempt === 0 ? "SAMPLE_FILE_BASE64" : `SAMPLE_FILE_BASE64_${attempt}`;
		const json = jsonLiteral(withText(body, `${prefix}${marker}`));
		if (occurrences(json, marker) === places) return { json, marker };
	}
}

/**
 * Shell that puts a JSON body carrying the sample file in `$body`: the file read as one line of
 * base64 (a missing file stops the script there, under `set -euo pipefail`), then put by bash
 * itself where a marker word stands in the JSON text. The JSON stays in a quoted here-document, so
 * nothing in it is expanded, and is sent as written, never parsed again on the way: jq, for one,
 * refuses a lone surrogate, which JSON and the client carry as an escape. The base64 is never an
 * argument, whatever its size (Linux refuses one argument over 128 KiB).
 */
export function fileBody(call: SnippetCall): string | undefined {
	const { fileField, body } = call;
	if (!fileField || !body) return undefined;
	const { file, paths, prefix } = fileField;
	const { json, marker } = withMarker(body, prefix, paths.length);
	return `${sampleComment(file.name, "#")}encoded=$(base64 < ${shellQuote(file.name)} | tr -d '\\n')

# The JSON body, with the file's base64 put where ${marker} stands.
body=$(cat <<'EOF'
${json}
EOF
)
body=\${body//${marker}/"$encoded"}`;
}

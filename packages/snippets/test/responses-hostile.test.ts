import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../src/index.js";
import { pythonParseError, RUNNABLE, runSnippet } from "./support/run-snippet.js";
import { snippetEnv } from "./support/same-request.js";
import { snippetEmulator } from "./support/snippet-emulator.js";

const run = snippetEmulator();

const CHAT = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};

/** Text that breaks naive quoting in each language, and shell commands that must never run. */
const HOSTILE = [
	'it\'s "quoted" \\ back\\slash',
	"line one\nline two\r\n\ttabbed",
	"{curly} {{doubled}} %s %(name)s",
	// biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion is exactly what this text must carry
	"$(touch canary-dollar) `touch canary-tick` ${HOME} ; touch canary-semicolon",
	"'; touch canary-quote; echo '",
	"EOF\n'EOF'\nEOF",
	"שלום, 世界, привет 👋",
	"\u2028\u2029\u0000\u0007",
	"\"\"\" ''' </script>",
];
const CANARIES = ["canary-dollar", "canary-tick", "canary-semicolon", "canary-quote"];

describe("Responses snippets for hostile prompts and instructions", () => {
	for (const streaming of [false, true]) {
		it(`deliver each value byte for byte and run nothing hidden in it (streaming: ${streaming})`, async () => {
			for (const value of HOSTILE) {
				const snippets = getInferenceSnippets(CHAT, "together", undefined, {
					api: "responses",
					streaming,
					messages: [{ role: "user", content: value }],
					parameters: { instructions: value },
					routerUrl: run.emulator.url,
				});
				expect(snippets).toHaveLength(6);
				// The emulator decodes the body as UTF-8, as any server would: lone surrogates cannot travel.
				const sent = new TextDecoder().decode(new TextEncoder().encode(value));
				for (const snippet of snippets) {
					const key = `${snippet.language}/${snippet.client}`;
					if (snippet.language === "python")
						expect(await pythonParseError(snippet.content), `${key}: ${JSON.stringify(value)}`).toBe("");
					if (!RUNNABLE.has(key)) continue;
					run.emulator.reset();
					const { dir } = await runSnippet(snippet, snippetEnv(run.emulator), {});
					const body = run.emulator.requests.find((request) => request.url === "/v1/responses")?.json as
						| { input?: unknown; instructions?: unknown }
						| undefined;
					expect(body?.input, `${key}: ${JSON.stringify(value)}`).toBe(sent);
					expect(body?.instructions, `${key}: ${JSON.stringify(value)}`).toBe(sent);
					for (const canary of CANARIES)
						expect(existsSync(join(dir, canary)), `${key} ran ${canary}`).toBe(false);
				}
			}
		});
	}
});

import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The emulator's preload that sends fetches for the real hosts to it, as a DNS override would. */
const REDIRECT = import.meta.resolve("@hubkit/emulator/redirect-hosts");

/**
 * Runs a JavaScript snippet as written, in a Node process of its own with only the given environment,
 * its fetches to `from` sent to `to`: the requests stay real HTTP requests to the emulator.
 */
export async function runJs(
	code: string,
	env: Record<string, string>,
	from: string,
	to: string,
): Promise<string> {
	const dir = mkdtempSync(join(tmpdir(), "hubkit-mcp-snippet-"));
	try {
		writeFileSync(join(dir, "snippet.mjs"), code);
		const { stdout } = await run(process.execPath, ["--import", REDIRECT, "snippet.mjs"], {
			cwd: dir,
			env: {
				PATH: process.env.PATH ?? "",
				HOME: dir,
				...env,
				HUBKIT_REDIRECTS: JSON.stringify([[from, to]]),
			},
			timeout: 30_000,
		});
		return stdout;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/** The code blocks of a Markdown answer, with the language each names. */
export function codeBlocks(markdown: string): Array<{ language: string; code: string }> {
	return Array.from(markdown.matchAll(/^(`{3,})([\w.-]*)\n([\s\S]*?)\n\1$/gm), (match) => ({
		language: match[2] ?? "",
		code: match[3] ?? "",
	}));
}

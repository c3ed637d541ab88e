import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// @hubkit/mcp through the MCP Inspector's command line (its CLI mode: `mcp-inspector --cli <server>
// --method tools/list`, `--method tools/call --tool-name <name> --tool-arg key=value`, and
// `--transport http` for a URL; modelcontextprotocol/inspector 0.15.0, README.md "CLI Mode" and
// cli/src/index.ts): over stdio, the package's `hubkit-mcp` command; over Streamable HTTP, /mcp on
// the server `npm start` runs (site/scripts/serve.mjs).

const ROOT = resolve(import.meta.dirname, "..");
const MCP_CLI = join(ROOT, "packages/mcp/dist/cli.js");
const SITE_BUILD = join(ROOT, "site/build/client/index.html");
const INSPECTOR = (() => {
	const manifest = createRequire(join(ROOT, "packages/mcp/package.json")).resolve(
		"@modelcontextprotocol/inspector/package.json",
	);
	return join(dirname(manifest), "cli/build/cli.js");
})();
const TOOLS = [
	"inference_snippets",
	"local_snippets",
	"read_page",
	"search_docs",
	"served_models",
	"task_spec",
];
/** The inspector starts the server, connects, asks and disconnects: seconds each on a busy machine. */
const RUN_TIMEOUT_MS = 90_000;

const run = promisify(execFile);

/** The inspector's answer to one method, as the JSON it prints. */
async function inspect(target: string[], method: string[]): Promise<unknown> {
	const { stdout } = await run(process.execPath, [INSPECTOR, "--cli", ...target, ...method], {
		cwd: ROOT,
		timeout: RUN_TIMEOUT_MS,
		// Only what the server needs: no token reaches it, and none is asked for.
		env: { PATH: process.env.PATH ?? "" },
	});
	return JSON.parse(stdout);
}

const toolNames = (answer: unknown) =>
	((answer as { tools: { name: string }[] }).tools ?? []).map((t) => t.name);

/** A tool call's text, and whether the server refused it. */
function toolText(answer: unknown): { text: string; isError: boolean } {
	const { content, isError } = answer as { content: { type: string; text?: string }[]; isError?: boolean };
	return { text: content.map((part) => part.text ?? "").join("\n"), isError: isError === true };
}

describe("the MCP Inspector's CLI over stdio, against hubkit-mcp", () => {
	const stdio = [process.execPath, MCP_CLI];

	it("lists the six tools", { timeout: RUN_TIMEOUT_MS }, async () => {
		expect(toolNames(await inspect(stdio, ["--method", "tools/list"])).sort()).toEqual(TOOLS);
	});

	it("reads a page through read_page", { timeout: RUN_TIMEOUT_MS }, async () => {
		const { text, isError } = toolText(
			await inspect(stdio, [
				"--method",
				"tools/call",
				"--tool-name",
				"read_page",
				"--tool-arg",
				"path=/tasks/fill-mask",
			]),
		);
		expect(isError).toBe(false);
		expect(text).toMatch(/^# Fill-Mask$/m);
		expect(text).toContain("mask token");
	});
});

describe("the MCP Inspector's CLI over Streamable HTTP, against /mcp on npm start's server", () => {
	let server: ChildProcess | undefined;
	let url = "";

	beforeAll(async () => {
		if (!existsSync(SITE_BUILD)) throw new Error("The site is not built: run `npm run build` first.");
		const child = spawn(process.execPath, [join(ROOT, "site/scripts/serve.mjs")], {
			env: { PATH: process.env.PATH ?? "", PORT: "0" },
			stdio: ["ignore", "pipe", "inherit"],
		});
		server = child;
		url = await new Promise<string>((resolveUrl, reject) => {
			let out = "";
			child.stdout?.on("data", (chunk: Buffer) => {
				out += chunk.toString();
				const address = /running at (http:\/\/\S+?)\/?\s/.exec(out)?.[1];
				if (address) resolveUrl(`${address}/mcp`);
			});
			child.once("exit", (code) => reject(new Error(`npm start's server exited (${code}): ${out}`)));
		});
	});

	afterAll(() => {
		server?.kill();
	});

	const http = () => [url, "--transport", "http"];

	it("lists the six tools", { timeout: RUN_TIMEOUT_MS }, async () => {
		expect(toolNames(await inspect(http(), ["--method", "tools/list"])).sort()).toEqual(TOOLS);
	});

	it("finds text classification first for a sentiment question through search_docs", {
		timeout: RUN_TIMEOUT_MS,
	}, async () => {
		const { text, isError } = toolText(
			await inspect(http(), [
				"--method",
				"tools/call",
				"--tool-name",
				"search_docs",
				"--tool-arg",
				"query=classify the sentiment of product reviews",
			]),
		);
		expect(isError).toBe(false);
		expect(text.split("\n").find((line) => line.startsWith("1. "))).toContain("/tasks/text-classification");
	});
});

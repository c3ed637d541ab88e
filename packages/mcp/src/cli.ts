#!/usr/bin/env node
import { parseArgs } from "node:util";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { DEFAULT_DOCS_DIR } from "./docs/default-docs-dir.js";
import { loadDocs } from "./docs/load-docs.js";
import { createHubkitServer } from "./server.js";

const USAGE = `Usage: hubkit-mcp [--docs <folder>]

Serves the Hubkit docs to an MCP client over stdio. The pages come from --docs, else HUBKIT_DOCS_DIR,
else the copy this package ships. The hub asked about models is HF_ENDPOINT (default the public hub);
snippets call HF_ROUTER_URL (default the public router). No token is read or needed.`;

/**
 * One line on stderr (stdout belongs to the protocol) and a non-zero exit: 2 with the usage for
 * arguments that cannot work, 1 for docs that cannot be read.
 */
function fail(message: string, code = 2): never {
	process.stderr.write(`hubkit-mcp: ${message}\n${code === 2 ? `${USAGE}\n` : ""}`);
	process.exit(code);
}

let values: { docs?: string | undefined; help?: boolean | undefined };
try {
	({ values } = parseArgs({ options: { docs: { type: "string" }, help: { type: "boolean", short: "h" } } }));
} catch (error) {
	fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
	process.stdout.write(`${USAGE}\n`);
	process.exit(0);
}
const dir = values.docs ?? (process.env.HUBKIT_DOCS_DIR || DEFAULT_DOCS_DIR);
const docs = await loadDocs(dir).catch((error: unknown) =>
	fail(`cannot read the docs in ${dir}: ${error instanceof Error ? error.message : String(error)}`, 1),
);
const server = createHubkitServer(docs, {
	routerUrl: process.env.HF_ROUTER_URL || undefined,
	hubUrl: process.env.HF_ENDPOINT || undefined,
});
await server.connect(new StdioServerTransport());

import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { precompress } from "../scripts/precompress.mjs";

/** The fixture's one inline script, as a prerendered page carries its island loader. */
export const INLINE_SCRIPT =
	'if(document.querySelector("[data-island]"))import("/islands/hydrate-Ab_1-xYz.js");';
/** A script the build bundled that no fixture page carries: the build's list is for the whole site. */
export const OTHER_SCRIPT = 'document.documentElement.dataset.theme="dark";';
/** An inline script in a page's file that the build did not bundle (as if written there after it). */
export const UNLISTED_SCRIPT = "window.unlisted=true;";

/** The CSP source expression for a script, computed here rather than with the code under test. */
export const hashOf = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** What the build writes beside the served folder: its inline scripts' hashes, by name. */
export const INLINE_SCRIPT_HASHES = {
	"island-loader": hashOf(INLINE_SCRIPT),
	"theme-head": hashOf(OTHER_SCRIPT),
};
/** Its file name, beside the served root (the build writes build/inline-scripts.json beside build/client/). */
export const INLINE_SCRIPTS_FILE = "inline-scripts.json";

/** Text that only files outside the served root contain. */
export const SECRET = "TOP-SECRET-7f3a9c";

const page = (title: string, extra = "") =>
	`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${"<p>Words about the page, repeated so it is worth compressing.</p>".repeat(40)}</main><script type="module">${INLINE_SCRIPT}</script>${extra}</body></html>`;

export const FIXTURE_FILES: Record<string, string | Buffer> = {
	"index.html": page("Home"),
	"404/index.html": page("Page not found"),
	"tasks/demo/index.html": page("Demo task"),
	"tasks/altered/index.html": page("Altered task", `<script>${UNLISTED_SCRIPT}</script>`),
	"tasks.data": `[${'{"task":"demo"},'.repeat(200)}{}]`,
	"assets/app-Ab3dE_9z.js": `export const app = ${JSON.stringify("x".repeat(4000))};`,
	"assets/root-Cz9pe0T1.css": `body{color:#111}${".a{margin:0}".repeat(300)}`,
	"assets/plain.js": `export const plain = ${JSON.stringify("y".repeat(4000))};`,
	"islands/hydrate-Ab_1-xYz.js": `export const hydrate = ${JSON.stringify("z".repeat(4000))};`,
	// The search index as Pagefind writes it: fixed names for its script, worker, entry and
	// WebAssembly; content-hashed names for the index, its metadata and the page fragments, which
	// Pagefind writes gzip-compressed already.
	"pagefind/pagefind.js": `export const search = ${JSON.stringify("p".repeat(4000))};`,
	"pagefind/pagefind-worker.js": `self.onmessage = () => ${JSON.stringify("w".repeat(4000))};`,
	"pagefind/pagefind-entry.json":
		'{"version":"1.6.0","languages":{"en":{"hash":"en_0123456789","wasm":"en","page_count":3}}}',
	"pagefind/wasm.en.pagefind": gzipSync(Buffer.alloc(4000, 7)),
	"pagefind/pagefind.en_0123456789.pf_meta": gzipSync(Buffer.alloc(4000, 1)),
	"pagefind/index/en_1a2b3c4.pf_index": gzipSync(Buffer.alloc(4000, 2)),
	"pagefind/fragment/en_5d6e7f8.pf_fragment": gzipSync(Buffer.alloc(4000, 3)),
	"media/cat.png": Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)),
	"tiny.txt": "small\n",
	".vite/manifest.json": `{"secret":"${SECRET}"}`,
	"__spa-fallback.html": `<html><body>${SECRET}</body></html>`,
};

export interface StaticSite {
	/** The served root: deliberately under a folder named `assets`. */
	root: string;
	/** The temporary folder holding the root and the secrets beside it. */
	base: string;
	remove(): void;
}

/** A small built site in a temporary folder, precompressed like the real build, with secrets beside it. */
export async function createStaticSite(): Promise<StaticSite> {
	const base = mkdtempSync(join(tmpdir(), "hubkit-static-"));
	const root = join(base, "assets", "site");
	for (const [name, content] of Object.entries(FIXTURE_FILES)) {
		mkdirSync(dirname(join(root, name)), { recursive: true });
		writeFileSync(join(root, name), content);
	}
	// Beside the root, and in a sibling whose name starts like the root's.
	writeFileSync(join(base, "assets", "secret.txt"), SECRET);
	writeFileSync(join(base, "secret.txt"), SECRET);
	writeFileSync(join(base, "assets", INLINE_SCRIPTS_FILE), JSON.stringify(INLINE_SCRIPT_HASHES));
	mkdirSync(join(base, "assets", "site-secret"));
	writeFileSync(join(base, "assets", "site-secret", "index.html"), SECRET);
	await precompress(root);
	return { root, base, remove: () => rmSync(base, { recursive: true, force: true }) };
}

export interface RawResponse {
	status: number;
	head: string;
	text: string;
}

/** Sends `bytes` as they are on a fresh connection and reads until the server closes it. */
export function rawRequest(url: string, bytes: string | Buffer): Promise<RawResponse> {
	const { hostname, port } = new URL(url);
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		const socket = connect(Number(port), hostname, () => socket.end(bytes));
		socket.setTimeout(5000, () => socket.destroy(new Error("no answer within 5 s")));
		socket.on("data", (chunk) => chunks.push(chunk));
		socket.on("error", reject);
		socket.on("close", () => {
			const text = Buffer.concat(chunks).toString("latin1");
			const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0);
			resolve({ status, head: text.split("\r\n\r\n")[0] ?? "", text });
		});
	});
}

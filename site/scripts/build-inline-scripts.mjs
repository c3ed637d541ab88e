// The browser scripts a page carries inline (app/browser/*.ts, one file per script). A component
// imports one as `…/browser/name.ts?inline-script` and gets its text: bundled and minified here
// with esbuild, so the source stays typed and linted TypeScript. The build also writes each
// script's Content-Security-Policy hash, computed from that same bundled text, to
// build/inline-scripts.json (outside what is served): the one list the server's policy allows.
import { mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import { build } from "esbuild";
import { INLINE_SCRIPTS_MANIFEST } from "./inline-script-hashes.mjs";
import { scriptHash } from "./security-headers.mjs";

const QUERY = "?inline-script";
const ONLY_INLINE_SCRIPTS = /\?inline-script$/;

/** One browser script bundled for inlining: its minified text, its CSP hash and the files it read. */
export async function bundleInlineScript(entry) {
	const result = await build({
		entryPoints: [entry],
		bundle: true,
		minify: true,
		// A classic inline script shares the page's global scope: wrapping keeps its names its own.
		format: "iife",
		target: "es2022",
		write: false,
		metafile: true,
		legalComments: "none",
		logLevel: "silent",
		// The site's tsconfig asks for strict mode, which would prefix every script with "use strict".
		tsconfigRaw: {},
	});
	const code = result.outputFiles[0].text.trimEnd();
	const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(input));
	return { code, hash: scriptHash(code), inputs };
}

/** The Vite plugin that serves `?inline-script` imports and, on a build, writes their hashes. */
export function inlineScripts({ manifest = INLINE_SCRIPTS_MANIFEST } = {}) {
	const hashes = new Map();
	return {
		name: "hubkit-inline-scripts",
		enforce: "pre",
		// The filters keep the bundler from calling the plugin for every other module.
		resolveId: {
			filter: { id: ONLY_INLINE_SCRIPTS },
			async handler(source, importer) {
				const entry = await this.resolve(source.slice(0, -QUERY.length), importer, { skipSelf: true });
				return entry && entry.id + QUERY;
			},
		},
		load: {
			filter: { id: ONLY_INLINE_SCRIPTS },
			async handler(id) {
				const entry = id.slice(0, -QUERY.length);
				const { code, hash, inputs } = await bundleInlineScript(entry);
				// The dev server reloads the page when any file the script was bundled from changes.
				for (const input of inputs) this.addWatchFile(input);
				hashes.set(basename(entry, ".ts"), hash);
				return `export default ${JSON.stringify(code)};`;
			},
		},
		async writeBundle() {
			await mkdir(dirname(manifest), { recursive: true });
			const sorted = Object.fromEntries([...hashes].sort(([a], [b]) => a.localeCompare(b)));
			await writeFile(manifest, `${JSON.stringify(sorted, null, "\t")}\n`);
		},
	};
}

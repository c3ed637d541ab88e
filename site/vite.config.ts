import { fileURLToPath } from "node:url";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { rehypeCodeBlocks } from "./app/lib/rehype-code-blocks.server.js";
import { inlineScripts } from "./scripts/build-inline-scripts.mjs";

const packageSource = (path: string) => fileURLToPath(new URL(`../packages/${path}`, import.meta.url));

/**
 * `npm run dev` reads the packages' sources, not their dist/ builds, so an edit to a task's record
 * or to the client shows on the next page load without building the package. The build keeps the
 * dist/ builds: they are what users install.
 */
const SOURCE_ENTRIES = [
	{ find: /^@hubkit\/inference\/internal$/, replacement: packageSource("inference/src/internal.ts") },
	{ find: /^@hubkit\/inference$/, replacement: packageSource("inference/src/index.ts") },
	{ find: /^@hubkit\/snippets$/, replacement: packageSource("snippets/src/index.ts") },
	{ find: /^@hubkit\/tasks$/, replacement: packageSource("tasks/src/index.ts") },
];

export default defineConfig(({ command }) => ({
	resolve: { alias: command === "serve" ? SOURCE_ENTRIES : [] },
	plugins: [
		inlineScripts(),
		{ enforce: "pre", ...mdx({ rehypePlugins: [rehypeCodeBlocks] }) },
		reactRouter(),
	],
}));

import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { rehypeCodeBlocks } from "./app/lib/rehype-code-blocks.server.js";
import { inlineScripts } from "./scripts/build-inline-scripts.mjs";

export default defineConfig({
	plugins: [
		inlineScripts(),
		{ enforce: "pre", ...mdx({ rehypePlugins: [rehypeCodeBlocks] }) },
		reactRouter(),
	],
});

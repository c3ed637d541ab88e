import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { rehypeCodeBlocks } from "./app/lib/rehype-code-blocks.server.js";

export default defineConfig({
	plugins: [{ enforce: "pre", ...mdx({ rehypePlugins: [rehypeCodeBlocks] }) }, reactRouter()],
});

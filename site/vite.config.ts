import { fileURLToPath } from "node:url";
import mdx from "@mdx-js/rollup";
import { reactRouter } from "@react-router/dev/vite";
import { createLogger, defineConfig, type Plugin } from "vite";
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

/**
 * Pages ship no router, so the dev server has no module of theirs to replace in place: when a file
 * the server renders from changes, the browser reloads the page (root.tsx loads Vite's client in dev).
 */
const reloadOnServerChange: Plugin = {
	name: "hubkit-reload-on-server-change",
	apply: "serve",
	hotUpdate({ modules, server }) {
		if (this.environment.name === "ssr" && modules.length > 0)
			server.environments.client.hot.send({ type: "full-reload" });
	},
};

/**
 * React Router's plugin starts a second Vite server of its own with `envFile: false`, an option this
 * config never sets, and Vite warns on each build that it is deprecated. That one message is
 * dropped; every other message goes through.
 */
const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated";
const logger = createLogger();
const warn = logger.warn;
logger.warn = (message, options) => {
	if (!message.includes(ENV_FILE_DEPRECATION)) warn(message, options);
};

export default defineConfig(({ command }) => ({
	resolve: { alias: command === "serve" ? SOURCE_ENTRIES : [] },
	// `npm run dev` takes its port from PORT, as `npm start` does; `npm run dev -- --port N`, Vite's
	// own flag, wins over it (Vite's default otherwise: 5173).
	server: { port: process.env.PORT ? Number(process.env.PORT) : undefined },
	customLogger: logger,
	build: {
		// The build names and times its own steps (scripts/build.mjs) and compresses what is served
		// itself (its step 10): the bundler's report of which plugins took its time, and a gzip of
		// every bundle only to print its size, are noise and work there.
		reportCompressedSize: false,
		rolldownOptions: { checks: { bundlerTimings: false } },
	},
	plugins: [
		inlineScripts(),
		{ enforce: "pre", ...mdx({ rehypePlugins: [rehypeCodeBlocks] }) },
		reactRouter(),
		reloadOnServerChange,
	],
}));

// The site's build, in the order it runs (`npm run build -w @hubkit/site`). Each step names what it
// reads and what it writes; every path is relative to site/. Steps 1-3 prepare what the prerender
// reads, step 4 renders every page, steps 5-10 add to and trim the rendered site in build/client/.
//
//   step          reads                                           writes
//   1 media       @hubkit/tasks's media/                          public/media/tasks/
//   2 islands     app/islands/hydrate.tsx, search-box.ts          public/islands/ (+ .vite/manifest.json)
//   3 api-json    packages/*/src (TypeDoc)                        .generated/api/*.json
//   4 prerender   app/ (app/browser/*.ts inlined), public/,       build/client/ (pages, public/ copied),
//                 .generated/, public/islands/.vite/manifest.json build/server/, build/inline-scripts.json
//   5 sitemap     react-router.config.ts (page list), SITE_URL    build/client/sitemap.xml, robots.txt
//   6 markdown    build/client/**/index.html (<main>)             build/client/**.md, llms.txt, llms-full.txt
//   7 search      build/client/**/index.html                      build/client/pagefind/
//   8 prune       build/client/ (what pages reach)                deletes the rest (see prune-build.mjs)
//   9 openapi     @hubkit/tasks's TASK_SPECS and examples         build/client/openapi.json
//  10 compress    build/client/ text files                        a .br and a .gz beside each
//
// The search step runs beside the Markdown step: Pagefind indexes in a process of its own, on the
// core the Markdown step leaves idle, and neither reads what the other writes. Prune keeps
// pagefind/ and every .md file whichever step wrote them first (build-references.mjs).
//
// `node scripts/build.mjs prepare` runs steps 1-3 only: what `npm run dev` needs before the dev
// server renders pages on request.
//
// Step 8 (prune) exists because React Router, with `ssr: false` and a prerender list, always writes a
// `.data` file per page, the SPA fallback shell and the client bundle it needs; none is served.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build as viteBuild } from "vite";
import { API_ENTRIES, writeApiJson } from "./api-json.mjs";
import { copyMedia } from "./copy-media.mjs";
import { writeMarkdown } from "./llms.mjs";
import { writeOpenApi } from "./openapi.mjs";
import { precompress } from "./precompress.mjs";
import { pruneBuild } from "./prune-build.mjs";
import { writeSearchIndex } from "./search-index.mjs";
import { sitemapSite } from "./site-pages.mjs";
import { writeSitemap } from "./sitemap.mjs";

const SITE = fileURLToPath(new URL("../", import.meta.url));
const CLIENT = fileURLToPath(new URL("../build/client/", import.meta.url));
const PRECOMPRESS_CACHE = fileURLToPath(new URL("../node_modules/.cache/precompress/", import.meta.url));
const ORIGIN = new URL(process.env.SITE_URL || "https://hubkit.dev").origin;

// Run with this Node directly: through npx, finding the command cost half a second of CPU.
const REACT_ROUTER_CLI = join(
	dirname(createRequire(import.meta.url).resolve("@react-router/dev/package.json")),
	"bin.js",
);

/** React Router's build has no supported programmatic entry: its command line is the interface. */
function reactRouterBuild() {
	const run = spawnSync(process.execPath, [REACT_ROUTER_CLI, "build"], { cwd: SITE, stdio: "inherit" });
	if (run.status !== 0) throw new Error(`react-router build exited with ${run.status ?? run.signal}`);
}

/**
 * The steps, in order: each returns a short summary of what it wrote. A step `besidePrevious` starts
 * with the step before it, and the next step waits for both.
 */
export const STEPS = [
	{
		name: "media",
		run: () => {
			copyMedia();
			return "public/media/tasks/";
		},
	},
	{
		name: "islands",
		run: async () => {
			await viteBuild({ root: SITE, configFile: `${SITE}vite.islands.config.ts`, logLevel: "warn" });
			return "public/islands/";
		},
	},
	{
		name: "api-json",
		run: async () => `${API_ENTRIES.length} entries ${(await writeApiJson()).cached ? "unchanged" : "read"}`,
	},
	{
		name: "prerender",
		run: () => {
			reactRouterBuild();
			return "build/client/";
		},
	},
	{
		name: "sitemap",
		run: async () => `${(await writeSitemap(CLIENT, await sitemapSite())).urls.length} pages`,
	},
	{ name: "markdown", run: async () => `${(await writeMarkdown(CLIENT, ORIGIN)).length} pages` },
	{
		name: "search",
		besidePrevious: true,
		run: async () => `${await writeSearchIndex(CLIENT)} pages indexed`,
	},
	{ name: "prune", run: () => `${pruneBuild(CLIENT).length} files removed` },
	{ name: "openapi", run: async () => `${await writeOpenApi(CLIENT)} paths` },
	{
		name: "compress",
		run: async () => {
			const results = await precompress(CLIENT, { cacheDir: PRECOMPRESS_CACHE });
			return `${results.filter((result) => result.written.br).length} of ${results.length} files`;
		},
	},
];

/** The steps that make what the prerender reads, which the dev server needs too. */
const PREPARE = STEPS.slice(
	0,
	STEPS.findIndex((step) => step.name === "prerender"),
);

/** The steps in groups that run at once: a step `besidePrevious` joins the group before it. */
function groups(steps) {
	const found = [];
	for (const step of steps) {
		if (step.besidePrevious && found.length > 0) found[found.length - 1].push(step);
		else found.push([step]);
	}
	return found;
}

/** Runs the steps in order, timing each; the first failure stops the build. */
export async function buildSite(steps = STEPS) {
	const started = performance.now();
	for (const group of groups(steps)) {
		await Promise.all(
			group.map(async (step) => {
				const stepStarted = performance.now();
				const summary = await step.run();
				const seconds = ((performance.now() - stepStarted) / 1000).toFixed(1);
				console.log(`[${STEPS.indexOf(step) + 1}/${STEPS.length}] ${step.name}: ${summary} (${seconds} s)`);
			}),
		);
	}
	console.log(
		`${steps.length} of ${STEPS.length} steps done in ${((performance.now() - started) / 1000).toFixed(1)} s`,
	);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	await buildSite(process.argv[2] === "prepare" ? PREPARE : STEPS);
}

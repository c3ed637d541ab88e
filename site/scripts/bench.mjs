// `npm run bench` in site/: builds the site and prints the figures the site is held to.
//  - full build time, median of 3 runs, and build time against the number of pages (builds with 10,
//    30 and all of the task pages) to show it grows linearly;
//  - gzipped JavaScript each page loads before the reader acts (budget 100 KB): the heaviest page
//    and the heaviest page of each template;
//  - Lighthouse mobile scores (performance, accessibility, best practices, SEO; targets 98, 100,
//    100, 100) of one page per template, and of the pages that were slowest (the generator's two,
//    the longest task page). Performance is the median of `--runs N` (default 1).
// `--skip-build` measures the build already in build/client (no build times); `--pages /a,/b`
// measures only those pages with Lighthouse (and implies `--skip-build`); `--dir <path>` measures a
// copy of a build's client/ folder (one that another build cannot replace halfway through the
// measurement), with the build's inline-scripts.json copied beside it: the server reads the pages'
// script hashes from there. Lighthouse runs in the full Chromium (`CHROMIUM_PATH`, default
// /usr/bin/chromium: Debian's `chromium`), not the tests' headless shell, whose scores differ.
import { execFile, execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/chromium.mjs";
import { buildFiles, isPage } from "./build-references.mjs";
import { PAGE_JS_BUDGET, pageJsWeight } from "./page-weight.mjs";
import { BUILD_DIR, startStaticServer } from "./static-server.mjs";

const SITE_DIR = fileURLToPath(new URL("../", import.meta.url));
const LIGHTHOUSE_PAGES = [
	"/",
	"/tasks",
	"/tasks/text-classification",
	"/providers",
	"/snippets",
	"/snippets/local",
	"/tasks/text-generation",
	"/reference/inference",
	"/reference/inference/task-functions/vision",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };

const args = process.argv.slice(2);
const pagesArg = args.includes("--pages") ? args[args.indexOf("--pages") + 1] : undefined;
const pagesOnly = pagesArg?.split(",").filter((page) => page.startsWith("/"));
const dirArg = args.includes("--dir") ? args[args.indexOf("--dir") + 1] : undefined;
const root = dirArg ? `${resolve(dirArg)}/` : BUILD_DIR;
const skipBuild = args.includes("--skip-build") || pagesOnly !== undefined || dirArg !== undefined;
const runs = Number(args[args.indexOf("--runs") + 1]) || 1;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Seconds one `npm run build` takes, with `taskPages` task pages (all when undefined). */
function timeBuild(taskPages) {
	const env = { ...process.env };
	if (taskPages === undefined) delete env.HUBKIT_TASK_PAGES;
	else env.HUBKIT_TASK_PAGES = String(taskPages);
	const started = performance.now();
	execFileSync("npm", ["run", "build"], { cwd: SITE_DIR, stdio: "ignore", env });
	return (performance.now() - started) / 1000;
}

const pageRoutes = () =>
	buildFiles(root)
		.filter((file) => isPage(file) && file.endsWith("index.html"))
		.map((file) => file.slice(0, -"index.html".length).replace(/\/$/, ""));

function measureBuilds() {
	const points = [];
	const taskCount = () => pageRoutes().filter((route) => route.startsWith("tasks/")).length;
	for (const taskPages of [10, 30]) {
		const seconds = timeBuild(taskPages);
		points.push({ taskPages: taskCount(), pages: pageRoutes().length, seconds });
	}
	// The full builds come last, so the build left behind is the whole site.
	const full = [timeBuild(), timeBuild(), timeBuild()];
	points.push({ taskPages: taskCount(), pages: pageRoutes().length, seconds: median(full) });
	return { full, points };
}

/** The template a page is built from: its first path segment, and whether it has a second. */
function template(route) {
	const [first = "", second] = route.split("/");
	if (first === "") return "/ (home)";
	// The package pages are one template; the pages of a long group's parts another.
	if (first === "reference" && route.split("/").length > 3) return "/reference/inference/:group/:part";
	if (first === "reference") return second === undefined ? "/reference" : "/reference/:package";
	if (first === "course") return `/${route}`;
	return second === undefined ? `/${first}` : `/${first}/:id`;
}

function measureJs() {
	const weights = pageRoutes().map((route) => pageJsWeight(root, route));
	const byTemplate = new Map();
	for (const weight of weights) {
		const name = template(weight.route);
		if ((byTemplate.get(name)?.bytes ?? -1) < weight.bytes) byTemplate.set(name, weight);
	}
	const heaviest = weights.reduce((a, b) => (b.bytes > a.bytes ? b : a));
	return { pages: weights.length, heaviest, byTemplate };
}

/** One Lighthouse run; a run that fails to record its trace (it happens on a loaded machine) is retried. */
async function lighthouse(url, attempt = 1) {
	try {
		return await lighthouseRun(url);
	} catch (error) {
		if (attempt >= 3) throw error;
		return lighthouse(url, attempt + 1);
	}
}

async function lighthouseRun(url) {
	// Lighthouse drives Chromium over the DevTools protocol, which needs the new headless mode.
	const flags = CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)).join(" ");
	// Asynchronous: the static server runs in this process and must keep answering meanwhile.
	const { stdout } = await promisify(execFile)(
		"npx",
		[
			"lighthouse",
			url,
			`--only-categories=${CATEGORIES.join(",")}`,
			"--output=json",
			"--quiet",
			`--chrome-flags=${flags}`,
		],
		{ cwd: SITE_DIR, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
	);
	const report = JSON.parse(stdout);
	const failing = Object.values(report.audits)
		.filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
		.map((audit) => audit.id);
	return {
		scores: Object.fromEntries(
			CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
		),
		tbt: report.audits["total-blocking-time"].numericValue,
		lcp: report.audits["largest-contentful-paint"].numericValue,
		failing,
	};
}

/**
 * Each page's result, told as soon as it is measured: a run that fails three times (a machine too
 * busy to answer the browser's protocol in time) is said and left out of the median, not fatal.
 */
async function measureLighthouse(report) {
	if (!existsSync(CHROMIUM)) {
		throw new Error(
			`Lighthouse needs the full Chromium, not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`,
		);
	}
	const server = await startStaticServer({ root });
	try {
		for (const path of pagesOnly ?? LIGHTHOUSE_PAGES) {
			if (!existsSync(`${root}${path.slice(1)}${path === "/" ? "" : "/"}index.html`)) {
				report({ path, absent: true });
				continue;
			}
			const all = [];
			const failed = [];
			for (let i = 0; i < runs; i++) {
				await lighthouse(`${server.url}${path}`).then(
					(run) => all.push(run),
					(error) =>
						failed.push(
							String(error.stderr || error.message)
								.trim()
								.split("\n")[0],
						),
				);
			}
			const performance = median(all.map((run) => run.scores.performance));
			const run = all.find((candidate) => candidate.scores.performance === performance);
			report({ path, run, failed });
		}
	} finally {
		await server.close();
	}
}

if (!skipBuild) {
	const { full, points } = measureBuilds();
	console.log(
		`Full build: ${median(full).toFixed(1)} s, median of 3 (${full.map((s) => s.toFixed(1)).join(", ")})`,
	);
	const [first, , last] = points;
	const perPage = (last.seconds - first.seconds) / (last.pages - first.pages);
	for (const point of points) {
		const predicted = first.seconds + perPage * (point.pages - first.pages);
		console.log(
			`  ${point.pages} pages (${point.taskPages} task pages): ${point.seconds.toFixed(1)} s (linear fit ${predicted.toFixed(1)} s)`,
		);
	}
	console.log(
		`  ${(perPage * 1000).toFixed(0)} ms per page beyond a fixed ${(first.seconds - perPage * first.pages).toFixed(1)} s`,
	);
}

const js = pagesOnly ? undefined : measureJs();
if (js)
	console.log(
		`JavaScript before the reader acts, gzipped (budget ${kb(PAGE_JS_BUDGET)}), ${js.pages} pages: heaviest /${js.heaviest.route} ${kb(js.heaviest.bytes)}`,
	);
for (const [name, weight] of js ? [...js.byTemplate].sort() : []) {
	console.log(`  ${name.padEnd(24)} ${kb(weight.bytes).padStart(9)}  (heaviest: /${weight.route})`);
}

console.log(`Lighthouse, mobile (${runs === 1 ? "one run" : `performance: median of ${runs}`}):`);
await measureLighthouse(({ path, absent, run, failed = [] }) => {
	if (absent) return console.log(`  ${path.padEnd(28)} not in this build`);
	for (const reason of failed) console.log(`  ${path.padEnd(28)} a run failed: ${reason}`);
	if (!run) return;
	const scores = CATEGORIES.map((id) => {
		const below = run.scores[id] < TARGETS[id];
		return `${id} ${run.scores[id]}${below ? ` (target ${TARGETS[id]})` : ""}`;
	}).join(", ");
	console.log(`  ${path.padEnd(28)} ${scores}; TBT ${Math.round(run.tbt)} ms, LCP ${Math.round(run.lcp)} ms`);
	if (run.failing.length > 0) console.log(`    failing audits: ${run.failing.join(", ")}`);
});

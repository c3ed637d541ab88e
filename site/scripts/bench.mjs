// `npm run bench` in site/: measures the built site against its targets and prints the figures.
//  - build time of the whole site (target: under 10 s on a 2-core machine);
//  - gzipped JavaScript a task page loads (target: at most 110 KB; reference sites on the same
//    kind of page: a default React Router app 110 KB, Docusaurus 183 KB, Next.js 139 KB);
//  - Lighthouse mobile performance of /tasks/text-classification (target: at least 95; a default
//    React Router app scores about 88).
import { execFile, execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/chromium.mjs";
import { pageJsWeight } from "./page-weight.mjs";
import { BUILD_DIR, startStaticServer } from "./static-server.mjs";

const SITE_DIR = fileURLToPath(new URL("../", import.meta.url));
const REFERENCE_JS_KB = { "React Router default": 110, Docusaurus: 183, "Next.js": 139 };
const kb = (bytes) => (bytes / 1024).toFixed(1);

function measureBuild() {
	const started = performance.now();
	execFileSync("npm", ["run", "build"], { cwd: SITE_DIR, stdio: "ignore" });
	return (performance.now() - started) / 1000;
}

function measureJs() {
	const routes = readdirSync(`${BUILD_DIR}tasks`, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => `tasks/${entry.name}`);
	const weights = [...routes, "", "tasks", "course/he/chapter0/1"].map((route) =>
		pageJsWeight(BUILD_DIR, route),
	);
	const taskPages = weights.filter((w) => w.route.startsWith("tasks/"));
	return {
		heaviestTaskPage: taskPages.reduce((a, b) => (b.bytes > a.bytes ? b : a)),
		textClassification: weights.find((w) => w.route === "tasks/text-classification"),
		catalogue: weights.find((w) => w.route === "tasks"),
		course: weights.find((w) => w.route === "course/he/chapter0/1"),
	};
}

async function measureLighthouse() {
	const server = await startStaticServer();
	try {
		// Lighthouse drives Chromium over the DevTools protocol, which needs the new headless mode.
		const flags = CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)).join(" ");
		const runs = [];
		for (let i = 0; i < 3; i++) {
			// Asynchronous: the static server runs in this process and must keep answering meanwhile.
			const { stdout } = await promisify(execFile)(
				"npx",
				[
					"lighthouse",
					`${server.url}/tasks/text-classification`,
					"--only-categories=performance",
					"--output=json",
					"--quiet",
					`--chrome-flags=${flags}`,
				],
				{ cwd: SITE_DIR, env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 * 1024 * 1024 },
			);
			const report = JSON.parse(stdout);
			const metric = (id) => report.audits[id].numericValue;
			runs.push({
				score: Math.round(report.categories.performance.score * 100),
				fcp: metric("first-contentful-paint"),
				lcp: metric("largest-contentful-paint"),
				tbt: metric("total-blocking-time"),
				cls: metric("cumulative-layout-shift"),
			});
		}
		return runs.sort((a, b) => a.score - b.score)[1];
	} finally {
		await server.close();
	}
}

const buildSeconds = measureBuild();
console.log(
	`Site build: ${buildSeconds.toFixed(1)} s (target < 10 s, ratio ${(buildSeconds / 10).toFixed(2)})`,
);

const js = measureJs();
const target = js.heaviestTaskPage.bytes / 1024;
console.log(
	`JavaScript, heaviest task page (${js.heaviestTaskPage.route}): ${kb(js.heaviestTaskPage.bytes)} KB gzipped (target <= 110 KB)`,
);
for (const [name, reference] of Object.entries(REFERENCE_JS_KB)) {
	console.log(`  vs ${name} (${reference} KB): ratio ${(target / reference).toFixed(2)}`);
}
console.log(`JavaScript, /tasks/text-classification: ${kb(js.textClassification.bytes)} KB gzipped`);
console.log(`JavaScript, /tasks (catalogue): ${kb(js.catalogue.bytes)} KB gzipped`);
console.log(`JavaScript, /course/he/chapter0/1: ${kb(js.course.bytes)} KB gzipped`);

const lighthouse = await measureLighthouse();
console.log(
	`Lighthouse mobile performance, /tasks/text-classification (median of 3): ${lighthouse.score} (target >= 95; React Router default about 88, ratio ${(lighthouse.score / 88).toFixed(2)})`,
);
console.log(
	`  FCP ${Math.round(lighthouse.fcp)} ms, LCP ${Math.round(lighthouse.lcp)} ms, TBT ${Math.round(lighthouse.tbt)} ms, CLS ${lighthouse.cls.toFixed(3)}`,
);

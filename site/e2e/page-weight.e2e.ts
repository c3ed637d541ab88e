import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildFiles, isPage } from "../scripts/build-references.mjs";
import { PAGE_JS_BUDGET, pageJsWeight, pageScripts } from "../scripts/page-weight.mjs";
import { BUILD_DIR } from "../scripts/static-server.mjs";
import { launchBrowser, openPage } from "./browser.js";

const site = inject("siteUrl");
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every prerendered page, as the folder its index.html is in. */
const ROUTES = buildFiles(BUILD_DIR)
	.filter((file) => isPage(file) && file.endsWith("index.html"))
	.map((file) => file.slice(0, -"index.html".length).replace(/\/$/, ""));

/** One page per template, for the browser to confirm what the static count says. */
const SAMPLE = [
	"",
	"tasks",
	"tasks/text-classification",
	"snippets",
	"providers",
	"providers/together",
	"inference",
];

let browser: Browser;
beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("the JavaScript budget", () => {
	it(`keeps every prerendered page at most ${kb(PAGE_JS_BUDGET)} gzipped before the reader acts`, () => {
		expect(ROUTES.length).toBeGreaterThan(60);
		const over = ROUTES.map((route) => pageJsWeight(BUILD_DIR, route))
			.filter((weight) => weight.bytes > PAGE_JS_BUDGET)
			.map((weight) => `/${weight.route}: ${kb(weight.bytes)}`);
		expect(over).toEqual([]);
	});

	it("counts every script a browser fetches on load, until the network is idle", async () => {
		for (const route of SAMPLE.filter((route) => ROUTES.includes(route))) {
			const { page, requests } = await openPage(browser);
			await page.goto(`${site}/${route}`, { waitUntil: "networkidle" });
			const fetched = requests.filter((url) => url.pathname.endsWith(".js")).map((url) => url.pathname);
			const html = readFileSync(join(BUILD_DIR, route, "index.html"), "utf8");
			const counted = pageScripts(html, BUILD_DIR);
			expect({ route, uncounted: fetched.filter((url) => !counted.includes(url)) }).toEqual({
				route,
				uncounted: [],
			});
			await page.context().close();
		}
	});
});

import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from "../../scripts/chromium.mjs";
import { BUILD_DIR, startStaticServer } from "../scripts/static-server.mjs";

declare module "vitest" {
	export interface ProvidedContext {
		siteUrl: string;
		browserEndpoint: string;
	}
}

/**
 * Serves the built site and starts one Chromium for every end-to-end test file: each file connects
 * to it and opens its own contexts, instead of paying for a browser start of its own.
 */
export default async function setup(project: TestProject) {
	if (!existsSync(`${BUILD_DIR}index.html`)) {
		throw new Error("The site is not built: run `npm run build` first (npm test does).");
	}
	const server = await startStaticServer();
	// Pages share at most four renderer processes instead of each starting its own: the run opens
	// several hundred pages, and a new page cost twice the CPU of a page navigated (0.45 s against
	// 0.2 s in the whole browser). The browser files took 166 s instead of 172 s (312 CPU-s instead
	// of 323) on the idle machine in the headless shell. All the pages are one site, so sharing a
	// process changes nothing the tests see.
	const browser = await chromium.launchServer({
		executablePath: CHROMIUM_HEADLESS_SHELL,
		args: [...CHROMIUM_ARGS, "--renderer-process-limit=4"],
	});
	project.provide("siteUrl", server.url);
	project.provide("browserEndpoint", browser.wsEndpoint());
	return async () => {
		await browser.close();
		await server.close();
	};
}

import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags that keep Chromium from reaching out to the network on its own. */
const ARGS = [
	"--headless",
	"--no-sandbox",
	"--disable-gpu",
	"--disable-quic",
	"--no-first-run",
	"--disable-background-networking",
	"--disable-component-update",
	"--disable-sync",
];

export const launchBrowser = (): Promise<Browser> =>
	chromium.launch({ executablePath: CHROMIUM, args: ARGS });

export interface PageWatch {
	page: Page;
	errors: string[];
	requests: URL[];
}

/** A fresh page that records console errors, page errors and every request it makes. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<PageWatch> {
	const context = await browser.newContext(options);
	const page = await context.newPage();
	const errors: string[] = [];
	const requests: URL[] = [];
	page.on("console", (message) => {
		if (message.type() === "error") errors.push(message.text());
	});
	page.on("pageerror", (error) => errors.push(String(error)));
	page.on("request", (request) => requests.push(new URL(request.url())));
	return { page, errors, requests };
}

/** Every prerendered route of the site. */
export async function allRoutes(): Promise<string[]> {
	const { PIPELINE_TYPES } = await import("@hubkit/tasks");
	return [
		"/",
		"/tasks",
		...PIPELINE_TYPES.map((id) => `/tasks/${id}`),
		"/inference",
		"/course/he/chapter0/1",
		"/course/he/chapter0/1?fw=tf",
		"/no-such-page",
	];
}

// `node scripts/wire-weight.mjs [route...]`: what a first visit to each page costs over the wire, as
// headless Chromium measures it (headers and encoded bodies of every request the page makes until
// the network is idle), served by our own static server from the build.
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../../scripts/chromium.mjs";
import { startStaticServer } from "./static-server.mjs";

const routes = process.argv.slice(2);
if (routes.length === 0) routes.push("/tasks/text-classification");

const server = await startStaticServer();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
	for (const route of routes) {
		const context = await browser.newContext();
		const page = await context.newPage();
		const finished = [];
		page.on("requestfinished", (request) => finished.push(request));
		await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
		let headers = 0;
		let bodies = 0;
		for (const request of finished) {
			const sizes = await request.sizes();
			headers += sizes.responseHeadersSize;
			bodies += sizes.responseBodySize;
		}
		const kb = (bytes) => (bytes / 1024).toFixed(1);
		console.log(
			`${route}: ${finished.length} requests, ${kb(headers + bodies)} KB over the wire (${kb(bodies)} KB bodies, ${kb(headers)} KB headers)`,
		);
		await context.close();
	}
} finally {
	await browser.close();
	await server.close();
}

import { chromium } from "playwright-core";

const [url, out, width = "1280", full = "1"] = process.argv.slice(2);
const browser = await chromium.launch({
	executablePath: "/usr/bin/chromium",
	args: [
		"--headless",
		"--no-sandbox",
		"--disable-gpu",
		"--disable-quic",
		"--no-first-run",
		"--disable-background-networking",
		"--disable-component-update",
		"--disable-sync",
	],
});
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
const page = await context.newPage();
const errors = [];
page.on("console", (m) => {
	if (m.type() === "error") errors.push(m.text());
});
page.on("pageerror", (e) => errors.push(String(e)));
await page.goto(url, { waitUntil: "networkidle" });
await page.screenshot({ path: out, fullPage: full === "1" });
console.log("errors:", errors);
await browser.close();

import { type Emulator, startEmulator } from "@hubkit/emulator";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, islandHydrated, launchBrowser, openPage } from "./browser.js";
import { type HostileServer, jsonAnswer, startHostileServer } from "./try-it-hostile-server.js";

let browser: Browser;
let emulator: Emulator;
let hostile: HostileServer;
const site = inject("siteUrl");

/** A hub token of the shape the emulator's router takes, distinctive enough to search for anywhere. */
const TOKEN = "hf_CompareSecret5Hq8Rt3Wx7Zp";
const PAGE = `${site}/tasks/text-generation`;

beforeAll(async () => {
	browser = await launchBrowser();
	emulator = await startEmulator({ pollSteps: 0 });
	hostile = await startHostileServer();
});
afterAll(async () => {
	await browser.close();
	await emulator.close();
	await hostile.close();
});

interface ListedProvider {
	provider: string;
	status: string;
	pricing: { input: number; output: number };
	throughput: number;
	first_token_latency_ms: number;
}

/** The page's model, as the island's props name it. */
async function pageModel(page: Page): Promise<string> {
	const props = await page.locator('[data-island="compare-providers"]').getAttribute("data-props");
	return (JSON.parse(props ?? "{}") as { model: string }).model;
}

/** The providers the emulator's router lists for the model, read the way the docs read them. */
async function listed(model: string): Promise<ListedProvider[]> {
	const response = await fetch(`${emulator.url}/v1/models/${model}`, {
		headers: { authorization: `Bearer ${TOKEN}` },
	});
	return ((await response.json()) as { providers: ListedProvider[] }).providers;
}

/** The provider the emulator's router sends a chat call with the policy's suffix to. */
async function routedTo(model: string, policy: string): Promise<string | null> {
	const response = await fetch(`${emulator.url}/v1/chat/completions`, {
		method: "POST",
		headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
		body: JSON.stringify({ model: `${model}:${policy}`, messages: [{ role: "user", content: "Hi" }] }),
	});
	await response.body?.cancel();
	return response.headers.get("x-inference-provider");
}

/** Waits until the island has hydrated: its code is loaded lazily, after React takes the page over. */
async function ready(page: Page): Promise<void> {
	await islandHydrated(page, "compare-providers");
	await page.waitForFunction(
		() => !document.querySelector(".compare-providers")?.textContent?.includes("needs JavaScript"),
	);
}

/** Opens the chat page, points the comparison at `router` and reads; resolves to the section. */
async function readFrom(page: Page, router: string): Promise<Locator> {
	await page.goto(PAGE, { waitUntil: "load" });
	await ready(page);
	const section = page.locator(".compare-providers");
	await section.getByLabel("Hub token (optional)").fill(TOKEN);
	await section.locator("summary", { hasText: "Advanced" }).click();
	await section.getByLabel("Router address").fill(router);
	await section.getByRole("button", { name: "Read prices and speeds from the router" }).click();
	// Done when the status says how many providers were read, or why none were.
	await page.waitForFunction(
		(element) => /Read \d+ providers|could not be read|needs attention/.test(element?.textContent ?? ""),
		await section.getByRole("status", { name: "Comparison" }).elementHandle(),
	);
	return section;
}

/** The table's rows as the reader sees them: header cell, then each data cell's text. */
const tableRows = (section: Locator) =>
	section
		.locator("tbody tr")
		.evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? "")));

const axeViolations = async (page: Page) =>
	(await axe(page).include(".compare-providers").analyze()).violations.map(
		(v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
	);

describe("Compare providers", () => {
	it("is the dated table, marked as such, in the static page, and asks nothing of the router until the reader does", async () => {
		const { page, errors } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(PAGE, { waitUntil: "load" });
		const table = page.locator(".compare-providers table");
		expect(await table.locator("caption").textContent()).toMatch(/as of .* \(dated table, not live/);
		expect(await table.locator("caption time").getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		expect(await table.locator("tbody th[scope=row]").count()).toBeGreaterThan(1);
		expect(await table.locator("thead th").allTextContents()).toEqual(["Provider", "Status"]);
		expect(await page.locator(".compare-providers").textContent()).toContain("needs JavaScript");
		await page.context().close();

		const live = await openPage(browser);
		await live.page.goto(PAGE, { waitUntil: "networkidle" });
		await ready(live.page);
		expect(live.requests.filter((url) => url.pathname.includes("/v1/models")).map(String)).toEqual([]);
		expect(live.requests.some((url) => url.pathname.includes("/read-router-model-"))).toBe(false);
		expect([...errors, ...live.errors]).toEqual([]);
		await live.page.context().close();
	});

	it("reads the router's figures for the page's model, with the time read and the row each policy picks, as the router routes", async () => {
		const { page, errors, requests } = await openPage(browser);
		const before = Date.now();
		const section = await readFrom(page, emulator.url);
		const model = await pageModel(page);
		const providers = await listed(model);
		expect(providers.length).toBeGreaterThan(2);

		expect(requests.some((url) => url.pathname.includes("/read-router-model-"))).toBe(true);
		const rows = await tableRows(section);
		expect(rows.map((row) => row[0])).toEqual(providers.map((entry) => entry.provider));
		const first = providers[0] as ListedProvider;
		expect(rows[0]?.[1]).toBe(first.status);
		expect(rows[0]?.[4]).toContain(first.pricing.output.toFixed(2));
		expect(rows[0]?.[8]).toContain(String(first.throughput).split(".")[0]);

		const readAt = Date.parse((await section.locator("caption time").getAttribute("datetime")) ?? "");
		expect(readAt).toBeGreaterThanOrEqual(before);
		expect(readAt).toBeLessThanOrEqual(Date.now());

		// The page marks the rows the router's own policies pick.
		for (const policy of ["fastest", "cheapest"]) {
			const picked = rows.filter((row) => row[9]?.includes(`:${policy}`)).map((row) => row[0]);
			expect(picked, policy).toEqual([await routedTo(model, policy)]);
		}
		expect(await axeViolations(page)).toEqual([]);
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("sorts by price and by speed from the keyboard, and says the order on the column header", async () => {
		const { page } = await openPage(browser);
		const section = await readFrom(page, emulator.url);
		const providers = await listed(await pageModel(page));
		const byOutput = [...providers].sort((a, b) => a.pricing.output - b.pricing.output);
		const byThroughput = [...providers].sort((a, b) => b.throughput - a.throughput);

		const output = section.getByRole("button", { name: /^Output price/ });
		await output.focus();
		await page.keyboard.press("Enter");
		expect(await output.locator("xpath=..").getAttribute("aria-sort")).toBe("ascending");
		expect((await tableRows(section)).map((row) => row[0])).toEqual(byOutput.map((entry) => entry.provider));
		await page.keyboard.press("Space");
		expect(await output.locator("xpath=..").getAttribute("aria-sort")).toBe("descending");
		expect((await tableRows(section)).map((row) => row[0])).toEqual(
			[...byOutput].reverse().map((entry) => entry.provider),
		);
		expect(await section.locator("caption").textContent()).toContain("sorted by output price, descending");

		const throughput = section.getByRole("button", { name: /^Throughput/ });
		await page.keyboard.press("Tab");
		await page.keyboard.press("Tab");
		expect(await throughput.evaluate((element) => element === document.activeElement)).toBe(true);
		await page.keyboard.press("Enter");
		expect(await throughput.locator("xpath=..").getAttribute("aria-sort")).toBe("descending");
		expect(await output.locator("xpath=..").getAttribute("aria-sort")).toBe("none");
		expect((await tableRows(section)).map((row) => row[0])).toEqual(
			byThroughput.map((entry) => entry.provider),
		);
		expect(await axeViolations(page)).toEqual([]);
		await page.context().close();
	});

	it("shows a hostile router's answer as text, leaves out what is not a figure, and never shows the token", async () => {
		const markup = '<img src=x onerror="window.__pwned=1">';
		hostile.answerWith(
			jsonAnswer({
				id: "meta-llama/Llama-3.1-8B-Instruct",
				object: "model",
				providers: [
					{ provider: markup, status: "live", pricing: { input: 1, output: 2 }, throughput: 50 },
					{ provider: "cheap", status: "live", pricing: { input: "0", output: -1 }, throughput: "fast" },
					{ provider: "down", status: "error", pricing: { input: 0.01, output: 0.01 }, throughput: 9000 },
					{ provider: TOKEN, status: "live", context_length: Number.MAX_SAFE_INTEGER },
					{ status: "live" },
					"not an entry",
				],
			}),
		);
		const { page, errors } = await openPage(browser);
		const section = await readFrom(page, hostile.url);
		const rows = await tableRows(section);
		expect(rows.map((row) => row[0])).toEqual([markup, "cheap", "down", TOKEN]);
		expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
		expect(await section.locator("tbody img").count()).toBe(0);
		// A price of the wrong type or below zero is no price; an error row is picked by no policy.
		expect(rows[1]?.[4]).toBe("—");
		expect(rows[1]?.[8]).toBe("—");
		expect(rows[0]?.[9]).toBe(":fastest, :cheapest");
		expect(rows[2]?.[9]).toBe("—");
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("says why when the router refuses, without the token it echoed", async () => {
		hostile.answerWith((_request, response) => {
			response.writeHead(404, { "content-type": "application/json" });
			response.end(
				JSON.stringify({ error: { message: `No such model for ${TOKEN}`, code: "model_not_found" } }),
			);
		});
		const { page } = await openPage(browser);
		const section = await readFrom(page, hostile.url);
		const status = section.getByRole("status", { name: "Comparison" });
		expect(await status.textContent()).toContain("The router's model list could not be read");
		expect(await status.textContent()).toContain("404");
		expect(await section.textContent()).not.toContain(TOKEN.slice(3, 20));
		// The dated table stays.
		expect(await section.locator("caption").textContent()).toContain("dated table");
		await page.context().close();
	});
});

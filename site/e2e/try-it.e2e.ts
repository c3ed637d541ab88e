import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { axe, launchBrowser, mainThreadClock, openPage } from "./browser.js";
import { endlessChat, type HostileServer, jsonAnswer, startHostileServer } from "./try-it-hostile-server.js";

let browser: Browser;
let emulator: Emulator;
let hostile: HostileServer;
const site = inject("siteUrl");

/** A hub token of the shape the emulator's router takes, distinctive enough to search for anywhere. */
const TOKEN = "hf_TryItSecret7Q4x9Zk2Lm8Wv";

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
beforeEach(() => {
	emulator.setFaults([]);
	emulator.reset();
	hostile.calls = 0;
	hostile.closedEarly = 0;
});

interface BrowserRequest {
	url: string;
	headers: Record<string, string>;
	body: string;
}

/** Every request the page makes, with its headers and body, to search them for the token. */
function recordRequests(page: Page): BrowserRequest[] {
	const seen: BrowserRequest[] = [];
	page.on("request", (request) => {
		seen.push({ url: request.url(), headers: request.headers(), body: request.postData() ?? "" });
	});
	return seen;
}

/** Opens a task page, scrolls to Try it (which loads the panel) and points it at the emulator. */
async function openPanel(page: Page, task: string): Promise<Locator> {
	await page.goto(`${site}/tasks/${task}`, { waitUntil: "load" });
	return pointPanel(page);
}

/** On a task page already open: scrolls to Try it (which loads the panel) and points it at the emulator. */
async function pointPanel(page: Page): Promise<Locator> {
	await page.getByRole("heading", { name: "Try it", exact: true }).scrollIntoViewIfNeeded();
	const token = page.getByLabel("Access token");
	await token.waitFor();
	await token.fill(TOKEN);
	await page.locator(".try-it summary", { hasText: "Advanced" }).click();
	await page.getByLabel("Router URL").fill(emulator.url);
	await page.getByLabel("Hub URL").fill(emulator.url);
	return page.getByRole("status", { name: "Result" });
}

/** The panel with the emulator as hub and the hostile server as router: the call gets its answers. */
async function openHostilePanel(page: Page, task: string): Promise<Locator> {
	const result = await openPanel(page, task);
	await page.getByLabel("Router URL").fill(hostile.url);
	return result;
}

/** The total a "Showing the first … of N …" note gives, or 0 before there is one. */
const shownTotal = (page: Page) =>
	page.evaluate(() => {
		const note = document.querySelector(".try-it-shown")?.textContent ?? "";
		return Number(/ of ([\d,]+) /.exec(note)?.[1]?.replaceAll(",", "") ?? 0);
	});

/** Clicks the whole-answer download and resolves to the saved file's name and size in bytes. */
async function downloadWholeAnswer(page: Page): Promise<{ name: string; size: number }> {
	const [download] = await Promise.all([
		page.waitForEvent("download"),
		page.getByRole("button", { name: "Download the whole answer" }).click(),
	]);
	// The run's one browser is connected to, not launched here, so the file is saved, not read in place.
	const folder = await mkdtemp(join(tmpdir(), "try-it-download-"));
	try {
		const file = join(folder, "answer");
		await download.saveAs(file);
		return { name: download.suggestedFilename(), size: (await stat(file)).size };
	} finally {
		await rm(folder, { recursive: true, force: true });
	}
}

async function run(page: Page, result: Locator): Promise<void> {
	await page.getByRole("button", { name: "Run", exact: true }).click();
	await page.waitForFunction(
		(element) => element?.getAttribute("aria-busy") === "false" && !element.textContent?.includes("Running"),
		await result.elementHandle(),
	);
}

async function axeViolations(page: Page): Promise<string[]> {
	const { violations } = await axe(page).include(".try-it").analyze();
	return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("Try it", () => {
	it("costs nothing until near view, then loads; classifies text into a bar chart; passes axe open and with a result", async () => {
		const { page, errors, requests } = await openPage(browser);
		await page.goto(`${site}/tasks/text-classification`, { waitUntil: "networkidle" });
		expect(await page.locator(".try-it").textContent()).toContain("Call this task from your browser");
		expect(requests.some((url) => url.pathname.includes("/TryItPanel-"))).toBe(false);

		const result = await pointPanel(page);
		expect(requests.some((url) => url.pathname.includes("/TryItPanel-"))).toBe(true);
		expect(await page.getByLabel("Provider", { exact: true }).inputValue()).toBe("hf-inference");
		expect(await page.locator(".try-it").getByLabel("Model", { exact: true }).inputValue()).toBe(
			"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		);
		expect(await page.getByLabel("Text", { exact: true }).inputValue()).not.toBe("");
		expect(await axeViolations(page)).toEqual([]);

		await run(page, result);
		const rows = result.locator("table.demo-chart tbody tr");
		expect(await rows.count()).toBeGreaterThan(0);
		expect(await rows.first().locator("th").textContent()).toMatch(/POSITIVE|NEGATIVE/);
		expect(emulator.requests.map((request) => request.url)).toContain(
			"/hf-inference/models/distilbert/distilbert-base-uncased-finetuned-sst-2-english",
		);
		expect(await axeViolations(page)).toEqual([]);
		expect(errors).toEqual([]);
	});

	it("keeps the token in memory only: not in the address, storage, cookies, or any request but the call", async () => {
		const { page, errors } = await openPage(browser);
		const seen = recordRequests(page);
		const result = await openPanel(page, "token-classification");
		await run(page, result);
		expect(await result.locator("mark.token").count()).toBeGreaterThan(0);
		expect(await axeViolations(page)).toEqual([]);

		expect(page.url()).not.toContain(TOKEN);
		const stored = await page.evaluate(
			() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
		);
		expect(stored).not.toContain(TOKEN);
		const cookies = await page.context().cookies();
		expect(JSON.stringify(cookies)).not.toContain(TOKEN);

		const carrying = seen.filter((request) => JSON.stringify(request).includes(TOKEN));
		expect(carrying.length).toBeGreaterThan(0);
		for (const request of carrying) {
			expect(new URL(request.url).origin).toBe(emulator.url);
			expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
			expect(request.url).not.toContain(TOKEN);
			expect(request.body).not.toContain(TOKEN);
		}
		expect(seen.filter((request) => !request.url.startsWith(emulator.url)).length).toBeGreaterThan(0);
		for (const recorded of emulator.requests) {
			expect(recorded.credential?.kind).toBe("hub");
			expect(recorded.url).not.toContain(TOKEN);
			expect(new TextDecoder().decode(recorded.body)).not.toContain(TOKEN);
		}
		expect(await result.textContent()).not.toContain(TOKEN);
		expect(errors).toEqual([]);
	});

	it("takes neither URL nor the token from the address", async () => {
		const { page, errors } = await openPage(browser);
		const query = new URLSearchParams({
			routerUrl: emulator.url,
			hubUrl: emulator.url,
			router: emulator.url,
			hub: emulator.url,
			"Router URL": emulator.url,
			token: TOKEN,
			accessToken: TOKEN,
		});
		await page.goto(`${site}/tasks/text-classification?${query}`, { waitUntil: "load" });
		await page.getByRole("heading", { name: "Try it", exact: true }).scrollIntoViewIfNeeded();
		await page.getByLabel("Access token").waitFor();
		expect(await page.getByLabel("Access token").inputValue()).toBe("");
		await page.locator(".try-it summary", { hasText: "Advanced" }).click();
		expect(await page.getByLabel("Router URL").inputValue()).toBe("https://router.huggingface.co");
		expect(await page.getByLabel("Hub URL").inputValue()).toBe("https://huggingface.co");
		expect(errors).toEqual([]);
	});

	it("streams a chat answer, and Stop aborts a call in flight and says so", async () => {
		const { page, errors } = await openPage(browser);
		const result = await openPanel(page, "text-generation");
		expect(await page.getByLabel("Message", { exact: true }).inputValue()).toBe(
			"What is the capital of France?",
		);
		await run(page, result);
		const answer = (await result.locator(".try-it-text").textContent()) ?? "";
		expect(answer.length).toBeGreaterThan(0);
		expect(await axeViolations(page)).toEqual([]);
		const chat = emulator.requests.find((request) => request.url.endsWith("/chat/completions"));
		expect(JSON.parse(new TextDecoder().decode(chat?.body)).stream).toBe(true);

		emulator.setFaults([{ fault: "latency", latencyMs: 20_000, path: "/hf-inference" }]);
		await page.getByRole("button", { name: "Run", exact: true }).click();
		const stop = page.getByRole("button", { name: "Stop" });
		await stop.click();
		await result.getByText("Stopped: the call was aborted.").waitFor();
		expect(await stop.count()).toBe(0);
		expect(errors).toEqual([]);
	});

	it("shows 65,536 characters of a 2.5 MB stream that never ends, offers all of it, and Stop ends it at once", async () => {
		hostile.answerWith(endlessChat(2.5 * 1024 * 1024, 50));
		const { page, errors } = await openPage(browser);
		const result = await openHostilePanel(page, "text-generation");
		// The page's main-thread CPU time (thread ticks) while it takes the stream in, not the wall
		// clock, which a loaded machine stretches.
		const mainThreadSeconds = await mainThreadClock(page);
		const before = await mainThreadSeconds();
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await expect.poll(() => shownTotal(page), { timeout: 30_000 }).toBeGreaterThan(2.5 * 1024 * 1024);
		const streaming = (await mainThreadSeconds()) - before;

		const text = result.locator(".try-it-text");
		expect(await text.evaluate((element) => element.textContent?.length)).toBe(65_536);
		expect(await text.evaluate((element) => element.childNodes.length)).toBe(1);
		const saved = await downloadWholeAnswer(page);
		expect(saved.name).toBe("answer.txt");
		expect(saved.size).toBeGreaterThan(2.5 * 1024 * 1024);

		const stop = page.getByRole("button", { name: "Stop" });
		await stop.click({ timeout: 5_000 });
		await result.getByText("Stopped: the call was aborted.").waitFor({ timeout: 5_000 });
		expect(await stop.count()).toBe(0);
		expect(await page.getByRole("button", { name: "Run", exact: true }).getAttribute("aria-disabled")).toBe(
			"false",
		);
		await expect.poll(() => hostile.closedEarly).toBe(1);
		expect(await text.evaluate((element) => element.textContent?.length)).toBe(65_536);
		// Laying out the whole answer for each piece blocked the page for seconds a piece; showing the
		// first 65,536 characters costs the page about 0.4 s of CPU for the whole 2.5 MB, on a machine
		// at load 16 as on an idle one. The longest task's wall time, asked before, grew with the load.
		expect(streaming).toBeLessThan(3);
		expect(await axeViolations(page)).toEqual([]);
		expect(errors).toEqual([]);
	});

	it("stops a stream that never ends once it has kept 4,194,304 characters, and says so", async () => {
		hostile.answerWith(endlessChat(6 * 1024 * 1024, 10));
		const { page, errors } = await openPage(browser);
		const result = await openHostilePanel(page, "text-generation");
		await page.getByRole("button", { name: "Run", exact: true }).click();
		await result
			.getByText("Stopped after 4,194,304 characters: the panel keeps no more of one answer than that.")
			.waitFor({ timeout: 30_000 });
		await expect.poll(() => hostile.closedEarly).toBe(1);
		expect(await shownTotal(page)).toBe(4_194_304);
		expect(await downloadWholeAnswer(page)).toEqual({ name: "answer.txt", size: 4_194_304 });
		expect(errors).toEqual([]);
	});

	// A hundred times the rows drawn: a chart that drew every label would show them all, and the
	// 200,000 asked before (a 7 MB answer to parse and save) proved nothing more.
	it("draws the first 200 of 20,000 labels and offers the whole answer", async () => {
		const labels = Array.from({ length: 20_000 }, (_, index) => ({
			label: `label ${index}`,
			score: 1 / (index + 1),
		}));
		hostile.answerWith(jsonAnswer(labels));
		const { page, errors } = await openPage(browser);
		const result = await openHostilePanel(page, "text-classification");
		await run(page, result);
		expect(await result.locator("table.demo-chart tbody tr").count()).toBe(200);
		expect(await result.textContent()).toContain("Showing the first 200 of 20,000 labels.");
		const saved = await downloadWholeAnswer(page);
		expect(saved.name).toBe("answer.json");
		expect(saved.size).toBeGreaterThan(20_000 * 20);
		expect(errors).toEqual([]);
	});

	it("offers a track the server calls text/html only as an application/octet-stream download", async () => {
		const html = "<!doctype html><title>x</title><script>parent.postMessage('ran', '*')</script>";
		hostile.answerWith(
			jsonAnswer([
				{ label: "speech", blob: Buffer.from(html).toString("base64"), "content-type": "text/html" },
			]),
		);
		// The page's policy lets it fetch no blob: address; this test reads the link's file, not the policy.
		const { page, errors } = await openPage(browser, { bypassCSP: true });
		const result = await openHostilePanel(page, "audio-to-audio");
		await run(page, result);
		const link = result.getByRole("link", { name: /Download the result/ });
		expect(await link.getAttribute("download")).not.toBeNull();
		const linked = await link.evaluate(async (element) => {
			const blob = await (await fetch((element as HTMLAnchorElement).href)).blob();
			return { type: blob.type, text: await blob.text() };
		});
		expect(linked).toEqual({ type: "application/octet-stream", text: html });
		expect(errors).toEqual([]);
	});

	it("draws an image for a text-to-image prompt", async () => {
		const { page } = await openPage(browser);
		const result = await openPanel(page, "text-to-image");
		expect(await page.getByLabel("Prompt", { exact: true }).inputValue()).not.toBe("");
		await run(page, result);
		const image = result.locator("img");
		expect(await image.getAttribute("src")).toMatch(/^data:image\//);
		expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
		expect(await axeViolations(page)).toEqual([]);
	});

	it("plays the speech a text-to-speech model answers", async () => {
		const { page, errors } = await openPage(browser);
		const result = await openPanel(page, "text-to-speech");
		await run(page, result);
		const audio = result.locator("audio");
		// Loaded, or refused (a media error, or the page's policy reporting a blocked source).
		await page.waitForFunction(
			(element) => {
				const player = element as HTMLAudioElement | null;
				return (player?.readyState ?? 0) >= 1 || player?.error !== null;
			},
			await audio.elementHandle(),
			{ timeout: 10_000 },
		);
		expect(errors).toEqual([]);
		expect(await audio.evaluate((element) => (element as HTMLAudioElement).duration)).toBeGreaterThan(0);
	});

	it("transcribes the demo's sample when no audio file is chosen", async () => {
		const { page, requests } = await openPage(browser);
		const result = await openPanel(page, "automatic-speech-recognition");
		expect(await page.getByLabel("Audio", { exact: true }).getAttribute("type")).toBe("file");
		expect(await page.locator(".try-it").textContent()).toContain("speech.flac");
		await run(page, result);
		expect(requests.some((url) => url.pathname === "/media/tasks/speech.flac")).toBe(true);
		const call = emulator.requests.find((request) => request.method === "POST");
		expect(call?.url).toBe("/hf-inference/models/openai/whisper-large-v3");
		expect(call?.headers["content-type"]).toMatch(/^audio\//);
		expect(((await result.locator(".try-it-text").textContent()) ?? "").length).toBeGreaterThan(0);
	});

	it("shows a provider error readably, with the status and the server's message", async () => {
		const { page, errors } = await openPage(browser);
		const result = await openPanel(page, "text-classification");
		emulator.setFaults([{ fault: "loading", path: "/hf-inference", estimatedTime: 0 }]);
		await run(page, result);
		const text = (await result.textContent()) ?? "";
		expect(text).toContain("The provider refused the call (HTTP 503)");
		expect(text).toContain("is currently loading");
		expect(text).not.toContain(TOKEN);
		expect(await axeViolations(page)).toEqual([]);
		expect(errors.filter((error) => !error.includes("503"))).toEqual([]);
	}, 60_000);

	it("says the likely fix under the router's 403 for a token without the inference permission", async () => {
		const { page, errors } = await openPage(browser);
		const result = await openPanel(page, "text-classification");
		emulator.setFaults([{ fault: "token-lacks-inference", path: "/hf-inference" }]);
		await run(page, result);
		const text = (await result.textContent()) ?? "";
		expect(text).toContain("The provider refused the call (HTTP 403)");
		expect(text).toContain("Likely fix:");
		expect(text).toContain('lacks the "Make calls to Inference Providers" permission');
		const link = result.getByRole("link", { name: /settings\/tokens\/new/ });
		expect(await link.getAttribute("href")).toBe(
			"https://huggingface.co/settings/tokens/new?ownUserPermissions=inference.serverless.write&tokenType=fineGrained",
		);
		expect(text).not.toContain(TOKEN);
		expect(await axeViolations(page)).toEqual([]);
		// The address is one long word: on a phone it breaks rather than widening the page.
		await page.setViewportSize({ width: 360, height: 740 });
		expect(
			await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
		).toBeLessThanOrEqual(0);
		expect(errors.filter((error) => !error.includes("403"))).toEqual([]);
	}, 60_000);

	it("works from the keyboard alone: Tab to the fields, Enter on Run", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/tasks/text-classification`, { waitUntil: "load" });
		const focusedLabel = () =>
			page.evaluate(() => {
				const element = document.activeElement as HTMLElement | null;
				if (!element) return "";
				if (element.tagName === "SUMMARY") return `summary:${element.textContent}`;
				if (element.tagName === "BUTTON") return `button:${element.textContent}`;
				const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
				return `field:${label?.textContent ?? ""}`;
			});
		const tabTo = async (target: string) => {
			for (let step = 0; step < 400; step++) {
				await page.keyboard.press("Tab");
				if ((await focusedLabel()) === target) return;
			}
			throw new Error(`Tab never reached ${target}`);
		};
		// From the section's own heading link, which a reader tabbing down the page reaches just before
		// the panel: from the top, Tab went through every link of the page first, a round trip each,
		// a few hundred of them. Focus brings the section into view, which loads the panel.
		await page.getByRole("link", { name: "Link to section: Try it", exact: true }).focus();
		await page.getByLabel("Access token").waitFor();
		await tabTo("field:Access token");
		await page.keyboard.type(TOKEN);
		await tabTo("summary:Advanced");
		await page.keyboard.press("Enter");
		await tabTo("field:Router URL");
		await page.keyboard.press("ControlOrMeta+A");
		await page.keyboard.type(emulator.url);
		await tabTo("field:Hub URL");
		await page.keyboard.press("ControlOrMeta+A");
		await page.keyboard.type(emulator.url);
		await tabTo("button:Run");
		await page.keyboard.press("Enter");
		const result = page.getByRole("status", { name: "Result" });
		await result.locator("table.demo-chart").waitFor();
		expect(await result.locator("table.demo-chart tbody tr").count()).toBeGreaterThan(0);
	});
});

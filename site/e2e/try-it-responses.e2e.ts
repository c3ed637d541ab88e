import { type Emulator, startEmulator } from "@hubkit/emulator";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { axe, hydrated, launchBrowser, openPage, readServed, servedHtmlReader } from "./browser.js";
import { type Answer, type HostileServer, startHostileServer } from "./try-it-hostile-server.js";

let browser: Browser;
let emulator: Emulator;
let hostile: HostileServer;
const site = inject("siteUrl");

/** A hub token of the shape the emulator's router takes, distinctive enough to search for anywhere. */
const TOKEN = "hf_ResponsesSecret3Kd9Vb6Ny2";

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
beforeEach(() => emulator.reset());

/** Opens a chat page's Try it pointed at `router` (hub: the emulator), with Responses chosen. */
async function openResponses(page: Page, task: string, router: string): Promise<Locator> {
	await page.goto(`${site}/tasks/${task}`, { waitUntil: "load" });
	await page.getByRole("heading", { name: "Try it", exact: true }).scrollIntoViewIfNeeded();
	const panel = page.locator(".try-it");
	await panel.getByLabel("Access token").fill(TOKEN);
	await panel.locator("summary", { hasText: "Advanced" }).click();
	await panel.getByLabel("Router URL").fill(router);
	await panel.getByLabel("Hub URL").fill(emulator.url);
	expect(await panel.getByRole("radio", { name: /^Chat completions/ }).isChecked()).toBe(true);
	await panel.getByRole("radio", { name: /^Responses/ }).check();
	return page.getByRole("status", { name: "Result" });
}

async function run(page: Page, result: Locator): Promise<void> {
	await page.getByRole("button", { name: "Run", exact: true }).click();
	await page.waitForFunction(
		(element) => element?.getAttribute("aria-busy") === "false" && !element.textContent?.includes("Running"),
		await result.elementHandle(),
	);
}

/** The body of the browser's call to the emulator's Responses route. */
function responsesCall(): { model: string; stream: boolean; input: unknown } {
	const call = emulator.requests.find((request) => request.url === "/v1/responses");
	expect(call?.credential?.kind).toBe("hub");
	return JSON.parse(new TextDecoder().decode(call?.body));
}

/** A hostile router's Responses stream: the events given, each as the API names it. */
const eventStream =
	(events: object[]): Answer =>
	(_request, response) => {
		response.writeHead(200, { "content-type": "text/event-stream" });
		for (const event of events) {
			response.write(`event: ${(event as { type: string }).type}\ndata: ${JSON.stringify(event)}\n\n`);
		}
		response.end();
	};

const created = {
	type: "response.created",
	sequence_number: 0,
	response: { id: "r", object: "response", output: [] },
};
const completed = (sequence_number: number) => ({
	type: "response.completed",
	sequence_number,
	response: { id: "r", object: "response", status: "completed", output: [] },
});
const delta = (text: string, sequence_number: number) => ({
	type: "response.output_text.delta",
	sequence_number,
	item_id: "m",
	output_index: 0,
	content_index: 0,
	delta: text,
});

/**
 * What the served HTML of the section headed `id` holds, as a page with JavaScript off has it: its
 * tabs, the panels with code, and where its no-script note says the rest is.
 */
function servedSection(document: Document, id: string) {
	const section = document.getElementById(id)?.closest("section");
	return {
		tabs: section?.querySelectorAll('[role="tab"]').length ?? 0,
		panelsWithCode: [...(section?.querySelectorAll('[role="tabpanel"]') ?? [])].filter((panel) =>
			panel.querySelector("pre"),
		).length,
		noScriptLink: section?.querySelector("noscript a")?.getAttribute("href"),
	};
}

describe("The chat page's Responses API part", () => {
	it("carries only the first tab's code in its HTML, and says where the rest is for a reader without JavaScript", async () => {
		const reader = await servedHtmlReader(browser, site);
		const { value } = await readServed(reader, "/tasks/text-generation", servedSection, "responses-api");
		expect(value.tabs).toBeGreaterThanOrEqual(5);
		expect(value.panelsWithCode).toBe(1);
		expect(value.noScriptLink).toBe("/tasks/text-generation.md");
		await reader.context().close();
	});

	it("shows another tab's code once the part's file has loaded, and passes axe in that state", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/text-generation`, { waitUntil: "load" });
		const section = page.locator("section", {
			has: page.getByRole("heading", { name: "Responses API", level: 2 }),
		});
		await hydrated(page, "section:has(> .heading #responses-api) [role='tab']");
		const shown = section.locator('[role="tabpanel"]:not([hidden])');
		expect(await shown.locator("pre").last().textContent()).toMatch(
			/responses\.create|\/v1\/responses|responses\(/,
		);
		await section.getByRole("tab", { name: "Shell · curl" }).click();
		await expect
			.poll(() => shown.locator("pre").last().textContent(), { timeout: 10_000 })
			.toContain("/v1/responses");
		expect(await section.locator(".snippet-tabs").getAttribute("aria-busy")).toBe("false");
		const { violations } = await axe(page).include("section:has(> .heading #responses-api)").analyze();
		expect(violations.map((v) => v.id)).toEqual([]);
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("has every tab's code in the page's Markdown, under the tab's label", async () => {
		const markdown = await (await fetch(`${site}/tasks/text-generation.md`)).text();
		const part = markdown.slice(markdown.indexOf("## Responses API"));
		const own = part.slice(0, part.indexOf("\n## ", 1));
		const labels = [...own.matchAll(/^### (.+)$/gm)].map((match) => match[1]);
		expect(labels).toEqual(expect.arrayContaining(["Python · openai", "Shell · curl"]));
		expect(labels.length).toBeGreaterThanOrEqual(5);
		for (const label of labels) {
			const after = own.slice(own.indexOf(`### ${label}\n`));
			expect(after, label).toMatch(/^### .+\n\n```\w*\n/);
		}
		expect(own.slice(own.indexOf("### Shell · curl"))).toContain("/v1/responses");
	});
});

describe("Try it with the Responses API", () => {
	it("sends the message to the router's /v1/responses with the model and provider, streams the text, and passes axe", async () => {
		const { page, errors } = await openPage(browser);
		const result = await openResponses(page, "text-generation", emulator.url);
		// The parameters are chat completion's: they are not offered for a Responses call.
		expect(await page.locator(".try-it-parameters").count()).toBe(0);
		const provider = await page.locator(".try-it").getByLabel("Provider", { exact: true }).inputValue();
		const model = await page.locator(".try-it").getByLabel("Model", { exact: true }).inputValue();
		await run(page, result);
		expect(((await result.locator(".try-it-text").textContent()) ?? "").length).toBeGreaterThan(0);
		const call = responsesCall();
		expect(call.model).toBe(`${model}:${provider}`);
		expect(call.stream).toBe(true);
		expect(call.input).toEqual([{ role: "user", content: "What is the capital of France?" }]);
		expect(emulator.requests.some((request) => request.url.endsWith("/chat/completions"))).toBe(false);
		const { violations } = await axe(page).include(".try-it").analyze();
		expect(violations.map((v) => v.id)).toEqual([]);
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("lets the router pick by policy with auto, and sends an image page's picture as an input_image", async () => {
		const { page } = await openPage(browser);
		let result = await openResponses(page, "text-generation", emulator.url);
		await page.locator(".try-it").getByLabel("Provider", { exact: true }).selectOption("auto");
		await page.locator(".try-it").getByLabel("Policy").selectOption("cheapest");
		await run(page, result);
		expect(responsesCall().model).toMatch(/:cheapest$/);

		emulator.reset();
		result = await openResponses(page, "image-text-to-text", emulator.url);
		await run(page, result);
		const [message] = responsesCall().input as [{ content: Array<{ type: string; image_url?: string }> }];
		expect(message.content.map((part) => part.type)).toEqual(["input_text", "input_image"]);
		expect(message.content[1]?.image_url).toMatch(/^data:image\//);
		expect(((await result.locator(".try-it-text").textContent()) ?? "").length).toBeGreaterThan(0);
		await page.context().close();
	});

	it("shows a hostile router's text as text, a stream cut before response.completed as an error, and never the token", async () => {
		const markup = '<img src=x onerror="window.__pwned=1">';
		hostile.answerWith(eventStream([created, delta(markup, 1), delta(" & more", 2), completed(3)]));
		const { page } = await openPage(browser);
		const result = await openResponses(page, "text-generation", hostile.url);
		await run(page, result);
		expect(await result.locator(".try-it-text").textContent()).toBe(`${markup} & more`);
		expect(await result.locator("img").count()).toBe(0);
		expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

		hostile.answerWith(eventStream([created, delta("cut short", 1)]));
		await run(page, result);
		expect(await result.textContent()).toContain("ended before response.completed");

		hostile.answerWith(
			eventStream([created, { type: "error", sequence_number: 1, message: `Bad token ${TOKEN}`, code: "x" }]),
		);
		await run(page, result);
		const shown = (await result.textContent()) ?? "";
		expect(shown).toContain("Bad token");
		expect(shown).not.toContain(TOKEN.slice(3, 20));
		await page.context().close();
	});
});

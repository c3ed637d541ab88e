import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, islandHydrated, launchBrowser, mainThreadClock, openPage, settled } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

async function openGenerator(page: Page, query = "") {
	await page.goto(`${site}/snippets${query}`);
	await page.waitForFunction(() =>
		document.querySelector(".generator-status")?.textContent?.includes("snippets"),
	);
	// The prerendered form is there before React is: wait until the island's code has loaded and
	// hydrated it.
	await islandHydrated(page, "snippet-generator");
}

// axe scans the generator, what the states these tests reach change: site-wide.e2e.ts scans the whole
// of /snippets, header, lead and footer, as it loads, with every rule.

const visibleCode = (page: Page) => page.locator('[role="tabpanel"]:not([hidden]) pre').last().textContent();

describe("the snippet generator", () => {
	it("updates the code as fields change, and keeps every choice but the token in the address's fragment", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page);
		await page.getByRole("tab", { name: "Shell · curl" }).click();
		expect(await visibleCode(page)).toContain("meta-llama/Llama-3.1-8B-Instruct:hf-inference");

		await page.getByLabel("Model id").fill("Qwen/Qwen3-8B");
		await page.getByLabel("Provider", { exact: true }).selectOption("together");
		await page.getByLabel("Bill to (organisation)").fill("acme");
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("acme"),
		);
		const code = await visibleCode(page);
		expect(code).toContain("Qwen/Qwen3-8B:together");
		expect(code).toContain("X-HF-Bill-To: acme");

		const token = ["hf", "secretgenerator".repeat(2)].join("_");
		await page.getByLabel("Access token (optional, kept in this page only)").fill(token);
		await page.waitForFunction(
			(value) => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes(value),
			token,
		);
		const url = page.url();
		// In the fragment, which is never sent: a long link cannot make the server refuse the page.
		expect(new URL(url).search).toBe("");
		expect(url).toContain("model=Qwen%2FQwen3-8B");
		expect(url).toContain("provider=together");
		expect(url).toContain("billTo=acme");
		expect(url).not.toContain(token);
		const stored = await page.evaluate(
			() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
		);
		expect(stored).not.toContain(token);
		expect(errors).toEqual([]);

		const again = await openPage(browser);
		await openGenerator(again.page, new URL(url).hash);
		await again.page.getByRole("tab", { name: "Shell · curl" }).click();
		expect(await visibleCode(again.page)).toContain("Qwen/Qwen3-8B:together");
		expect(await again.page.getByLabel("Bill to (organisation)").inputValue()).toBe("acme");
		expect(await again.page.getByLabel("Access token (optional, kept in this page only)").inputValue()).toBe(
			"",
		);
	});

	it("says why there are no snippets for a provider that does not serve the task", async () => {
		const { page } = await openPage(browser);
		await openGenerator(page, "?task=text-to-image&provider=groq&model=black-forest-labs%2FFLUX.1-dev");
		await page.waitForFunction(() =>
			document.querySelector(".generator-status")?.textContent?.startsWith("No snippets"),
		);
		expect(await page.locator(".generator-status").textContent()).toContain(
			"Failed to get provider helper for groq (text-to-image)",
		);
	});

	it("takes a provider's own key as the token: the code calls the provider directly", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "?provider=together&model=Qwen%2FQwen3-8B");
		await page.getByRole("tab", { name: "Shell · curl" }).click();
		const key = ["sk", "providerkey".repeat(3)].join("-");
		await page.getByLabel("Access token (optional, kept in this page only)").fill(key);
		await page.waitForFunction(
			(value) => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes(value),
			key,
		);
		const code = await visibleCode(page);
		expect(code).toContain("https://api.together.xyz/v1/chat/completions");
		expect(code).not.toContain("router.huggingface.co");
		expect(page.url()).not.toContain(key);
		expect(errors).toEqual([]);
	});

	it("offers the task's parameters from its specification, and puts the ones set into every snippet and the address", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "?model=black-forest-labs%2FFLUX.1-dev");
		await page.getByLabel("Task").selectOption("text-to-image");
		await page.getByText(/^Parameters \(7\)/).click();
		const steps = page.getByLabel("num_inference_steps");
		expect(await steps.getAttribute("aria-describedby")).toBeTruthy();
		await steps.fill("7");
		await page.getByLabel("negative_prompt").fill("blurry, 'dark'");
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("blurry"),
		);

		const code: Record<string, string | null> = {};
		for (const name of [
			"Python · huggingface_hub",
			"Python · requests",
			"JavaScript · fetch",
			"JavaScript · @hubkit/inference",
		]) {
			await page.getByRole("tab", { name }).click();
			code[name] = await visibleCode(page);
		}
		expect(code["Python · huggingface_hub"]).toContain("num_inference_steps=7,");
		expect(code["Python · huggingface_hub"]).toContain(`negative_prompt="blurry, 'dark'",`);
		expect(code["Python · requests"]).toContain('"num_inference_steps": 7');
		expect(code["JavaScript · fetch"]).toContain("num_inference_steps: 7");
		expect(code["JavaScript · @hubkit/inference"]).toContain(`negative_prompt: "blurry, 'dark'"`);
		// No curl for an image answer: it would print the image's bytes to the terminal.
		expect(Object.keys(code)).toHaveLength(4);

		const url = new URL(page.url());
		const link = new URLSearchParams(url.hash.slice(1));
		expect(link.get("p.num_inference_steps")).toBe("7");
		expect(link.get("p.negative_prompt")).toBe("blurry, 'dark'");

		const again = await openPage(browser);
		await openGenerator(again.page, url.hash);
		expect(await again.page.getByLabel("num_inference_steps").inputValue()).toBe("7");
		await again.page.getByRole("tab", { name: "Python · requests" }).click();
		expect(await visibleCode(again.page)).toContain('"num_inference_steps": 7');
		expect(errors).toEqual([]);
	});

	it("ties a bad value's message to its field and keeps the value out of the code; axe finds nothing", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(
			page,
			"?task=text-to-image&model=black-forest-labs%2FFLUX.1-dev&p.guidance_scale=3.5",
		);
		const steps = page.getByLabel("num_inference_steps");
		await steps.fill("seven");
		await page.getByRole("tab", { name: "Python · requests" }).click();
		expect(await steps.getAttribute("aria-invalid")).toBe("true");
		const message = await steps.evaluate((element) =>
			(element.getAttribute("aria-describedby") ?? "")
				.split(" ")
				.map((id) => document.getElementById(id)?.textContent)
				.join(" | "),
		);
		expect(message).toContain("Enter a whole number, such as 4.");
		expect(await page.getByText("Parameters (7), 1 invalid").count()).toBe(1);
		const code = await visibleCode(page);
		expect(code).toContain('"guidance_scale": 3.5');
		expect(code).not.toContain("seven");
		// The example's own step count, not the reader's invalid one.
		expect(code).toContain('"num_inference_steps": 5');

		const { violations } = await axe(page).include(".snippet-generator").analyze();
		expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
			[],
		);
		expect(errors).toEqual([]);
	});

	it("offers chat's request fields but the messages and stream, and sends them in the chat snippets", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "?provider=together&model=Qwen%2FQwen3-8B");
		await page.getByText(/^Parameters \(/).click();
		expect(await page.getByLabel(/^messages/).count()).toBe(0);
		expect(await page.getByLabel(/^stream$/).count()).toBe(0);
		await page.getByLabel("seed").fill("42");
		await page.getByLabel("stop (one per line)").fill("END\nSTOP");
		await page.getByRole("tab", { name: "Python · openai" }).click();
		// The code follows the fields a render later than the fields themselves: wait for the last one typed.
		await page.waitForFunction(() => {
			const text = document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent ?? "";
			return text.includes("seed") && text.includes("STOP");
		});
		const code = await visibleCode(page);
		expect(code).toContain("seed=42,");
		expect(code).toMatch(/stop=\[\s*"END",\s*"STOP",?\s*\]/);
		await page.getByRole("tab", { name: "Shell · curl" }).click();
		const curl = await visibleCode(page);
		expect(curl).toContain('"seed": 42');
		expect(curl).toMatch(/"stop": \[\s*"END",\s*"STOP"\s*\]/);
		expect(new URLSearchParams(new URL(page.url()).hash.slice(1)).get("p.stop")).toBe("END\nSTOP");
		const { violations } = await axe(page).include(".snippet-generator").analyze();
		expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
			[],
		);
		expect(errors).toEqual([]);
	});

	it("writes a link that reopens the same view however long the settings are, and reloads it without a 414 or 431", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "?provider=together&model=Qwen%2FQwen3-8B");
		await page.getByText(/^Parameters \(/).click();
		// Long enough that the address reached 22,275 characters when every choice went in the query.
		const description = `Looks up the weather. ${"Say where and when. ".repeat(1000)}`;
		const tools = JSON.stringify([{ type: "function", function: { name: "weather", description } }]);
		await page.getByLabel("tools (JSON)").fill(tools);
		await page.getByRole("tab", { name: "Shell · curl" }).click();
		await page.waitForFunction(() =>
			document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("Say where and when."),
		);
		await page.waitForFunction(() => window.location.href.length > 20_000);
		const link = page.url();

		const again = await openPage(browser);
		const response = await again.page.goto(link);
		expect(response?.status()).toBe(200);
		// The prerendered default view says "… snippets" before the island has read the fragment: the
		// view the link asks for comes once it has hydrated and generated it, polled with a bound.
		await settled(again.page);
		await expect.poll(() => again.page.getByLabel("tools (JSON)").inputValue()).toBe(tools);
		await again.page.waitForFunction(() =>
			document.querySelector(".generator-status")?.textContent?.endsWith(" snippets"),
		);
		await again.page.getByRole("tab", { name: "Shell · curl" }).click();
		await expect.poll(() => visibleCode(again.page)).toContain("Qwen/Qwen3-8B");
		expect(await visibleCode(again.page)).toContain(description.slice(0, 200));
		const reloaded = await again.page.reload();
		expect(reloaded?.status()).toBe(200);
		await settled(again.page);
		await expect.poll(() => again.page.getByLabel("tools (JSON)").inputValue()).toBe(tools);
		await again.page.waitForFunction(() =>
			document.querySelector(".generator-status")?.textContent?.endsWith(" snippets"),
		);
		expect(errors).toEqual([]);
		expect(again.errors).toEqual([]);
	});

	it("says, visibly and to screen readers, which setting is too long to keep in a link, and keeps the rest", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "?provider=together&model=Qwen%2FQwen3-8B");
		await page.getByText(/^Parameters \(/).click();
		const description = "Say where and when. ".repeat(4000);
		const tools = JSON.stringify([{ type: "function", function: { name: "weather", description } }]);
		await page.getByLabel("tools (JSON)").fill(tools);
		const note = page.getByRole("status").filter({ hasText: "tools" });
		await note.waitFor();
		expect(await note.textContent()).toMatch(/address does not keep tools: too long for a link/);
		expect(await note.isVisible()).toBe(true);
		const link = page.url();
		expect(link.length).toBeLessThan(32 * 1024);
		expect(link).toContain("Qwen3-8B");

		const again = await openPage(browser);
		expect((await again.page.goto(link))?.status()).toBe(200);
		await again.page.waitForFunction(() =>
			document.querySelector(".generator-status")?.textContent?.endsWith(" snippets"),
		);
		// The fragment is read once the page is hydrated; until then the form shows the prerendered default.
		await expect.poll(() => again.page.getByLabel("Model id").inputValue()).toBe("Qwen/Qwen3-8B");
		expect(errors).toEqual([]);
	});

	it("offers the router's policies on chat with provider auto, writes the one chosen as the model's suffix, and keeps it in the link", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "#provider=together");
		expect(await page.getByLabel("Policy").count()).toBe(0);
		await page.getByLabel("Provider", { exact: true }).selectOption("auto");
		const policy = page.getByLabel("Policy");
		expect(await policy.inputValue()).toBe("");
		await policy.selectOption("cheapest");
		await expect.poll(() => visibleCode(page)).toContain(":cheapest");
		expect(await page.locator(`#${await policy.getAttribute("aria-describedby")}`).textContent()).toContain(
			"lowest price",
		);
		expect(page.url()).toContain("policy=cheapest");
		expect((await axe(page).include(".snippet-generator").analyze()).violations).toEqual([]);
		await page.getByLabel("Provider", { exact: true }).selectOption("together");
		expect(await page.getByLabel("Policy").count()).toBe(0);
		await expect.poll(() => visibleCode(page)).not.toContain(":cheapest");
		expect(errors).toEqual([]);
	});

	it("keeps typing into a long parameter responsive: keys take effect at once, the snippets follow when typing pauses", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "#task=text-to-image&model=black-forest-labs%2FFLUX.1-dev");
		await page.getByText(/^Parameters \(/).click();
		const field = page.getByLabel("negative_prompt");
		// Quotes and backslashes, which every snippet escapes: regenerating this took seconds a keystroke.
		await field.fill(`"dark" ${'x"\\'.repeat(40_000)}`);
		await page.waitForFunction(
			() => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("dark"),
			undefined,
			{ timeout: 60_000 },
		);
		await field.press("End");
		// The main thread's CPU time (thread ticks), not the wall clock, which a loaded machine stretches:
		// typing five keys costs about 0.3 s of it, and 1.8 s when every key regenerated the snippets.
		const mainThreadSeconds = await mainThreadClock(page);
		const before = await mainThreadSeconds();
		await page.keyboard.type("abcde");
		const typing = (await mainThreadSeconds()) - before;
		expect((await field.inputValue()).endsWith("abcde")).toBe(true);
		await page.waitForFunction(
			() => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("abcde"),
			undefined,
			{ timeout: 60_000 },
		);
		expect(typing).toBeLessThan(1.2);
		expect(errors).toEqual([]);
	});

	it("opens a link written before state moved out of the query, and one pasted over the open page", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "?provider=together&model=Qwen%2FQwen3-8B");
		// The island reads the old query once it has hydrated, which the wait above ends at.
		await expect.poll(() => page.getByLabel("Model id").inputValue()).toBe("Qwen/Qwen3-8B");
		await page.goto(`${site}/snippets#model=Qwen%2FQwen3-4B`);
		await expect.poll(() => page.getByLabel("Model id").inputValue()).toBe("Qwen/Qwen3-4B");
		expect(await page.getByLabel("Provider", { exact: true }).inputValue()).not.toBe("together");
		expect(errors).toEqual([]);
	});
});

describe("a link that sets a custom endpoint", () => {
	const token = ["hf", "readertoken".repeat(3)].join("_");
	const allCode = async (page: Page) => {
		const codes: string[] = [];
		for (const tab of await page.getByRole("tab").all()) {
			await tab.click();
			codes.push((await visibleCode(page)) ?? "");
		}
		return codes.join("\n");
	};

	it.each([
		["in the query", "?endpointUrl=https%3A%2F%2Felsewhere.example%2Fv1"],
		["in the fragment", "#endpointUrl=https%3A%2F%2Felsewhere.example%2Fv1"],
	])(
		"%s: says where the snippets send the key, and keeps the reader's token out until they confirm the host",
		async (_, address) => {
			const { page, errors } = await openPage(browser);
			await openGenerator(page, address);
			const warning = page.locator(".generator-endpoint-warning");
			await warning.waitFor();
			expect(await warning.isVisible()).toBe(true);
			expect(await warning.getAttribute("role")).toBe("alert");
			expect(await warning.textContent()).toContain("elsewhere.example");
			await page.getByLabel("Access token (optional, kept in this page only)").fill(token);
			await page.waitForFunction(() =>
				document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes("elsewhere.example"),
			);
			const before = await allCode(page);
			expect(before).toContain("elsewhere.example");
			expect(before).not.toContain(token);
			expect(before).not.toContain("HF_TOKEN");
			const { violations } = await axe(page).include(".snippet-generator").analyze();
			expect(violations.map((v) => v.id)).toEqual([]);

			await warning.getByRole("button", { name: "Use elsewhere.example" }).click();
			await page.waitForFunction(
				(value) => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes(value),
				token,
			);
			expect(await page.locator(".generator-endpoint-warning").count()).toBe(0);
			expect(errors).toEqual([]);
		},
	);

	it("treats an endpoint the reader types as theirs: no warning, their token written in", async () => {
		const { page, errors } = await openPage(browser);
		await openGenerator(page, "#endpointUrl=https%3A%2F%2Felsewhere.example%2Fv1");
		await page.locator(".generator-endpoint-warning").waitFor();
		await page.getByLabel("Custom endpoint URL").fill("http://localhost:8080/v1");
		await page.getByLabel("Access token (optional, kept in this page only)").fill(token);
		await page.waitForFunction(
			(value) => document.querySelector('[role="tabpanel"]:not([hidden])')?.textContent?.includes(value),
			token,
		);
		expect(await page.locator(".generator-endpoint-warning").count()).toBe(0);
		expect(await visibleCode(page)).toContain("localhost:8080");
		const { violations } = await axe(page).include(".snippet-generator").analyze();
		expect(violations.map((v) => v.id)).toEqual([]);
		expect(errors).toEqual([]);
	});
});

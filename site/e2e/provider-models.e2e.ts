import { type Emulator, startEmulator } from "@hubkit/emulator";
import { PROVIDERS } from "@hubkit/inference";
import {
	modelForProvider,
	modelsForProvider,
	PIPELINE_TYPES,
	type PipelineType,
	PROVIDER_MODELS,
	providersServing,
	routerServesTask,
	TASKS_DATA,
} from "@hubkit/tasks";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, islandHydrated, launchBrowser, openPage, readServed, servedHtmlReader } from "./browser.js";

let browser: Browser;
let emulator: Emulator;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
	emulator = await startEmulator({ pollSteps: 0 });
});
afterAll(async () => {
	await browser.close();
	await emulator.close();
});

/** The table's date as the pages write it. */
const AS_OF = "as of 31 August 2025";

/** The task a page's providers serve: chat for the chat pages. */
const servedTask = (page: string) =>
	page === "text-generation" || page === "image-text-to-text" ? "conversational" : page;

/** The page's own model: its widget model, else its first recommended one. */
const pageModel = (page: PipelineType) => TASKS_DATA[page].widgetModels[0] ?? TASKS_DATA[page].models[0]?.id;

/** The models a page lists itself (its widget models and recommended models). */
const pageModels = (page: PipelineType) => [
	...TASKS_DATA[page].widgetModels,
	...TASKS_DATA[page].models.map((model) => model.id),
];

/**
 * Whether a page may show `model` for `provider`: one the table lists for the provider and task; on
 * the vision chat page one of the page's own models (the table's chat models include text-only ones);
 * the page's model only where the table has nothing that fits.
 */
function allowed(page: PipelineType, provider: string, model: string): boolean {
	const served = modelsForProvider(servedTask(page), provider);
	const fitting =
		page === "image-text-to-text" ? served.filter((id) => pageModels(page).includes(id)) : served;
	if (fitting.length > 0) return fitting.includes(model);
	return model === pageModel(page);
}

async function axeViolations(page: Page, include?: string): Promise<string[]> {
	const builder = axe(page);
	const { violations } = await (include ? builder.include(include) : builder).analyze();
	return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe("task pages: each provider's code calls a model it serves", () => {
	it("names, in every provider's snippet file, a model the table lists for that provider", async () => {
		const checked: string[] = [];
		for (const page of PIPELINE_TYPES) {
			const providers = Object.keys(PROVIDER_MODELS.models[servedTask(page)] ?? {});
			for (const provider of providers) {
				const response = await fetch(`${site}/snippet-data/${page}/${provider}.json`);
				// A provider without snippets for the page has no file.
				if (response.status === 404) continue;
				const { modelId } = (await response.json()) as { modelId: string };
				checked.push(`${page} ${provider}`);
				expect(allowed(page, provider, modelId), `${page} on ${provider}: ${modelId}`).toBe(true);
			}
		}
		expect(checked).toContain("text-to-image together");
		expect(checked).toContain("text-generation cerebras");
	});

	it("shows the model of each provider picked on the text-to-image and chat pages, and the table's date", async () => {
		const { page, errors } = await openPage(browser);
		for (const task of ["text-to-image", "text-generation"] as const) {
			await page.goto(`${site}/tasks/${task}`);
			await islandHydrated(page, "snippet-tabs");
			const inference = page.locator(".snippet-tabs").first();
			expect(await page.locator("main").textContent()).toContain(`Models served ${AS_OF}`);
			const picker = inference.getByLabel("Provider", { exact: true });
			const providers = await picker
				.locator("option")
				.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
			expect(providers.length).toBeGreaterThan(2);
			for (const provider of providers) {
				await picker.selectOption(provider);
				await page.waitForFunction(
					(element) => element?.getAttribute("aria-busy") === "false",
					await inference.elementHandle(),
				);
				const shown = (await inference.locator(".snippet-model").textContent())?.trim() ?? "";
				expect(allowed(task, provider, shown), `${task} on ${provider}: ${shown}`).toBe(true);
				expect(await inference.locator('[role="tabpanel"]').first().textContent()).toContain(shown);
			}
		}
		expect(errors, errors.join("\n")).toEqual([]);
		await page.context().close();
	});
});

describe("task pages: back to the first provider", () => {
	it("shows the first provider's code again after another was picked", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/tasks/text-to-image`);
		await islandHydrated(page, "snippet-tabs");
		const inference = page.locator(".snippet-tabs").first();
		const picker = inference.getByLabel("Provider", { exact: true });
		const first = await picker.inputValue();
		const code = () => inference.locator('[role="tabpanel"]').first().textContent();
		const before = await code();
		await picker.selectOption("together");
		await expect.poll(code).not.toBe(before);
		await picker.selectOption(first);
		await expect.poll(code).toBe(before);
		expect(await inference.locator(".snippet-status").textContent()).toBe("");
		expect(errors, errors.join("\n")).toEqual([]);
		await page.context().close();
	});
});

/** Opens a task page's Try it panel. */
async function openTryIt(page: Page, task: string): Promise<Locator> {
	await page.goto(`${site}/tasks/${task}`, { waitUntil: "load" });
	await page.getByRole("heading", { name: "Try it", exact: true }).scrollIntoViewIfNeeded();
	const panel = page.locator(".try-it");
	await panel.getByLabel("Access token").waitFor();
	return panel;
}

describe("Try it: the model follows the provider", () => {
	it("sets the Model field to one the chosen provider serves, until the reader types their own", async () => {
		const { page, errors } = await openPage(browser);
		const panel = await openTryIt(page, "text-to-image");
		const provider = panel.getByLabel("Provider", { exact: true });
		const model = panel.getByLabel("Model", { exact: true });
		const first = await provider.inputValue();
		expect(allowed("text-to-image", first, await model.inputValue())).toBe(true);
		for (const name of ["together", "nscale", "hf-inference"]) {
			await provider.selectOption(name);
			expect(await model.inputValue(), name).toBe(
				modelForProvider("text-to-image", name, pageModel("text-to-image")),
			);
		}
		await model.fill("my-org/my-diffusion");
		await provider.selectOption("together");
		expect(await model.inputValue()).toBe("my-org/my-diffusion");
		expect(errors).toEqual([]);
		await page.context().close();
	});

	it("offers the router's policies with provider \"auto\" on chat, and sends the one chosen as the model's suffix", async () => {
		const { page, errors } = await openPage(browser);
		const panel = await openTryIt(page, "text-generation");
		await panel.getByLabel("Access token").fill("hf_ProviderModelsTest4Kq8");
		await panel.locator("summary", { hasText: "Advanced" }).click();
		await panel.getByLabel("Router URL").fill(emulator.url);
		await panel.getByLabel("Hub URL").fill(emulator.url);
		expect(await panel.getByLabel("Policy").count()).toBe(0);
		await panel.getByLabel("Provider", { exact: true }).selectOption("auto");
		const policy = panel.getByLabel("Policy");
		expect(await policy.inputValue()).toBe("fastest");
		expect(
			await policy
				.locator("option")
				.evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
		).toEqual(["fastest", "cheapest", "preferred"]);
		await policy.selectOption("cheapest");
		expect(await axeViolations(page, ".try-it")).toEqual([]);
		const model = await panel.getByLabel("Model", { exact: true }).inputValue();
		emulator.reset();
		await panel.getByRole("button", { name: "Run", exact: true }).click();
		await expect
			.poll(() => emulator.requests.find((request) => request.url.endsWith("/chat/completions")))
			.toBeDefined();
		const call = emulator.requests.find((request) => request.url.endsWith("/chat/completions"));
		expect(call?.url).toBe("/v1/chat/completions");
		expect(JSON.parse(new TextDecoder().decode(call?.body)).model).toBe(`${model}:cheapest`);
		await panel.getByLabel("Provider", { exact: true }).selectOption("together");
		expect(await panel.getByLabel("Policy").count()).toBe(0);
		expect(errors.filter((error) => !/\b4\d\d\b/.test(error))).toEqual([]);
		await page.context().close();
	});
});

describe("provider pages: the models each provider serves", () => {
	// What this reads is the served HTML: parsed, not loaded (servedHtmlReader).
	it("lists, on each provider's page, the table's models for each of its tasks, dated", async () => {
		const reader = await servedHtmlReader(browser, site);
		for (const provider of ["together", "fal-ai", "hf-inference", "cerebras"]) {
			const { value } = await readServed(
				reader,
				`/providers/${provider}`,
				(document, name) => ({
					main: document.querySelector("main")?.textContent ?? "",
					// Every table the accessible name picks, as a role locator's strict mode wants one.
					tables: [...document.querySelectorAll("table")]
						.filter((table) => table.caption?.textContent?.trim().startsWith(`Models ${name} serves`))
						.map((table) =>
							[...table.querySelectorAll("tbody tr")].map((tr) => ({
								task: tr.querySelector("th")?.textContent ?? "",
								models: [...tr.querySelectorAll("td li")].map((li) => li.textContent ?? ""),
							})),
						),
				}),
				provider,
			);
			expect(value.main).toContain(AS_OF);
			expect(value.tables, provider).toHaveLength(1);
			const expected = Object.entries(PROVIDER_MODELS.models)
				.filter(([task, byProvider]) => provider in byProvider && task in PROVIDERS[provider as "together"])
				.map(([task, byProvider]) => ({ task, models: [...(byProvider[provider] ?? [])] }));
			expect(value.tables[0], provider).toEqual(expected);
		}
		await reader.context().close();
	});

	it("shows each provider's code with a model it serves, and the matrix links to the generator with it", async () => {
		const { page } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(`${site}/providers/together`);
		const code = page.locator("#code-text-to-image").locator("xpath=../following-sibling::p[1]/code");
		expect(modelsForProvider("text-to-image", "together")).toContain(await code.textContent());

		await page.goto(`${site}/providers`);
		expect(await page.locator("main").textContent()).toContain(AS_OF);
		for (const [task, provider] of [
			["text-to-image", "together"],
			["text-to-image", "nscale"],
			["conversational", "cerebras"],
			["automatic-speech-recognition", "fal-ai"],
		] as const) {
			const href = await page
				.getByRole("link", { name: `${task} on ${provider}: snippets` })
				.getAttribute("href");
			// A link leaves out the generator's default model (the chat default).
			const model =
				new URLSearchParams(href?.split("?")[1]).get("model") ?? "meta-llama/Llama-3.1-8B-Instruct";
			expect(modelsForProvider(task, provider), `${task} on ${provider}`).toContain(model);
		}
		await page.context().close();
	});
});

describe("the snippet generator's default model follows the provider", () => {
	it("moves a default model to the one the provider serves, and keeps a model the reader typed", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/snippets`);
		await islandHydrated(page, "snippet-generator");
		const model = page.getByLabel("Model id");
		await page.getByLabel("Task", { exact: true }).selectOption("text-to-image");
		await page.getByLabel("Provider", { exact: true }).selectOption("together");
		expect(modelsForProvider("text-to-image", "together")).toContain(await model.inputValue());
		await page.getByLabel("Provider", { exact: true }).selectOption("hf-inference");
		expect(modelsForProvider("text-to-image", "hf-inference")).toContain(await model.inputValue());
		await model.fill("my-org/my-diffusion");
		await page.getByLabel("Provider", { exact: true }).selectOption("fal-ai");
		expect(await model.inputValue()).toBe("my-org/my-diffusion");
		// The generator, what these choices change: site-wide.e2e.ts scans the whole of /snippets.
		expect(await axeViolations(page, ".snippet-generator")).toEqual([]);
		expect(errors).toEqual([]);
		await page.context().close();
	});
});

describe('the guide\'s "Choosing a provider"', () => {
	it("explains the policies, auto, billing and where to compare, with anchors that lead somewhere", async () => {
		const { page, errors } = await openPage(browser);
		await page.goto(`${site}/inference`);
		const heading = page.getByRole("heading", { name: "Choosing a provider", level: 2 });
		expect(await heading.getAttribute("id")).toBe("choosing-a-provider");
		const section = await page.evaluate(() => {
			const start = document.getElementById("choosing-a-provider")?.closest(".heading");
			let text = "";
			const links: string[] = [];
			for (let node = start?.nextElementSibling; node; node = node.nextElementSibling) {
				if (node.matches(".heading-2")) break;
				text += `${node.textContent}\n`;
				for (const link of node.querySelectorAll("a")) links.push(link.getAttribute("href") ?? "");
			}
			return { text, links };
		});
		for (const words of [
			":fastest",
			":cheapest",
			":preferred",
			":<provider>",
			'provider: "auto"',
			"billTo",
			"X-HF-Bill-To",
			"Inference Providers",
		]) {
			expect(section.text, words).toContain(words);
		}
		expect(section.links).toContain("https://huggingface.co/inference/models");
		const anchors = await page.evaluate(() =>
			[...document.querySelectorAll('a[href^="#"]')].map((link) => link.getAttribute("href") ?? ""),
		);
		expect(anchors).toContain("#choosing-a-provider");
		expect(anchors).toContain("#policies");
		const missing = await page.evaluate(
			(hrefs) => hrefs.filter((href) => !document.getElementById(decodeURIComponent(href.slice(1)))),
			anchors,
		);
		expect(missing).toEqual([]);
		await page.goto(`${site}/inference#policies`);
		expect(
			await page.evaluate(() => document.getElementById("policies")?.getBoundingClientRect().top),
		).toBeLessThan(200);
		// site-wide.e2e.ts scans /inference with axe.
		expect(errors).toEqual([]);
		await page.context().close();
	});
});

describe("task pages: each recommended model says who serves it", () => {
	it("names the providers of a served model, sends a model no provider serves to Run locally, and says nothing where the router serves no model", async () => {
		const { page } = await openPage(browser, { javaScriptEnabled: false });
		await page.goto(`${site}/tasks/image-text-to-text`);
		const item = (id: string) =>
			page.locator(".repo-list li").filter({ has: page.getByRole("link", { name: id, exact: true }) });
		const glm = await item("zai-org/GLM-4.5V").locator(".repo-note").textContent();
		expect(glm).toMatch(/^Served by (.+, )?zai-org(, .+)? \(as of \d{1,2} \w+ \d{4}\)\.$/);
		for (const provider of providersServing("image-text-to-text", "zai-org/GLM-4.5V"))
			expect(glm).toContain(provider);
		const localOnly = TASKS_DATA["image-text-to-text"].models.find((model) => model.localOnly);
		expect(localOnly).toBeDefined();
		const note = item(localOnly?.id ?? "").locator(".repo-note");
		expect(await note.textContent()).toMatch(/^No provider serves it \(as of .+\): run it locally\.$/);
		expect(await note.getByRole("link").getAttribute("href")).toBe("#run-locally");
		expect(await page.locator("#run-locally").count()).toBe(1);

		const unserved = PIPELINE_TYPES.find((id) => !routerServesTask(id) && TASKS_DATA[id].models.length > 0);
		expect(unserved).toBeDefined();
		await page.goto(`${site}/tasks/${unserved}`);
		expect(await page.locator(".repo-list li").count()).toBeGreaterThan(0);
		expect(await page.locator(".repo-note").count()).toBe(0);
	});
});

import {
	MODALITIES,
	MODALITY_LABELS,
	PIPELINE_DATA,
	PIPELINE_TYPES,
	type PipelineData,
	TASKS_DATA,
} from "@hubkit/tasks";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, openPage } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("/tasks", () => {
	it("groups every task under its modality, in display order, each card linking to its page", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/tasks`);
		const groups = page.locator("section.modality-group");
		expect(await groups.locator("h2").allTextContents()).toEqual(MODALITIES.map((m) => MODALITY_LABELS[m]));
		for (const modality of MODALITIES) {
			const group = page.locator(`section[data-modality="${modality}"]`);
			const shown = await group
				.locator("[data-task]")
				.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-task")));
			const expected = PIPELINE_TYPES.filter((id) => PIPELINE_DATA[id].modality === modality);
			expect(new Set(shown), modality).toEqual(new Set(expected));
		}
		for (const id of PIPELINE_TYPES) {
			const link = page.locator(`[data-task="${id}"] a`);
			expect(await link.getAttribute("href")).toBe(`/tasks/${id}`);
			expect(await link.locator(".task-card-name").textContent()).toBe(PIPELINE_DATA[id].name);
		}
	});

	it("lists rare and undocumented tasks apart from the main ones", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/tasks`);
		const secondary = await page
			.locator(".task-grid-secondary [data-task]")
			.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-task")));
		const expected = PIPELINE_TYPES.filter(
			(id) => (PIPELINE_DATA[id] as PipelineData).hideInModels || TASKS_DATA[id].isPlaceholder,
		);
		expect(new Set(secondary)).toEqual(new Set(expected));
		const main = await page
			.locator(".task-grid:not(.task-grid-secondary) [data-task]")
			.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-task")));
		for (const id of expected) expect(main).not.toContain(id);
		expect(main).toContain("text-classification");
	});

	it("gives each card its task's color", async () => {
		const { page } = await openPage(browser);
		await page.goto(`${site}/tasks`);
		const colorOf = (id: string) =>
			page.locator(`[data-task="${id}"] .color-dot`).evaluate((dot) => getComputedStyle(dot).backgroundColor);
		expect(await colorOf("text-classification")).not.toBe(await colorOf("token-classification"));
		expect(await colorOf("text-classification")).toBe(await colorOf("image-classification"));
	});
});

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
import { launchBrowser, openPage, readServed, servedHtmlReader } from "./browser.js";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
	browser = await launchBrowser();
});
afterAll(() => browser.close());

describe("/tasks", () => {
	// This and the next read what the served HTML holds: parsed, not loaded (servedHtmlReader).
	it("groups every task under its modality, in display order, each card linking to its page", async () => {
		const reader = await servedHtmlReader(browser, site);
		const { value } = await readServed(reader, "/tasks", (document) => ({
			groups: [...document.querySelectorAll("section.modality-group h2")].map((h2) => h2.textContent),
			byModality: Object.fromEntries(
				[...document.querySelectorAll("section[data-modality]")].map((group) => [
					group.getAttribute("data-modality"),
					[...group.querySelectorAll("[data-task]")].map((card) => card.getAttribute("data-task")),
				]),
			),
			cards: [...document.querySelectorAll("[data-task]")].map((card) => ({
				id: card.getAttribute("data-task"),
				links: [...card.querySelectorAll("a")].map((link) => ({
					href: link.getAttribute("href"),
					names: [...link.querySelectorAll(".task-card-name")].map((name) => name.textContent),
				})),
			})),
		}));
		expect(value.groups).toEqual(MODALITIES.map((m) => MODALITY_LABELS[m]));
		for (const modality of MODALITIES) {
			const expected = PIPELINE_TYPES.filter((id) => PIPELINE_DATA[id].modality === modality);
			expect(new Set(value.byModality[modality]), modality).toEqual(new Set(expected));
		}
		for (const id of PIPELINE_TYPES) {
			// One card and one link each, as a locator's strict mode required.
			const cards = value.cards.filter((card) => card.id === id);
			expect(cards, id).toEqual([{ id, links: [{ href: `/tasks/${id}`, names: [PIPELINE_DATA[id].name] }] }]);
		}
		await reader.context().close();
	});

	it("lists rare and undocumented tasks apart from the main ones", async () => {
		const reader = await servedHtmlReader(browser, site);
		const { value } = await readServed(reader, "/tasks", (document) => {
			const ids = (selector: string) =>
				[...document.querySelectorAll(selector)].map((card) => card.getAttribute("data-task"));
			return {
				secondary: ids(".task-grid-secondary [data-task]"),
				main: ids(".task-grid:not(.task-grid-secondary) [data-task]"),
			};
		});
		const { secondary, main } = value;
		await reader.context().close();
		const expected = PIPELINE_TYPES.filter(
			(id) => (PIPELINE_DATA[id] as PipelineData).hideInModels || TASKS_DATA[id].isPlaceholder,
		);
		expect(new Set(secondary)).toEqual(new Set(expected));
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

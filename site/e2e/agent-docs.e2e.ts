import { type CheckResult, computeScore, runChecks } from "afdocs";
import { describe, expect, inject, it } from "vitest";
import { MARKDOWN_SKIPPED_SELECTORS } from "../scripts/page-markdown.mjs";

const site = inject("siteUrl");

/**
 * What still does not pass, and why; a check that starts passing, or another that stops, fails the
 * test so this list stays true.
 * - page-size-html: one page's HTML (439 KB, a task page's snippet section) still converts to 50-100 K
 *   characters, a warning; its Markdown copy is under 50 K.
 * - markdown-content-parity: 11 of 142 pages' Markdown misses a little of what their HTML says, a
 *   warning (no page fails since the tabs became headed sections and the reference has pages of its own).
 */
const KNOWN = {
	"page-size-html": "warn",
	"markdown-content-parity": "warn",
};

/**
 * The served build measured with the Agent-Friendly Documentation Spec's own checker (afdocs 0.22,
 * spec v0.6.0), every check it has, on every page (maxLinksToTest above the site's page count), in
 * a fixed order. The build writes absolute links on its own origin (SITE_URL, https://hubkit.dev by
 * default); the checker reads them as this server's (its canonicalOrigin). The parity check leaves
 * out what the page's Markdown leaves out on purpose, the interactive controls and heading anchors
 * (page-markdown.mjs's list), as the checker's own option for human-only HTML is for.
 */
describe("the Agent-Friendly Documentation checks", () => {
	it("pass but for the known ones, and the score is 100", { timeout: 600_000 }, async () => {
		const index = await (await fetch(`${site}/llms.txt`)).text();
		const canonicalOrigin = new URL(/\]\((https?:[^)]+)\)/.exec(index)?.[1] ?? "").origin;
		const report = await runChecks(site, {
			samplingStrategy: "deterministic",
			maxLinksToTest: 500,
			requestDelay: 0,
			canonicalOrigin,
			parityExclusions: [...MARKDOWN_SKIPPED_SELECTORS],
		});
		const notPassed = Object.fromEntries(
			report.results
				.filter((result: CheckResult) => result.status !== "pass" && result.status !== "skip")
				.map((result: CheckResult) => [result.id, result.status]),
		);
		const messages = report.results.map((result: CheckResult) => `${result.id}: ${result.message}`);
		expect(notPassed, messages.join("\n")).toEqual(KNOWN);
		expect(computeScore(report).overall).toBe(100);
	});
});

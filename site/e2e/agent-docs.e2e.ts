import { type CheckResult, computeScore, runChecks } from "afdocs";
import { describe, expect, inject, it } from "vitest";
import { MARKDOWN_SKIPPED_SELECTORS } from "../scripts/page-markdown.mjs";

const site = inject("siteUrl");

/**
 * What does not pass, and why: nothing. A check that stops passing fails the test. The last one
 * was page-size-html, whose 50 K characters text-generation's page passed with both calls' Request
 * and Response tables (55 K; now one call's, the other's loaded by its tab: 40 K) and the internal
 * API reference before its parts got pages of their own.
 */
const KNOWN = {};

/**
 * The served build measured with the Agent-Friendly Documentation Spec's own checker (afdocs 0.22,
 * spec v0.6.0), every check it has, on every page (maxLinksToTest above the site's page count), in
 * a fixed order. The build writes absolute links on its own origin (SITE_URL, https://hubkit.dev by
 * default); the checker reads them as this server's (its canonicalOrigin). The parity check leaves
 * out what the page's Markdown leaves out on purpose, the interactive controls and heading anchors
 * (page-markdown.mjs's list), as the checker's own option for human-only HTML is for.
 *
 * What markdown-content-parity compares (afdocs 0.22.2, dist/checks/observability/
 * markdown-content-parity.js): the HTML's <main> (its <article> if any) less those exclusions,
 * controls, nav and link-dense blocks, read from its text nodes with a line break at each block
 * element (p, div, li, td, th, pre, h1-h6...), so inline elements styled as blocks run together;
 * each distinct line of 20 characters or more must occur, lowercased with whitespace collapsed,
 * in the text of the Markdown the page's .md address serves. A page warns at 5% of its lines
 * missing and fails at 20%; a Markdown copy in parts is compared by its first part only.
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

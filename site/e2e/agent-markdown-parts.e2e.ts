import { describe, expect, inject, it } from "vitest";
import { PRERENDER_PATHS } from "../prerender-paths";

const site = inject("siteUrl");
const PAGES = PRERENDER_PATHS.filter((path) => path !== "/404");
const markdownOf = (path: string) => (path === "/" ? "/index.md" : `${path}.md`);
/** What agents' fetch tools read in full (the spec's page-size-markdown threshold). */
const LIMIT = 50_000;

const text = async (path: string) => {
	const response = await fetch(`${site}${path}`);
	expect([path, response.status]).toEqual([path, 200]);
	return response.text();
};

/** A part's body: what follows its opening quote block (the pointer for agents and the part line). */
const bodyOf = (markdown: string) => markdown.replace(/^(?:>[^\n]*\n)+\n/, "");

/**
 * Every page fits in one part today (the reference is split into pages of its own); a page split
 * later is followed here part by part, and the splitting itself is tested in test/markdown-parts.test.ts.
 */
describe("a page's Markdown in parts", () => {
	it("no page's Markdown, nor any part of it, passes 50,000 characters; a long page's parts chain by their 'next page' links and hold all of it", async () => {
		const full = await text("/llms-full.txt");
		const origin = new URL(/\]\((https?:[^)]+)\)/.exec(await text("/llms.txt"))?.[1] ?? "").origin;
		const sections = new Map(
			full.split("\n\n---\n\n").map((section) => {
				const [, address = "", body = ""] = /^<!-- (\S+) -->\n\n([\s\S]*)$/.exec(section) ?? [];
				return [address, body];
			}),
		);
		const same = (markdown: string) => markdown.replace(/[ \t]+\n/g, "\n").trim();
		for (const path of PAGES) {
			const first = await text(markdownOf(path));
			expect(first.length, path).toBeLessThanOrEqual(LIMIT);
			const count = Number(/this is part 1 of (\d+)\./.exec(first)?.[1] ?? 1);
			if (count === 1) {
				expect(first, path).not.toMatch(/next page/);
				continue;
			}
			const bodies = [bodyOf(first)];
			let part = first;
			for (let n = 2; n <= count; n++) {
				const next = /\[next page\]\((https?:[^)]+)\)/.exec(part)?.[1] ?? "";
				const address = new URL(next).pathname;
				expect(address, path).toBe(`${markdownOf(path).slice(0, -3)}.part-${n}.md`);
				part = await text(address);
				expect(part.length, address).toBeLessThanOrEqual(LIMIT);
				expect(part, address).toMatch(/^> For AI agents: [^\n]+\/llms\.txt/);
				expect(part, address).toContain(`this is part ${n} of ${count}.`);
				bodies.push(bodyOf(part));
			}
			expect(part, path).not.toMatch(/next page/);
			// The parts hold the whole page: the page's section of llms-full.txt, which is never split.
			const whole = sections.get(new URL(path, origin).href);
			expect(whole, path).toBeTruthy();
			expect(same(bodies.map((body) => body.trim()).join("\n\n")), path).toBe(same(whole ?? ""));
		}
	});
});

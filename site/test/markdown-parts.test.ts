import { describe, expect, it } from "vitest";
import { PART_LIMIT, partHeader, partPath, splitMarkdown } from "../scripts/markdown-parts.mjs";

/** A long page: sections of paragraphs, one code block with blank lines inside it. */
function longPage(sections: number) {
	const blocks: string[] = [];
	for (let s = 1; s <= sections; s++) {
		blocks.push(`## Section ${s}`);
		for (let p = 0; p < 6; p++) blocks.push(`Paragraph ${p} of section ${s}. ${"words ".repeat(200)}`.trim());
		if (s === 3) blocks.push(`\`\`\`python\n${"x = 1\n\n".repeat(300)}\`\`\``);
	}
	return blocks.join("\n\n");
}

describe("a page's Markdown in parts", () => {
	it("keeps a page under the limit whole", () => {
		expect(splitMarkdown("# Title\n\nShort.")).toEqual(["# Title\n\nShort."]);
	});

	it("cuts a long page between blocks, before a section heading, never inside a code block, and loses nothing", () => {
		const markdown = longPage(60);
		const parts = splitMarkdown(markdown);
		expect(parts.length).toBeGreaterThan(2);
		for (const part of parts) {
			expect(part.length).toBeLessThanOrEqual(PART_LIMIT);
			expect(part.split("\n").filter((line) => line.startsWith("```")).length % 2).toBe(0);
		}
		for (const part of parts.slice(1)) expect(part).toMatch(/^## Section \d+\n/);
		expect(parts.join("\n\n")).toBe(markdown);
	});

	it("says which part each is, where the first is and where the next is, with absolute addresses", () => {
		expect(partPath("/reference/tasks", 1)).toBe("/reference/tasks.md");
		expect(partPath("/reference/tasks", 3)).toBe("/reference/tasks.part-3.md");
		expect(partHeader("/reference/tasks", 1, 3, "https://hubkit.dev")).toBe(
			"> This Markdown copy is in 3 parts; this is part 1 of 3. The rest follows: [next page](https://hubkit.dev/reference/tasks.part-2.md).",
		);
		const last = partHeader("/reference/tasks", 3, 3, "https://hubkit.dev");
		expect(last).toContain(
			"It begins at [https://hubkit.dev/reference/tasks.md](https://hubkit.dev/reference/tasks.md).",
		);
		expect(last).not.toContain("next page");
	});
});

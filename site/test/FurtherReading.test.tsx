import { TASKS_DATA } from "@hubkit/tasks";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FurtherReading } from "../app/components/further-reading/FurtherReading.js";
import { elementToMarkdown } from "../scripts/page-markdown.mjs";

const links = TASKS_DATA["question-answering"].furtherReading;

describe("FurtherReading", () => {
	it("lists every guide as a link named by its title, with who publishes it", () => {
		render(<FurtherReading links={links} />);
		expect(screen.getByRole("heading", { level: 2, name: "Further reading" })).toBeTruthy();
		const items = screen.getAllByRole("listitem");
		expect(items).toHaveLength(links.length);
		links.forEach((link, index) => {
			expect(screen.getByRole("link", { name: link.title }).getAttribute("href")).toBe(link.url);
			expect(items[index]?.textContent).toBe(`${link.title}, ${link.source}`);
		});
	});

	it("shows nothing when a task has no reading", () => {
		const { container } = render(<FurtherReading links={[]} />);
		expect(container.innerHTML).toBe("");
	});

	it("reads as a Markdown list of links", () => {
		const { container } = render(<FurtherReading links={links} />);
		const first = links[0];
		expect(elementToMarkdown(container)).toContain(`## Further reading`);
		expect(elementToMarkdown(container)).toContain(`- [${first?.title}](${first?.url}), ${first?.source}`);
	});
});

import { render } from "@testing-library/react";
import { micromark } from "micromark";
import { gfmTable, gfmTableHtml } from "micromark-extension-gfm-table";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RunLocallySection } from "../app/components/run-locally/RunLocallySection.js";
import { ApiReference } from "../app/components/spec-table/ApiReference.js";
import { Island } from "../app/islands/Island.js";
import { catalogueData } from "../app/lib/catalogue-data.server.js";
import { taskApi } from "../app/lib/spec-tables.server.js";
import TasksPage from "../app/routes/tasks.js";
import { elementToMarkdown, MARKDOWN_SKIPPED_SELECTORS } from "../scripts/page-markdown.mjs";

const words = (text: string) => text.replace(/\s+/g, " ").trim();

/** Elements that start a line of their own in a page's text, as a reader of its text content sees it. */
const BLOCKS = new Set(
	"address article blockquote br caption dd details div dl dt figcaption h1 h2 h3 h4 h5 h6 hr li main ol p pre section summary table td th tr ul".split(
		" ",
	),
);

/**
 * The page's text line by line, block by block, from its text nodes only (what tools that read a
 * page's HTML without its style see), less what the Markdown leaves out on purpose.
 */
function pageLines(element: HTMLElement): string[] {
	const copy = element.cloneNode(true) as HTMLElement;
	for (const skipped of copy.querySelectorAll(MARKDOWN_SKIPPED_SELECTORS.join(","))) skipped.remove();
	const lines = [""];
	const walk = (node: Node) => {
		if (node.nodeType === Node.TEXT_NODE) lines[lines.length - 1] += node.textContent ?? "";
		if (node.nodeType !== Node.ELEMENT_NODE) return;
		const block = BLOCKS.has((node as Element).localName);
		if (block) lines.push("");
		node.childNodes.forEach(walk);
		if (block) lines.push("");
	};
	walk(copy);
	return lines.map(words).filter(Boolean);
}

/** The Markdown's text once rendered, GFM tables included. */
function markdownText(markdown: string): string {
	const container = document.createElement("div");
	container.innerHTML = micromark(markdown, { extensions: [gfmTable()], htmlExtensions: [gfmTableHtml()] });
	return words(container.textContent ?? "");
}

/** The page's lines that its Markdown does not say. */
function missing(element: HTMLElement): string[] {
	const said = markdownText(elementToMarkdown(element));
	return pageLines(element).filter((line) => !said.includes(line));
}

describe("a page's Markdown says what its HTML says", () => {
	it("writes a union type with the spaces the page shows around its bars", () => {
		const { container } = render(<ApiReference api={taskApi("text-classification")} />);
		const markdown = elementToMarkdown(container);
		// The page offers a line break after each bar (<wbr>): it is no text, and takes none away.
		expect(markdown).toContain('`"sigmoid" \\| "softmax" \\| "none"`');
		expect(missing(container)).toEqual([]);
	});

	it("keeps a spec row's constraints and examples apart from the type and description before them", () => {
		const { container } = render(<ApiReference api={taskApi("image-text-to-text")} />);
		const markdown = elementToMarkdown(container);
		expect(markdown).toMatch(/\| `object\[\]` \(at least 1 item\) \|/);
		expect(markdown).toMatch(/tool \(a tool's result\)\. Examples: `"system"`, `"developer"`/);
		expect(missing(container)).toEqual([]);
	});

	it("says every line of a Request and Response that show one tab per call, the tabs' names as headings", () => {
		const { container } = render(<ApiReference api={taskApi("text-generation")} />);
		const markdown = elementToMarkdown(container);
		expect(markdown).toMatch(/## Request\n\n### chatCompletion\n\n`chatCompletion` sends these parameters/);
		expect(missing(container)).toEqual([]);
	});

	it("keeps a task card's name apart from its note, in the page's text as in the Markdown", () => {
		const loaderData = catalogueData();
		const { container } = render(
			<MemoryRouter>
				{/* @ts-expect-error: the route's other props (params, matches) are the router's, unused here */}
				<TasksPage loaderData={loaderData} />
			</MemoryRouter>,
		);
		const card = container.querySelector(".task-grid-secondary a");
		expect(words(card?.textContent ?? "")).toMatch(/[a-z] not documented yet$/i);
		expect(missing(container)).toEqual([]);
	});

	it("says which model the Inference code calls, and leaves out the provider picker with its label", () => {
		const tab = {
			id: "python-requests",
			label: "Python · requests",
			language: "python" as const,
			code: 'print("hi")',
			html: '<pre><code>print("hi")</code></pre>',
		};
		const { container } = render(
			<main>
				<Island
					name="snippet-tabs"
					props={{
						label: "Code",
						tabs: [tab],
						task: "text-classification",
						providers: ["hf-inference", "together"],
						provider: "hf-inference",
						model: "distilbert/sst2",
					}}
				/>
			</main>,
		);
		const markdown = elementToMarkdown(container);
		expect(markdown).toContain("Model `distilbert/sst2`");
		expect(markdown).not.toMatch(/Provider|together/);
		expect(missing(container)).toEqual([]);
	});

	it("leaves out Run locally's model picker with its label", () => {
		const { container } = render(
			<main>
				<RunLocallySection
					task="text-to-video"
					taskLabel="Text-to-Video"
					models={[
						{ modelId: "org/first", tabIds: [], note: "Runs with its own repository's code." },
						{ modelId: "org/second", library: "Diffusers", tabIds: ["library-diffusers"] },
					]}
				/>
			</main>,
		);
		expect(elementToMarkdown(container)).not.toContain("Model to run locally");
		expect(missing(container)).toEqual([]);
	});
});

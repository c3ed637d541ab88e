import { render } from "@testing-library/react";
import fc from "fast-check";
import { micromark } from "micromark";
import { describe, expect, it } from "vitest";
import { CodeBlock } from "../app/components/code-block/CodeBlock.js";
import { Heading } from "../app/components/heading/Heading.js";
import { LocaleContext } from "../app/components/locale/locale-context.js";
import { SnippetTabs } from "../app/components/snippets/SnippetTabs.js";
import { ApiReference } from "../app/components/spec-table/ApiReference.js";
import { Island } from "../app/islands/Island.js";
import { taskApi } from "../app/lib/spec-tables.server.js";
import { llmsFull, llmsIndex, markdownPath, readPage } from "../scripts/llms.mjs";
import { elementToMarkdown } from "../scripts/page-markdown.mjs";

const ORIGIN = "https://hubkit.dev";

const words = (text: string) => text.replace(/\s+/g, " ").trim();

/** The text a reader sees once a CommonMark renderer has turned the Markdown into a page. */
function rendered(markdown: string): string {
	const container = document.createElement("div");
	// Raw HTML passes through, as in most renderers: a `<mask>` left unescaped becomes a tag.
	container.innerHTML = micromark(markdown, { allowDangerousHtml: true });
	return words(container.textContent ?? "");
}

/**
 * A table row's cells as a GFM renderer reads them: split on unescaped pipes, then each cell's
 * `\|` unescaped and the rest rendered inline (micromark alone has no tables).
 */
function renderedCells(row: string): string[] {
	return row
		.slice(2, -2)
		.split(/(?<!\\) \| /)
		.map((cell) => rendered(cell.replace(/\\\|/g, "|")));
}

/** Text that means something to Markdown wherever it sits: tags, emphasis, links, entities, escapes. */
const TRICKY =
	"I forgot my <mask> at home: *not* _this_ [MASK] &amp; &copy; a\\b `tick` <b>bold</b> ~~gone~~ wait!";

/** A task page's pieces, rendered by the components the page itself uses. */
function taskPage() {
	const { container } = render(
		<main>
			<Island name="copy-page" props={{ markdown: "/tasks/text-classification.md" }} />
			<article>
				<nav aria-label="Breadcrumb" className="breadcrumb">
					<a href="/tasks">Tasks</a>
				</nav>
				<Heading level={1}>Text Classification</Heading>
				<p className="task-summary">Text classification reads a text and gives it labels.</p>
				<Heading level={2}>Inference</Heading>
				<p>
					Call <a href="https://huggingface.co/distilbert/sst2">distilbert/sst2</a> on{" "}
					<code>hf-inference</code>.
				</p>
				<Island
					name="snippet-tabs"
					props={{
						label: "Code",
						tabs: [
							{
								id: "python-requests",
								label: "Python · requests",
								language: "python",
								setup: "pip install requests",
								code: 'print("hi")',
								html: "<pre>x</pre>",
							},
							{
								id: "js-fetch",
								label: "JavaScript · fetch",
								language: "js",
								code: "const a = `x`;\n```\n",
								html: "<pre>y</pre>",
							},
						],
					}}
				/>
				<ApiReference api={taskApi("text-classification")} />
			</article>
		</main>,
	);
	return container.querySelector("main") as HTMLElement;
}

describe("a page's Markdown", () => {
	it("has a task page's title, summary, model link, every snippet fenced and its Request table", () => {
		const markdown = elementToMarkdown(taskPage(), { origin: ORIGIN });
		expect(
			markdown.startsWith("# Text Classification\n\nText classification reads a text and gives it labels.\n"),
		).toBe(true);
		expect(markdown).toContain(
			"Call [distilbert/sst2](https://huggingface.co/distilbert/sst2) on `hf-inference`.",
		);
		expect(markdown).toContain(
			'### Python · requests\n\n```sh\npip install requests\n```\n\n```python\nprint("hi")\n```\n\n### JavaScript · fetch\n\n````js',
		);
		// A snippet that holds a fence itself gets a longer one.
		expect(markdown).toContain("````js\nconst a = `x`;\n```\n````");
		expect(markdown).toMatch(/^## Request$/m);
		expect(markdown).toMatch(
			/^\| Name \| Type \| Required \| Default \| Description \|\n\| --- \| --- \| --- \| --- \| --- \|$/m,
		);
		expect(markdown).toMatch(/^\| `inputs` \| `string` \| Yes \|/m);
		// Screen-only parts: heading anchors, the breadcrumb, the Copy page button itself.
		expect(markdown).not.toMatch(/Link to|Copy page|Tasks\]/);
	});

	it("keeps a right-to-left page's text and its code blocks", () => {
		const { container } = render(
			<main dir="rtl" lang="he">
				<LocaleContext.Provider value="he">
					<Heading level={1}>מבוא</Heading>
					<p>
						ברוכים הבאים לקורס! קראו קודם את <a href="/course/he/chapter1/1">פרק 1</a>.
					</p>
					<CodeBlock
						code="pip install transformers"
						html="<pre><code>pip install transformers</code></pre>"
						lang="bash"
					/>
				</LocaleContext.Provider>
			</main>,
		);
		const markdown = elementToMarkdown(container.querySelector("main") as HTMLElement, { origin: ORIGIN });
		expect(markdown).toBe(
			"# מבוא\n\nברוכים הבאים לקורס! קראו קודם את [פרק 1](https://hubkit.dev/course/he/chapter1/1).\n\n```bash\npip install transformers\n```\n",
		);
	});

	it("heads each tab panel with its tab, and leaves out the tab buttons and status messages", () => {
		const { container } = render(
			<main>
				<p role="status">2 snippets</p>
				<SnippetTabs
					label="Code"
					tabs={[
						{
							id: "python-requests",
							label: "Python · requests",
							language: "python",
							code: "a = 1",
							html: '<div class="code-block" data-lang="python"><pre><code>a = 1</code></pre></div>',
						},
						{
							id: "sh-curl",
							label: "Shell · curl",
							language: "sh",
							code: "curl x",
							html: '<div class="code-block" data-lang="sh"><pre><code>curl x</code></pre></div>',
						},
					]}
				/>
			</main>,
		);
		const markdown = elementToMarkdown(container.querySelector("main") as HTMLElement);
		expect(markdown).toContain(
			"## Python · requests\n\n```python\na = 1\n```\n\n## Shell · curl\n\n```sh\ncurl x\n```",
		);
		expect(markdown).not.toContain("2 snippets");
	});

	it("keeps apart the words of side-by-side elements, and writes cards with headings as sections", () => {
		const main = document.createElement("main");
		main.innerHTML =
			'<ul><li><a href="/t"><span>Table to Text</span><span>not documented yet</span></a></li></ul>' +
			'<ul><li><h2><a href="/tasks">Tasks</a></h2><p>57 tasks.</p></li><li><h2>Course</h2><p>In Hebrew.</p></li></ul>' +
			"<p><code>a</code><span>, </span><code>b</code></p>";
		expect(elementToMarkdown(main, { origin: ORIGIN })).toBe(
			"- [Table to Text not documented yet](https://hubkit.dev/t)\n\n## [Tasks](https://hubkit.dev/tasks)\n\n57 tasks.\n\n## Course\n\nIn Hebrew.\n\n`a`, `b`\n",
		);
	});

	it("writes lists, emphasis and table cells that hold a pipe", () => {
		const main = document.createElement("main");
		main.innerHTML =
			"<ul><li>one <strong>bold</strong></li><li><p>two</p><ol><li>nested</li></ol></li></ul><table><tr><th>a|b</th></tr><tr><td><em>c</em></td></tr></table>";
		expect(elementToMarkdown(main)).toBe(
			"- one **bold**\n- two\n  1. nested\n\n| a\\|b |\n| --- |\n| *c* |\n",
		);
	});
});

describe("llms.txt", () => {
	const page = (path: string, title: string, description: string) =>
		readPage(
			`<html lang="en"><head><meta name="description" content="${description}"></head><body><main><h1>${title}</h1><p>Body of ${title}.</p></main></body></html>`,
			path,
			ORIGIN,
		);

	it("serves the home page at /index.md and every other page at its path plus .md", () => {
		expect(markdownPath("/")).toBe("/index.md");
		expect(markdownPath("/tasks/text-generation")).toBe("/tasks/text-generation.md");
		expect(markdownPath("/course/he/chapter0/1")).toBe("/course/he/chapter0/1.md");
	});

	it("names the site, sums it up, and links each page's Markdown in groups with its description", () => {
		const pages = [
			page("/tasks/fill-mask", "Fill-Mask", "Fills a gap."),
			page("/tasks", "Tasks", "Every task."),
			page("/", "Home", "Start here."),
			page("/course/he/chapter0/1", "מבוא", "הכנת סביבה."),
		].filter((p) => p !== undefined);
		const index = llmsIndex(pages, ORIGIN);
		expect(index).toMatch(/^# Hubkit\n\n> \S.*\n\n(?:\S.*\n\n)+## /);
		const guides = index.indexOf("## Guides");
		const tasks = index.indexOf("## Tasks");
		expect(guides).toBeGreaterThan(0);
		expect(index.indexOf("- [Home](https://hubkit.dev/index.md): Start here.")).toBeGreaterThan(guides);
		expect(
			index.indexOf("- [Fill-Mask](https://hubkit.dev/tasks/fill-mask.md): Fills a gap."),
		).toBeGreaterThan(tasks);
		expect(index).toContain("## Course\n\n- [מבוא](https://hubkit.dev/course/he/chapter0/1.md): הכנת סביבה.");
		// Named in prose, not as a listed page: see llmsIndex.
		expect(index).toMatch(/\n\n[^\n-][^\n]*OpenAPI[^\n]* https:\/\/hubkit\.dev\/openapi\.json: \S/);
		expect(index).not.toMatch(/\]\(https:\/\/hubkit\.dev\/openapi\.json\)/);
		const full = llmsFull(pages, ORIGIN);
		for (const p of pages) expect(full).toContain(`# ${p.title}\n\nBody of ${p.title}.`);
	});

	it("falls back on the first paragraph when a page has no meta description", () => {
		const read = readPage(
			"<html><body><main><h1>T</h1><p>A first paragraph long enough to describe.</p></main></body></html>",
			"/t",
			ORIGIN,
		);
		expect(read?.description).toBe("A first paragraph long enough to describe.");
	});
});

describe("a page's Markdown, rendered", () => {
	it("reads the same as the page once rendered: text that looks like markup is escaped", () => {
		const main = document.createElement("main");
		const paragraph = document.createElement("p");
		paragraph.textContent = TRICKY;
		main.append(paragraph);
		expect(rendered(elementToMarkdown(main))).toBe(words(TRICKY));
	});

	it("keeps text that would start a heading, list, quote or break at the start of a block", () => {
		for (const text of [
			"# not a heading",
			"- not a list",
			"+ nor this",
			"1. not a list",
			"2) nor this",
			"> not a quote",
			"=",
			"---",
			"***",
		]) {
			const main = document.createElement("main");
			const paragraph = document.createElement("p");
			paragraph.textContent = text;
			main.append(paragraph);
			const markdown = elementToMarkdown(main);
			expect(rendered(markdown), markdown).toBe(text);
			expect(micromark(markdown), markdown).toMatch(/^<p>/);
		}
	});

	it("keeps such text in headings, list items, links, image descriptions and table cells", () => {
		const main = document.createElement("main");
		main.innerHTML =
			"<h2>The &lt;mask&gt; token #</h2><ul><li>a &lt;b&gt; *c*</li></ul>" +
			'<p>Go!<a href="/x(1)">[the] &lt;page&gt;</a> <img alt="a *star* ]" src="/i.png"></p>' +
			"<table><tr><th>Name</th><th>Description</th></tr><tr><td><code>inputs</code></td><td>The text (e.g. [MASK] or &lt;mask&gt;) | or *this*</td></tr></table>";
		const markdown = elementToMarkdown(main, { origin: ORIGIN });
		expect(rendered(markdown.split("\n")[0] ?? "")).toBe("The <mask> token #");
		expect(rendered(markdown)).toContain("a <b> *c*");
		expect(rendered(markdown)).toContain("Go![the] <page>");
		const container = document.createElement("div");
		container.innerHTML = micromark(markdown);
		expect(container.querySelector("a")?.getAttribute("href")).toBe("https://hubkit.dev/x%281%29");
		expect(container.querySelector("img")?.getAttribute("alt")).toBe("a *star* ]");
		const row = markdown.split("\n").find((line) => line.startsWith("| `inputs`")) ?? "";
		expect(renderedCells(row)).toEqual(["inputs", "The text (e.g. [MASK] or <mask>) | or *this*"]);
	});

	it("reads the same for any text of Markdown's special characters", () => {
		fc.assert(
			fc.property(
				fc.string({
					unit: fc.constantFrom(..."<>&*_[]()\\`!#-+=.)|~:;/ aZ09\u00e9\u05d0".split("")),
					minLength: 1,
				}),
				(text) => {
					const main = document.createElement("main");
					const paragraph = document.createElement("p");
					paragraph.textContent = text;
					main.append(paragraph);
					expect(rendered(elementToMarkdown(main))).toBe(words(text));
				},
			),
			{ numRuns: 500 },
		);
	});

	it("keeps hostile text as text in every place a page puts it, Hebrew included", () => {
		const hostile = "*bold?* _under_ [link](x) `tick` <script>alert(1)</script> &amp; &lt;b&gt; שלום | עולם";
		const main = document.createElement("main");
		for (const [tag, parent] of [
			["h2", main],
			["p", main],
			["li", main.appendChild(document.createElement("ul"))],
			["a", main.appendChild(document.createElement("p"))],
		] as const) {
			const element = parent.appendChild(document.createElement(tag));
			element.textContent = hostile;
			if (tag === "a") element.setAttribute("href", "/page");
		}
		const markdown = elementToMarkdown(main, { origin: ORIGIN });
		const container = document.createElement("div");
		container.innerHTML = micromark(markdown);
		expect(container.querySelectorAll("script, strong, em, code")).toHaveLength(0);
		expect(container.querySelector("h2")?.textContent).toBe(hostile);
		expect(container.querySelector("li")?.textContent).toBe(hostile);
		expect(container.querySelector("a")?.textContent).toBe(hostile);
		expect(container.querySelector("a")?.getAttribute("href")).toBe("https://hubkit.dev/page");
		expect(container.querySelectorAll("p")[0]?.textContent).toBe(hostile);
	});

	it("fences each tab's code in the language the tab names, not one read from its id", () => {
		const main = document.createElement("main");
		main.innerHTML = '<h2>Inference</h2><div class="island" data-island="snippet-tabs"></div>';
		main.querySelector("div")?.setAttribute(
			"data-props",
			JSON.stringify({
				tabs: [{ id: "js-odd", label: "Requests", language: "python", code: "import requests" }],
			}),
		);
		expect(elementToMarkdown(main)).toBe("## Inference\n\n### Requests\n\n```python\nimport requests\n```\n");
	});

	it("reads the code of tabs the HTML leaves out from the JSON file the island names", () => {
		const main = document.createElement("main");
		main.innerHTML = '<h2>Inference</h2><div class="island" data-island="snippet-tabs"></div>';
		const tabs = [
			{
				id: "python-openai",
				label: "Python · openai",
				language: "python",
				code: "from openai import OpenAI",
			},
			{ id: "sh-curl", label: "Shell · curl", language: "sh" },
		];
		main
			.querySelector("div")
			?.setAttribute("data-props", JSON.stringify({ tabs, snippetData: "/snippet-data/t/p.json" }));
		const read: string[] = [];
		const readJson = (path: string) => {
			read.push(path);
			return { tabs: [{ ...tabs[1], code: "curl https://router" }] };
		};
		expect(elementToMarkdown(main, { readJson })).toBe(
			"## Inference\n\n### Python · openai\n\n```python\nfrom openai import OpenAI\n```\n\n### Shell · curl\n\n```sh\ncurl https://router\n```\n",
		);
		expect(read).toEqual(["/snippet-data/t/p.json"]);
	});

	it("finds that file from the island's task and provider, and never outside the site's snippet data", () => {
		const read: string[] = [];
		const readJson = (path: string) => {
			read.push(path);
			return { tabs: [] };
		};
		for (const [task, provider] of [
			["text-classification", "hf-inference"],
			["..", "x"],
			["a/../../etc", "passwd"],
			[{}, "x"],
		]) {
			const main = document.createElement("main");
			main.innerHTML = '<div class="island" data-island="snippet-tabs"></div>';
			const tabs = [{ id: "sh-curl", label: "Shell · curl", language: "sh" }];
			main.querySelector("div")?.setAttribute("data-props", JSON.stringify({ tabs, task, provider }));
			elementToMarkdown(main, { readJson });
		}
		expect(read).toEqual(["/snippet-data/text-classification/hf-inference.json"]);
	});

	it("escapes the titles and descriptions llms.txt links", () => {
		const page = readPage(
			'<html><head><meta name="description" content="Fills a &lt;mask&gt; in *text*."></head><body><main><h1>The [MASK] task</h1></main></body></html>',
			"/t",
			ORIGIN,
		);
		const index = llmsIndex(page ? [page] : [], ORIGIN);
		const line = index.split("\n").find((l) => l.startsWith("- ")) ?? "";
		expect(rendered(line)).toBe("The [MASK] task: Fills a <mask> in *text*.");
	});
});

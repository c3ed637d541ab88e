import { describe, expect, it } from "vitest";
import { headingIds } from "../src/docs/heading-ids.js";
import { sectionsOf, withAnchors } from "../src/docs/sections.js";

/** A page as the site prerenders it: headings with ids in <main>, a link icon after each, navigation outside. */
const HTML = `<!doctype html><html><body><nav><h2 id="nav">Sentiment analysis</h2></nav><main>
<h1>Text Classification</h1>
<h2 id="use-cases">Use cases</h2><a class="heading-anchor" href="#use-cases"><span class="visually-hidden">Link to section: Use cases</span></a>
<h2 id="variants">Variants</h2>
<h3 id="variant-sentiment-analysis">Sentiment analysis</h3>
<h3 id="getInferenceSnippets"><code>getInferenceSnippets</code></h3>
<h2 id="q-amp-a">Q &amp; A</h2>
</main><footer><h2 id="footer">Footer</h2></footer></body></html>`;

const MARKDOWN = `> For AI agents: the index is at https://hubkit.dev/llms.txt.

# Text Classification

Labels for text.

## Use cases

Sort feedback.

## Variants

### Sentiment analysis

Positive or negative.

\`\`\`sh
# not a heading
\`\`\`

### \`getInferenceSnippets\`

#### Throws

When the call is refused.

## Q & A

Questions.
`;

describe("sections and their anchors", () => {
	it("reads the ids of the headings in <main> only, with their text", () => {
		expect(headingIds(HTML)).toEqual([
			{ id: "use-cases", text: "Use cases" },
			{ id: "variants", text: "Variants" },
			{ id: "variant-sentiment-analysis", text: "Sentiment analysis" },
			{ id: "getInferenceSnippets", text: "getInferenceSnippets" },
			{ id: "q-amp-a", text: "Q & A" },
		]);
	});

	it("cuts the Markdown at its headings, not at code comments, and drops the note for agents", () => {
		const sections = sectionsOf(MARKDOWN);
		expect(sections.map((section) => [section.level, section.heading])).toEqual([
			[1, "Text Classification"],
			[2, "Use cases"],
			[2, "Variants"],
			[3, "Sentiment analysis"],
			[3, "getInferenceSnippets"],
			[4, "Throws"],
			[2, "Q & A"],
		]);
		expect(sections[3]?.text).toContain("# not a heading");
		expect(sections.map((section) => section.text).join("\n")).not.toContain("For AI agents");
	});

	it("gives each section its heading's id on the page, or its enclosing section's", () => {
		const anchored = withAnchors(sectionsOf(MARKDOWN), headingIds(HTML));
		expect(anchored.map((section) => section.anchor)).toEqual([
			"",
			"use-cases",
			"variants",
			"variant-sentiment-analysis",
			"getInferenceSnippets",
			"getInferenceSnippets",
			"q-amp-a",
		]);
	});

	it("links no section of a page without ids", () => {
		expect(withAnchors(sectionsOf(MARKDOWN), []).every((section) => section.anchor === "")).toBe(true);
	});
});

import type { Docs } from "../docs/load-docs.js";
import { searchDocs } from "../search/search-docs.js";
import { pageAddress } from "./addresses.js";
import { inlineCode, type ToolAnswer } from "./markdown.js";

/** The answer to `search_docs`: the best pages, each with its best sections, their addresses and a matching line. */
export function searchDocsAnswer(docs: Docs, query: string, limit: number): ToolAnswer {
	const hits = searchDocs(docs, query, limit);
	if (hits.length === 0)
		return {
			text: `No page of the site matches ${JSON.stringify(query)}. Try other words, or read the index: read_page with path "/".`,
		};
	const lines = [`# Pages for ${JSON.stringify(query)}`, ""];
	for (const [rank, { page, sections }] of hits.entries()) {
		lines.push(
			`${rank + 1}. [${page.title}](${pageAddress(docs, page)}): read it with read_page, path ${inlineCode(page.path)}`,
		);
		for (const { section, file, excerpt } of sections) {
			const name =
				section.level <= 1
					? "Introduction"
					: `[${section.heading}](${pageAddress(docs, file, section.anchor)})`;
			lines.push(`   - ${name}${excerpt ? `: ${excerpt}` : ""}`);
		}
	}
	return { text: lines.join("\n") };
}

import type { Docs, DocsPage } from "../docs/load-docs.js";
import { splitPageOf } from "../docs/page-path.js";
import type { Section } from "../docs/sections.js";
import { wordsOf } from "./words.js";

/** A section found for a query, with the line of it that matches best. */
export interface SectionHit {
	section: Section;
	/** The file it is in: its page, or a later part of the page's split Markdown copy. */
	file: DocsPage;
	score: number;
	excerpt: string;
}

/** A page found for a query: its best sections first. */
export interface PageHit {
	page: DocsPage;
	score: number;
	sections: SectionHit[];
}

interface IndexedSection {
	page: DocsPage;
	file: DocsPage;
	section: Section;
	counts: Map<string, number>;
	length: number;
	headingWords: Set<string>;
}

interface SearchIndex {
	sections: IndexedSection[];
	/** How many sections hold each word. */
	frequency: Map<string, number>;
	averageLength: number;
	titleWords: Map<DocsPage, Set<string>>;
}

const indexes = new WeakMap<Docs, SearchIndex>();

function indexOf(docs: Docs): SearchIndex {
	const known = indexes.get(docs);
	if (known) return known;
	const sections: IndexedSection[] = [];
	const frequency = new Map<string, number>();
	const titleWords = new Map<DocsPage, Set<string>>();
	for (const file of docs.pages.values()) {
		// A later part of a split copy is the same page read on: its sections are found as that
		// page's, so a question answers with the page a reader opens, not a fragment of its end.
		const whole = file.html ? undefined : docs.pages.get(splitPageOf(file.path) ?? "");
		const page = whole?.html ? whole : file;
		if (page === file) titleWords.set(page, new Set(wordsOf(page.title)));
		for (const section of file.sections) {
			const words = wordsOf(`${section.heading}\n${section.text}`);
			const counts = new Map<string, number>();
			for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
			for (const word of counts.keys()) frequency.set(word, (frequency.get(word) ?? 0) + 1);
			sections.push({
				page,
				file,
				section,
				counts,
				length: words.length,
				headingWords: new Set(wordsOf(section.heading)),
			});
		}
	}
	const averageLength = sections.reduce((sum, entry) => sum + entry.length, 0) / Math.max(1, sections.length);
	const index = { sections, frequency, averageLength, titleWords };
	indexes.set(docs, index);
	return index;
}

/** BM25's usual constants: how fast repeats stop counting, and how much a long section is discounted. */
const K1 = 1.2;
const B = 0.75;
/** A query word in a section's heading, or in the page's title, says more than one in its text. */
const HEADING_WEIGHT = 0.5;
const TITLE_WEIGHT = 1;
/** A page is scored by its best sections, each counting less than the one before: a page about the question says it more than once. */
const SECTION_WEIGHTS = [1, 0.5, 0.25];

/** The line of a section that holds the most query words, as plain text of at most 240 characters. */
function excerptOf(section: Section, query: ReadonlySet<string>): string {
	let best = "";
	let bestCount = 0;
	for (const line of section.text.split("\n")) {
		const plain = line
			.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
			.replace(/\\([\\`*_{}[\]()#+\-.!|<>~])/g, "$1")
			.replace(/[*`|#>]/g, " ")
			.replace(/\s+/g, " ")
			.trim();
		const count = new Set(wordsOf(plain).filter((word) => query.has(word))).size;
		if (count > bestCount) [best, bestCount] = [plain, count];
	}
	return best.length > 240 ? `${best.slice(0, best.lastIndexOf(" ", 239))}…` : best;
}

/**
 * The pages that best answer a query, each with its best sections: BM25 over every section's words
 * (heading and text), a query word in the section's heading counting more; a page scored by its
 * best three sections, each less than the one before, plus the query words in its title. Empty when
 * no word of the query is on any page. The weights were chosen on a dozen questions about the site's
 * tasks and client, the pages a reader would open first.
 */
export function searchDocs(docs: Docs, query: string, limit = 5): PageHit[] {
	const index = indexOf(docs);
	const queryWords = new Set(wordsOf(query));
	if (queryWords.size === 0) return [];
	const total = index.sections.length;
	const idf = (word: string) => {
		const holders = index.frequency.get(word) ?? 0;
		return Math.log(1 + (total - holders + 0.5) / (holders + 0.5));
	};
	const byPage = new Map<DocsPage, SectionHit[]>();
	for (const entry of index.sections) {
		let score = 0;
		for (const word of queryWords) {
			const count = entry.counts.get(word) ?? 0;
			if (count === 0) continue;
			const lengthNorm = 1 - B + (B * entry.length) / index.averageLength;
			score += idf(word) * ((count * (K1 + 1)) / (count + K1 * lengthNorm));
			if (entry.headingWords.has(word)) score += idf(word) * HEADING_WEIGHT;
		}
		if (score <= 0) continue;
		const hits = byPage.get(entry.page) ?? [];
		hits.push({
			section: entry.section,
			file: entry.file,
			score,
			excerpt: excerptOf(entry.section, queryWords),
		});
		byPage.set(entry.page, hits);
	}
	return [...byPage]
		.map(([page, hits]) => {
			hits.sort((a, b) => b.score - a.score);
			const titled = [...queryWords].filter((word) => index.titleWords.get(page)?.has(word));
			const score =
				hits
					.slice(0, SECTION_WEIGHTS.length)
					.reduce((sum, hit, i) => sum + hit.score * (SECTION_WEIGHTS[i] ?? 0), 0) +
				TITLE_WEIGHT * titled.reduce((sum, word) => sum + idf(word), 0);
			return { page, score, sections: hits.slice(0, 3) };
		})
		.sort((a, b) => b.score - a.score || a.page.path.localeCompare(b.page.path))
		.slice(0, limit);
}

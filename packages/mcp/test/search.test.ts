import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_DOCS_DIR, type Docs, loadDocs } from "../src/index.js";
import { searchDocs } from "../src/search/search-docs.js";

let docs: Docs;

beforeAll(async () => {
	docs = await loadDocs(DEFAULT_DOCS_DIR);
});

describe("search over the site's pages", () => {
	it.each([
		["How can I tell whether a product review is positive or negative?", "/tasks/text-classification"],
		["chat with an LLM", "/tasks/text-generation"],
		["retry on rate limit 429", "/inference"],
		["find named entities like people and places", "/tasks/token-classification"],
		["detect objects in a photo with bounding boxes", "/tasks/object-detection"],
		["speech synthesis: read text aloud", "/tasks/text-to-speech"],
	])("puts first, for %j, %s", (query, page) => {
		expect(searchDocs(docs, query)[0]?.page.path).toBe(page);
	});

	it("finds a page by a word that takes another ending on it (transcribe, transcribes)", () => {
		const paths = searchDocs(docs, "transcribes recordings").map((hit) => hit.page.path);
		expect(paths.slice(0, 2)).toContain("/tasks/automatic-speech-recognition");
	});

	it("answers nothing for words on no page, or only stop words", () => {
		expect(searchDocs(docs, "zzqxv")).toEqual([]);
		expect(searchDocs(docs, "how to do it")).toEqual([]);
	});

	it("returns at most the pages asked for, each with at most three sections", () => {
		const hits = searchDocs(docs, "model", 3);
		expect(hits).toHaveLength(3);
		for (const hit of hits) expect(hit.sections.length).toBeLessThanOrEqual(3);
	});
});

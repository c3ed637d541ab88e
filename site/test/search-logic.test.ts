import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { excerptSegments } from "../app/components/search/excerpt.js";
import { resultFocusMove } from "../app/components/search/result-keys.js";
import { searchStatus } from "../app/components/search/search-status.js";
import { bestSections, type PageSection } from "../app/components/search/sections.js";
import { isSearchShortcut, type ShortcutEvent } from "../app/components/search/shortcut.js";

describe("excerptSegments", () => {
	it("splits Pagefind's excerpt into plain and marked text", () => {
		expect(excerptSegments("some models do both (<mark>panoptic</mark>).")).toEqual([
			{ text: "some models do both (", marked: false },
			{ text: "panoptic", marked: true },
			{ text: ").", marked: false },
		]);
	});

	it("marks the word, not the punctuation Pagefind marked with it", () => {
		expect(excerptSegments("both <mark>(panoptic).</mark>")).toEqual([
			{ text: "both ", marked: false },
			{ text: "(", marked: false },
			{ text: "panoptic", marked: true },
			{ text: ").", marked: false },
		]);
		expect(excerptSegments('<mark>"sub-word\'s"</mark>')).toEqual([
			{ text: '"', marked: false },
			{ text: "sub-word's", marked: true },
			{ text: '"', marked: false },
		]);
		expect(excerptSegments("<mark>—</mark>")).toEqual([{ text: "—", marked: true }]);
	});

	it("gives back the angle brackets Pagefind escaped, and leaves every other entity-like text alone", () => {
		expect(excerptSegments("curl --data-binary @- &lt;&lt;'EOF' &amp; <mark>x</mark> &gt; y")).toEqual([
			{ text: "curl --data-binary @- <<'EOF' &amp; ", marked: false },
			{ text: "x", marked: true },
			{ text: " > y", marked: false },
		]);
	});

	it("never turns page text into markup: a literal <mark> in the page stays text", () => {
		// Pagefind escapes the page's own brackets, so only its highlight arrives as real tags.
		expect(excerptSegments("&lt;mark&gt;not a match&lt;/mark&gt; <mark>match</mark>")).toEqual([
			{ text: "<mark>not a match</mark> ", marked: false },
			{ text: "match", marked: true },
		]);
	});

	it("keeps Hebrew and drops empty pieces", () => {
		expect(excerptSegments("<mark>וירטואלית</mark> של Python")).toEqual([
			{ text: "וירטואלית", marked: true },
			{ text: " של Python", marked: false },
		]);
		expect(excerptSegments("")).toEqual([]);
	});

	it("round-trips any page text: joined segments are the text Pagefind escaped and marked", () => {
		const word = fc.string({ minLength: 1 }).filter((text) => !/\s/.test(text));
		fc.assert(
			fc.property(fc.array(fc.record({ text: word, marked: fc.boolean() }), { maxLength: 12 }), (words) => {
				const escapeBrackets = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");
				// What Pagefind does: escape the page's brackets, then wrap matching words in <mark>.
				const excerpt = words
					.map(({ text, marked }) => (marked ? `<mark>${escapeBrackets(text)}</mark>` : escapeBrackets(text)))
					.join(" ");
				const segments = excerptSegments(excerpt);
				const plain = words.map(({ text }) => text).join(" ");
				// Only text that looked escaped before Pagefind escaped it can come back changed.
				fc.pre(!/&(lt|gt);/.test(plain));
				expect(segments.map((segment) => segment.text).join("")).toBe(plain);
				// Each marked word keeps its highlight, at most trimmed of the punctuation at its edges.
				const marked = segments.filter((segment) => segment.marked).map((segment) => segment.text);
				const markedWords = words.filter((word) => word.marked).map(({ text }) => text);
				expect(marked.length).toBe(markedWords.length);
				for (const [index, text] of marked.entries()) expect(markedWords[index]).toContain(text);
			}),
		);
	});
});

describe("resultFocusMove", () => {
	it("moves down from the field to the first result and on to the last, no further", () => {
		expect(resultFocusMove("ArrowDown", -1, 3)).toBe(0);
		expect(resultFocusMove("ArrowDown", 0, 3)).toBe(1);
		expect(resultFocusMove("ArrowDown", 2, 3)).toBe(2);
	});

	it("moves up through the results and back to the field", () => {
		expect(resultFocusMove("ArrowUp", 2, 3)).toBe(1);
		expect(resultFocusMove("ArrowUp", 0, 3)).toBe(-1);
	});

	it("leaves the field's own keys alone: up, Home and End in the field move its caret", () => {
		expect(resultFocusMove("ArrowUp", -1, 3)).toBeUndefined();
		expect(resultFocusMove("Home", -1, 3)).toBeUndefined();
		expect(resultFocusMove("End", -1, 3)).toBeUndefined();
		expect(resultFocusMove("ArrowLeft", 1, 3)).toBeUndefined();
		expect(resultFocusMove("a", 1, 3)).toBeUndefined();
	});

	it("jumps to the first or last result with Home and End", () => {
		expect(resultFocusMove("Home", 2, 3)).toBe(0);
		expect(resultFocusMove("End", 0, 3)).toBe(2);
	});

	it("does nothing without results", () => {
		for (const key of ["ArrowDown", "ArrowUp", "Home", "End"])
			expect(resultFocusMove(key, -1, 0)).toBeUndefined();
	});

	it("always lands on the field or a result", () => {
		fc.assert(
			fc.property(
				fc.constantFrom("ArrowDown", "ArrowUp", "Home", "End"),
				fc.integer({ min: 1, max: 50 }),
				fc.nat(),
				(key, count, seed) => {
					const current = (seed % (count + 1)) - 1;
					const next = resultFocusMove(key, current, count);
					if (next !== undefined) expect(next >= -1 && next < count).toBe(true);
				},
			),
		);
	});
});

describe("isSearchShortcut", () => {
	const key = (overrides: Partial<ShortcutEvent>): ShortcutEvent => ({
		key: "/",
		ctrlKey: false,
		metaKey: false,
		altKey: false,
		shiftKey: false,
		isComposing: false,
		defaultPrevented: false,
		target: null,
		...overrides,
	});
	const field = (tagName: string, extra: Record<string, unknown> = {}) => ({
		tagName,
		isContentEditable: false,
		...extra,
	});

	it("takes / outside any text field", () => {
		expect(isSearchShortcut(key({}))).toBe(true);
		expect(isSearchShortcut(key({ target: field("BODY") }))).toBe(true);
		expect(isSearchShortcut(key({ target: field("BUTTON") }))).toBe(true);
		expect(isSearchShortcut(key({ target: field("A") }))).toBe(true);
	});

	it("leaves / to text fields, selects and editable content", () => {
		for (const tagName of ["INPUT", "TEXTAREA", "SELECT"]) {
			expect(isSearchShortcut(key({ target: field(tagName) })), tagName).toBe(false);
		}
		expect(isSearchShortcut(key({ target: field("DIV", { isContentEditable: true }) }))).toBe(false);
	});

	it("takes Ctrl-K and Cmd-K anywhere, a text field included", () => {
		expect(isSearchShortcut(key({ key: "k", ctrlKey: true, target: field("INPUT") }))).toBe(true);
		expect(isSearchShortcut(key({ key: "k", metaKey: true }))).toBe(true);
		expect(isSearchShortcut(key({ key: "K", ctrlKey: true, shiftKey: true }))).toBe(false);
		expect(isSearchShortcut(key({ key: "k" }))).toBe(false);
		expect(isSearchShortcut(key({ key: "k", ctrlKey: true, altKey: true }))).toBe(false);
	});

	it("ignores / with a modifier, while composing text, and keys a page already handled", () => {
		expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(false);
		expect(isSearchShortcut(key({ altKey: true }))).toBe(false);
		expect(isSearchShortcut(key({ isComposing: true }))).toBe(false);
		expect(isSearchShortcut(key({ defaultPrevented: true }))).toBe(false);
	});
});

describe("searchStatus", () => {
	it("counts results for the words typed", () => {
		expect(searchStatus("image", 1)).toBe("1 result for “image”");
		expect(searchStatus("image", 12)).toBe("12 results for “image”");
		expect(searchStatus("zqx", 0)).toBe("No results for “zqx”");
	});

	it("quotes what was typed, trimmed", () => {
		expect(searchStatus("  two words ", 2)).toBe("2 results for “two words”");
	});
});

describe("bestSections", () => {
	const section = (title: string, url: string, matches: number): PageSection => ({
		title,
		url,
		excerpt: "",
		locations: Array.from({ length: matches }, (_, index) => index),
	});

	it("keeps the sections under the page's headings, most matches first, ties in page order", () => {
		const sections = [
			section("Text Classification", "/tasks/text-classification#text-classification", 9),
			section("Demo", "/tasks/text-classification#demo", 1),
			section("Request", "/tasks/text-classification#request", 4),
			section("Response", "/tasks/text-classification#response", 1),
		];
		expect(bestSections("Text Classification", sections, 2).map((s) => s.title)).toEqual(["Request", "Demo"]);
		expect(bestSections("Text Classification", sections, 5).map((s) => s.title)).toEqual([
			"Request",
			"Demo",
			"Response",
		]);
	});

	it("drops the page's own top (no fragment, or its title) and gives nothing when asked for none", () => {
		const sections = [
			section("מבוא", "/course/he/chapter0/1", 3),
			section("מבוא", "/course/he/chapter0/1#מבוא", 2),
		];
		expect(bestSections("מבוא", sections, 2)).toEqual([]);
		expect(bestSections("Other", [section("A", "/a#a", 1)], 0)).toEqual([]);
	});
});

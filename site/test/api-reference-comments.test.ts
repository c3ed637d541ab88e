// @vitest-environment node
import type { JSONOutput } from "typedoc";
import { describe, expect, it } from "vitest";
import { commentBlocks, defaultTag, examples, tagBlocks } from "../app/lib/api-reference/comments.server.js";

// Comment parts in the shape TypeDoc 0.28 writes them to JSON (`CommentDisplayPart`, `CommentTag`).
const links = {
	byId: (id: number) => (id === 7 ? "#InferenceClientInputError" : undefined),
	byName: (name: string) => (name === "chatCompletion" ? "#chatCompletion" : undefined),
};

describe("doc comments", () => {
	it("splits paragraphs at blank lines, makes `- ` lines a list and links code naming an entry", () => {
		const blocks = commentBlocks(
			[
				{ kind: "text", text: "Calls " },
				{ kind: "code", text: "`chatCompletion()`" },
				{ kind: "text", text: " and\nwaits.\n\n- one\n- two [docs](https://example.com/a)" },
			],
			links,
		);
		expect(blocks).toEqual([
			{
				kind: "paragraph",
				inlines: [
					{ text: "Calls " },
					{ text: "chatCompletion()", code: true, href: "#chatCompletion" },
					{ text: " and" },
					{ text: " " },
					{ text: "waits." },
				],
			},
			{
				kind: "list",
				items: [[{ text: "one" }], [{ text: "two " }, { text: "docs", href: "https://example.com/a" }]],
			},
		]);
	});

	it("continues a list item on the indented lines under it", () => {
		const blocks = commentBlocks(
			[
				{ kind: "text", text: "- " },
				{ kind: "code", text: "`chatCompletion`" },
				{ kind: "text", text: ": a long item\n  wrapped in the source,\n  " },
				{ kind: "code", text: "`twice`" },
				{ kind: "text", text: ".\n- short" },
			],
			links,
		);
		expect(blocks).toEqual([
			{
				kind: "list",
				items: [
					[
						{ text: "chatCompletion", code: true, href: "#chatCompletion" },
						{ text: ": a long item" },
						{ text: " " },
						{ text: "wrapped in the source," },
						{ text: " " },
						{ text: "twice", code: true },
						{ text: "." },
					],
					[{ text: "short" }],
				],
			},
		]);
		// Without an item above it, an indented line is only a paragraph's line.
		expect(commentBlocks([{ kind: "text", text: "Text\n  indented\n- item" }], links)[0]?.kind).toBe(
			"paragraph",
		);
	});

	it("reads @throws with an inline link, @example with and without a fence, and @default", () => {
		const comment: JSONOutput.Comment = {
			summary: [],
			blockTags: [
				{
					tag: "@throws",
					content: [
						{
							kind: "inline-tag",
							tag: "@link",
							text: "InferenceClientInputError",
							target: 7 as never,
						},
						{ kind: "text", text: " when the model id is empty." },
					],
				},
				{
					tag: "@example",
					content: [
						{ kind: "text", text: "Stream a reply:\n" },
						{ kind: "code", text: "```js\nfor await (const c of s) log(c);\n```" },
					],
				},
				{ tag: "@example", content: [{ kind: "code", text: "```ts\nconst a = 1;\n```" }] },
				{ tag: "@default", content: [{ kind: "code", text: "```ts\n600\n```" }] },
			],
		};
		expect(tagBlocks(comment, "@throws", links)).toEqual([
			[
				{
					kind: "paragraph",
					inlines: [
						{ text: "InferenceClientInputError", code: true, href: "#InferenceClientInputError" },
						{ text: " when the model id is empty." },
					],
				},
			],
		]);
		expect(examples(comment, links)).toEqual([
			{ code: "for await (const c of s) log(c);", lang: "js", caption: [{ text: "Stream a reply:" }] },
			{ code: "const a = 1;", lang: "ts", caption: [] },
		]);
		expect(defaultTag(comment)).toBe("600");
		expect(examples(undefined, links)).toEqual([]);
		expect(commentBlocks(undefined, links)).toEqual([]);
	});
});

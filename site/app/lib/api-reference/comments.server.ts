import type { JSONOutput } from "typedoc";

/** A run of prose: plain, inline code, or either of them as a link. */
export interface Inline {
	text: string;
	code?: true;
	href?: string;
}

/** A block of a doc comment: a paragraph, a bulleted list, or a fenced code block. */
export type Block =
	| { kind: "paragraph"; inlines: Inline[] }
	| { kind: "list"; items: Inline[][] }
	| { kind: "code"; code: string; lang: string };

export interface CodeExample {
	code: string;
	lang: string;
	caption: Inline[];
}

/** Where a name mentioned in a comment points on the page, when it has an entry there. */
export interface CommentLinks {
	byName(name: string): string | undefined;
	byId(id: number): string | undefined;
}

type Parts = readonly JSONOutput.CommentDisplayPart[] | undefined;

const FENCE = /^```(\w*)[^\n]*\n([\s\S]*?)\n?```$/;
const MARKDOWN_LINK = /\[([^\]]+)\]\(((?:https?:\/\/|\/)[^)\s]+)\)/g;

/** Inline text with Markdown links made into links; other Markdown is left as written. */
function textInlines(text: string): Inline[] {
	const inlines: Inline[] = [];
	let last = 0;
	for (const match of text.matchAll(MARKDOWN_LINK)) {
		if (match.index > last) inlines.push({ text: text.slice(last, match.index) });
		inlines.push({ text: match[1] as string, href: match[2] as string });
		last = match.index + match[0].length;
	}
	if (last < text.length) inlines.push({ text: text.slice(last) });
	return inlines;
}

/** `Foo`, `Foo()` and `Foo.bar` link to Foo's entry when it has one. */
function codeInline(code: string, links: CommentLinks): Inline {
	const name = code.replace(/\(\)$/, "").split(".")[0] ?? code;
	const href = links.byName(name);
	return href ? { text: code, code: true, href } : { text: code, code: true };
}

/** A comment's parts as blocks: blank lines end paragraphs, `- ` lines make a list. */
export function commentBlocks(parts: Parts, links: CommentLinks): Block[] {
	const blocks: Block[] = [];
	let current: Inline[] = [];
	const flush = () => {
		const trimmed = trimInlines(current);
		if (trimmed.length) blocks.push(...paragraphOrList(trimmed));
		current = [];
	};
	for (const part of parts ?? []) {
		if (part.kind === "code") {
			const fenced = FENCE.exec(part.text);
			if (fenced) {
				flush();
				blocks.push({ kind: "code", code: fenced[2] as string, lang: fenced[1] || "ts" });
			} else current.push(codeInline(part.text.replace(/^`+|`+$/g, ""), links));
		} else if (part.kind === "inline-tag") {
			const href = typeof part.target === "number" ? links.byId(part.target) : links.byName(part.text);
			current.push(href ? { text: part.text, code: true, href } : { text: part.text, code: true });
		} else {
			const [first, ...rest] = part.text.split(/\n\s*\n/);
			current.push(...textInlines(first ?? ""));
			for (const paragraph of rest) {
				flush();
				current.push(...textInlines(paragraph));
			}
		}
	}
	flush();
	return blocks;
}

/** Leading and trailing white space removed, line breaks inside a paragraph read as spaces. */
function trimInlines(inlines: Inline[]): Inline[] {
	const out = inlines.map((inline) => (inline.code ? inline : { ...inline, text: inline.text }));
	const first = out[0];
	if (first && !first.code) first.text = first.text.trimStart();
	const last = out.at(-1);
	if (last && !last.code) last.text = last.text.trimEnd();
	return out.filter((inline) => inline.text.length > 0);
}

/**
 * A paragraph, or a list when every line of it starts with `- ` or, indented, continues the item
 * above it (an item wrapped in the source).
 */
function paragraphOrList(inlines: Inline[]): Block[] {
	const lines: Inline[][] = [[]];
	for (const inline of inlines) {
		if (inline.code) {
			lines.at(-1)?.push(inline);
			continue;
		}
		const [head, ...tail] = inline.text.split("\n");
		if (head) lines.at(-1)?.push({ ...inline, text: head });
		for (const line of tail) lines.push(line ? [{ ...inline, text: line }] : []);
	}
	const nonEmpty = lines.filter((line) => line.length);
	const items = listItems(nonEmpty);
	if (items) return [{ kind: "list", items }];
	return [{ kind: "paragraph", inlines: joinLines(nonEmpty) }];
}

/** The lines as list items, or undefined when they are not a list of more than one item. */
function listItems(lines: Inline[][]): Inline[][] | undefined {
	const items: Inline[][][] = [];
	for (const line of lines) {
		const head = line[0] as Inline;
		const text = head.code ? "" : head.text;
		const marker = /^\s*[-*] /.exec(text)?.[0];
		const indent = /^\s+/.exec(text)?.[0];
		const rest = (cut: string) => [{ ...head, text: text.slice(cut.length) }, ...line.slice(1)];
		if (marker) items.push([rest(marker)]);
		else if (indent && items.length) items.at(-1)?.push(rest(indent));
		else return undefined;
	}
	if (items.length < 2) return undefined;
	return items.map((item) => joinLines(item).filter((inline) => inline.text.length > 0));
}

const joinLines = (lines: Inline[][]) =>
	lines.flatMap((line, index) => (index === 0 ? line : [{ text: " " }, ...line]));

/** The block tags of one name (`@throws`, `@deprecated`, …), each as blocks. */
export function tagBlocks(comment: JSONOutput.Comment | undefined, tag: `@${string}`, links: CommentLinks) {
	return (comment?.blockTags ?? [])
		.filter((block) => block.tag === tag)
		.map((block) => commentBlocks(block.content, links))
		.filter((blocks) => blocks.length > 0);
}

/** `@example` tags: the fenced code of each (the whole tag when it has no fence), with its caption. */
export function examples(comment: JSONOutput.Comment | undefined, links: CommentLinks): CodeExample[] {
	return (comment?.blockTags ?? [])
		.filter((block) => block.tag === "@example")
		.flatMap((block) => {
			const blocks = commentBlocks(block.content, links);
			const code = blocks.filter((b): b is Extract<Block, { kind: "code" }> => b.kind === "code");
			const caption = blocks.flatMap((b) => (b.kind === "paragraph" ? b.inlines : []));
			if (code.length) return code.map(({ code: text, lang }) => ({ code: text, lang, caption }));
			const raw = block.content
				.map((part) => part.text)
				.join("")
				.trim();
			return raw ? [{ code: raw, lang: "ts", caption: [] }] : [];
		});
}

/** `@default` as its plain value (TypeDoc wraps it in a code fence). */
export function defaultTag(comment: JSONOutput.Comment | undefined): string | undefined {
	const tag = comment?.blockTags?.find((block) => block.tag === "@default" || block.tag === "@defaultValue");
	if (!tag) return undefined;
	const text = tag.content
		.map((part) => part.text)
		.join("")
		.trim();
	return (FENCE.exec(text)?.[2] ?? text).replace(/^`|`$/g, "").trim() || undefined;
}

import type { Element, ElementContent, Root } from "hast";
import { highlight } from "./highlight.server.js";

const textOf = (node: ElementContent): string =>
	node.type === "text" ? node.value : "children" in node ? node.children.map(textOf).join("") : "";

/** The `<code>` of a Markdown fence (`<pre><code>…</code></pre>`), if `node` is one. */
const fenceCode = (node: Element): Element | undefined => {
	const [only, ...rest] = node.children;
	return node.tagName === "pre" && rest.length === 0 && only?.type === "element" && only.tagName === "code"
		? only
		: undefined;
};

function collectFences(node: Root | Element, found: Element[]): Element[] {
	for (const child of node.children) {
		if (child.type !== "element") continue;
		if (fenceCode(child)) found.push(child);
		else collectFences(child, found);
	}
	return found;
}

/**
 * Turns every Markdown code fence into the props of our `CodeBlock`: the raw code (for the copy
 * button), the language and the HTML highlighted now, at build time. A fence in the language `out`
 * is a command's output.
 */
export function rehypeCodeBlocks() {
	return async (tree: Root) => {
		await Promise.all(
			collectFences(tree, []).map(async (pre) => {
				const code = fenceCode(pre) as Element;
				const classes = (code.properties.className as string[] | undefined) ?? [];
				const lang = classes.find((c) => c.startsWith("language-"))?.slice("language-".length) ?? "text";
				const raw = code.children.map(textOf).join("").replace(/\n$/, "");
				pre.properties = {
					code: raw,
					lang,
					html: await highlight(raw, lang === "out" ? "text" : lang),
					variant: lang === "out" ? "output" : "code",
				};
				pre.children = [];
			}),
		);
	};
}

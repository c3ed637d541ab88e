// Small builders and readers for hast nodes: the islands' Markdown is written as HTML elements first,
// so it goes through the same converter (and the same escaping) as the rest of the page.

/** An element; `children` may hold strings, which become text nodes. */
export function h(tagName, properties, children = []) {
	return {
		type: "element",
		tagName,
		properties: properties ?? {},
		children: children.filter((child) => child !== undefined && child !== "").map(toNode),
	};
}

const toNode = (child) => (typeof child === "string" ? { type: "text", value: child } : child);

/** A fenced code block: `language` only when it is one word a fence can carry. */
export function codeBlock(code, language) {
	const className =
		typeof language === "string" && /^[\w+-]+$/.test(language) ? [`language-${language}`] : [];
	return h("pre", {}, [h("code", { className }, [String(code)])]);
}

/** An element's classes, whatever form the parser left them in. */
export function classesOf(node) {
	const value = node.properties?.className;
	return Array.isArray(value) ? value.map(String) : typeof value === "string" ? value.split(/\s+/) : [];
}

/** A property as a string, or undefined. */
export function propertyOf(node, name) {
	const value = node.properties?.[name];
	return typeof value === "string" ? value : Array.isArray(value) ? value.join(" ") : undefined;
}

/** The text of a node, as a browser's textContent. */
export function textOf(node) {
	if (node.type === "text") return node.value;
	return "children" in node ? node.children.map(textOf).join("") : "";
}

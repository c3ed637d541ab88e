// One prerendered page read for the Markdown step (llms.mjs): its title, summary, language and its
// <main> as Markdown. Pure, so the step can read pages on several threads (read-pages.mjs).
import { JSDOM } from "jsdom";
import { elementToMarkdown } from "./page-markdown.mjs";

const firstParagraph = (main) =>
	Array.from(main.querySelectorAll("p"), (p) => p.textContent.replace(/\s+/g, " ").trim()).find(
		(text) => text.length > 20,
	) ?? "";

const oneLine = (text, max = 200) => {
	const clean = text.replace(/\s+/g, " ").trim();
	if (clean.length <= max) return clean;
	const cut = clean.slice(0, max);
	return `${cut.slice(0, cut.lastIndexOf(" "))}…`;
};

/** A page read from its prerendered HTML; `readJson` reads the site's JSON files its islands name. */
export function readPage(html, path, origin, readJson) {
	const { document } = new JSDOM(html).window;
	const main = document.querySelector("main");
	if (!main) return undefined;
	const title = main.querySelector("h1")?.textContent.trim() || document.title;
	const description =
		document.querySelector('meta[name="description"]')?.getAttribute("content") || firstParagraph(main);
	const lang = document.documentElement.getAttribute("lang") ?? "en";
	return {
		path,
		title,
		description: oneLine(description),
		lang,
		markdown: elementToMarkdown(main, { origin, readJson }),
	};
}

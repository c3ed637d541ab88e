// Picks a page's representation from the request's Accept (RFC 9110, 12.5.1): HTML or the page's
// Markdown copy. Each media range weighs by its q-value; the most specific range that matches a type
// decides its weight (`text/markdown` over `text/*` over `*/*`). Markdown is sent when it weighs
// more than HTML, or as much when the client named it: browsers never name it, and an agent that
// lists `text/markdown, text/html` asks for Markdown first. Without Accept, with `*/*`, or with a
// header nothing of which parses, the page is HTML.

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/i;
const QVALUE = /^(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The header's members, split on commas outside quoted strings (a parameter may quote a comma). */
function members(header) {
	const parts = [];
	let current = "";
	let quoted = false;
	for (let i = 0; i < header.length; i++) {
		const char = header[i];
		if (quoted && char === "\\") {
			current += char + (header[i + 1] ?? "");
			i++;
			continue;
		}
		if (char === '"') quoted = !quoted;
		if (char === "," && !quoted) {
			parts.push(current);
			current = "";
		} else current += char;
	}
	parts.push(current);
	return parts;
}

/**
 * `{ type, subtype, q }` for each well-formed media range of an Accept header, lower-cased; a range
 * that is not `type/subtype` (or `type/*`, `*\/*`) or whose q-value is not a qvalue is left out.
 */
export function parseAccept(header) {
	const ranges = [];
	for (const member of members(header)) {
		const [range = "", ...parameters] = member.split(";").map((part) => part.trim());
		const [type, subtype, ...rest] = range.toLowerCase().split("/");
		if (rest.length > 0 || !type || !subtype || !TOKEN.test(type) || !TOKEN.test(subtype)) continue;
		if (type === "*" && subtype !== "*") continue;
		let q = 1;
		for (const parameter of parameters) {
			const [name = "", value = ""] = parameter.split("=").map((part) => part.trim());
			if (name.toLowerCase() !== "q") continue;
			q = QVALUE.test(value) ? Number(value) : Number.NaN;
			// Parameters after the weight are extensions, not the media type's.
			break;
		}
		if (!Number.isNaN(q)) ranges.push({ type, subtype, q });
	}
	return ranges;
}

/** `{ q, named }`: the weight of `type/subtype`, and whether a range names it exactly. */
function weightOf(ranges, type, subtype) {
	let best = { q: 0, specificity: -1 };
	for (const range of ranges) {
		const specificity =
			range.type === type && range.subtype === subtype
				? 2
				: range.type === type && range.subtype === "*"
					? 1
					: range.type === "*"
						? 0
						: -1;
		if (specificity < 0 || specificity < best.specificity) continue;
		if (specificity > best.specificity || range.q > best.q) best = { q: range.q, specificity };
	}
	return { q: best.q, named: best.specificity === 2 };
}

/** Whether a request with this Accept header gets a page's Markdown rather than its HTML. */
export function prefersMarkdown(header) {
	if (typeof header !== "string") return false;
	const ranges = parseAccept(header);
	const markdown = weightOf(ranges, "text", "markdown");
	const html = weightOf(ranges, "text", "html");
	return markdown.q > html.q || (markdown.q > 0 && markdown.q === html.q && markdown.named);
}

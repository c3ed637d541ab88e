/**
 * A page's address on the site from its Markdown file's path in the built site, the inverse of the
 * site's rule (`/tasks/x` -> `tasks/x.md`, `/` -> `index.md`): `site/scripts/markdown-path.mjs`.
 */
export function pagePathOf(markdownFile: string): string {
	const path = `/${markdownFile.replace(/\.md$/, "")}`;
	return path === "/index" ? "/" : path;
}

/**
 * The page a later part of a split Markdown copy belongs to (`/tasks/x.part-2` -> `/tasks/x`), or
 * undefined for any other path: the site writes part n > 1 of `/tasks/x` as `tasks/x.part-n.md`
 * (site/scripts/markdown-parts.mjs, `partPath`).
 */
export function splitPageOf(path: string): string | undefined {
	const part = /^(\/.+)\.part-([2-9]|[1-9]\d+)$/.exec(path);
	return part?.[1];
}

/** The Markdown copy's address of a page, as the site serves it. */
export function markdownPathOf(pagePath: string): string {
	return pagePath === "/" ? "/index.md" : `${pagePath}.md`;
}

/** Why a requested path names no page: said to the caller as is. */
export type PathRefusal =
	| { reason: "empty" }
	| { reason: "not-a-site-path"; detail: string }
	| { reason: "no-such-page"; path: string };

/** Characters no page address of the site holds: encodings, parent steps, Windows and control characters. */
const FORBIDDEN: ReadonlyArray<[RegExp, string]> = [
	[/%/, "percent-encoded characters"],
	[/\\/, "backslashes"],
	// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
	[/[\u0000-\u001f\u007f]/, "control characters"],
	[/(^|\/)\.\.?(\/|$)/, "'.' or '..' segments"],
	[/\/\//, "empty segments"],
];

/**
 * The page address a caller means by what they typed, or why it is none: a path on the site
 * (`/tasks/x`, `tasks/x`, `/tasks/x.md`, `/tasks/x/`), the page's full address on the site's own
 * origin, or its resource URI (`hubkit://tasks/x`). Nothing here touches the disk: the caller looks
 * the answer up among the pages read when the server started, so no typed path is ever opened.
 */
export function requestedPagePath(input: string, origin: string | undefined): string | PathRefusal {
	let path = input.trim();
	if (!path) return { reason: "empty" };
	if (path.startsWith("hubkit://")) path = `/${path.slice("hubkit://".length)}`;
	else if (/^[a-z][a-z0-9+.-]*:/i.test(path)) {
		// The site's own address, compared as typed: a URL parser would resolve `..` and hide what was sent.
		if (origin === undefined || !`${path.toLowerCase()}/`.startsWith(`${origin.toLowerCase()}/`))
			return { reason: "not-a-site-path", detail: `only pages of ${origin ?? "the site"} are served` };
		path = path.slice(origin.length) || "/";
	}
	path = path.replace(/[?#].*$/s, "");
	for (const [pattern, what] of FORBIDDEN)
		if (pattern.test(path)) return { reason: "not-a-site-path", detail: `page addresses hold no ${what}` };
	if (!path.startsWith("/")) path = `/${path}`;
	if (path.length > 1) path = path.replace(/\/$/, "");
	if (path === "/index.md" || path === "/index") return "/";
	return path.replace(/\.md$/, "");
}

/** A refusal as one sentence for the caller. */
export function refusalMessage(input: string, refusal: PathRefusal): string {
	switch (refusal.reason) {
		case "empty":
			return "No path given: pass a page's path on the site, e.g. /tasks/text-classification.";
		case "not-a-site-path":
			return `${JSON.stringify(input)} is not a page of the site: ${refusal.detail}.`;
		case "no-such-page":
			return `The site has no page at ${refusal.path}.`;
	}
}

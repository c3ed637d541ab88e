// Turns a request's target (the raw second word of its request line) into the decoded path
// segments of a file under the site root, or the status that refuses it. Every check happens on
// the decoded segments, so no encoding (%2e%2e, %2f, %5c, overlong or invalid UTF-8) can name a
// file outside the root or smuggle a separator into a name.

/** Longer targets are refused with 414: no page of the site comes close. */
export const MAX_TARGET_LENGTH = 8 * 1024;

// Printable ASCII only: browsers percent-encode the rest, and a raw space or control byte means
// the request line is not what it seems. `#` never belongs in a request target.
const RAW_TARGET = /^[\x21-\x7e]*$/;
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;
// After decoding: a separator or a control character has no business inside a file name.
const FORBIDDEN_IN_SEGMENT = /[/\\\p{Cc}]/u;

/**
 * `{ segments, directory }` for a target naming a path inside the root (`directory` when it ends
 * with a slash), `{ notFound: true }` for a well-formed path no file can have (empty segments,
 * hidden names), or `{ status }` (400 or 414) for a target to refuse.
 */
export function parseRequestTarget(target) {
	if (typeof target !== "string" || target.length === 0) return { status: 400 };
	if (target.length > MAX_TARGET_LENGTH) return { status: 414 };
	if (!RAW_TARGET.test(target) || target.includes("#")) return { status: 400 };
	let path = target;
	if (!path.startsWith("/")) {
		// Absolute form (RFC 9112, 3.2.2): servers must accept it; only http(s) with a valid authority.
		const absolute = ABSOLUTE_FORM.exec(path);
		if (!absolute || !/^https?:/i.test(path) || !URL.canParse(absolute[0])) return { status: 400 };
		path = path.slice(absolute[0].length);
		if (!path.startsWith("/")) path = `/${path}`;
	}
	const query = path.indexOf("?");
	if (query !== -1) path = path.slice(0, query);

	const raw = path.split("/").slice(1);
	const directory = raw.at(-1) === "";
	if (directory) raw.pop();
	const segments = [];
	let notFound = false;
	for (const part of raw) {
		let segment;
		try {
			segment = decodeURIComponent(part);
		} catch {
			return { status: 400 };
		}
		if (FORBIDDEN_IN_SEGMENT.test(segment) || segment === "." || segment === "..") return { status: 400 };
		// `//x` and dot-files (the build's .vite manifest) are not pages: answered as unknown paths.
		if (segment === "" || segment.startsWith(".")) notFound = true;
		segments.push(segment);
	}
	return notFound ? { notFound: true } : { segments, directory };
}

// How long browsers may keep a response, decided by its URL alone. Vite names every file it emits
// under /assets/ (the site build) and /islands/ (the island bundle) after a hash of its content, so
// such a URL always means the same bytes and may be kept for a year without asking again. Anything
// else (pages, route data, media, the favicon) may change under the same URL with the next build:
// browsers keep it but revalidate it with its ETag on every use.
// Pagefind (the search index, /pagefind/) names its index chunks, page fragments and metadata
// after their content too, so those are immutable; its script, worker, WebAssembly and entry file
// keep fixed names across builds and are revalidated (the entry names the current metadata file).

const HASHED_DIRECTORIES = new Set(["assets", "islands"]);
// `name-<8 characters of base64url hash>.ext`, as Vite's `[name]-[hash]` writes it.
const HASHED_NAME = /^[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

// `pagefind.<language>_<hash>.pf_meta`, `index/<language>_<hash>.pf_index`, `fragment/<language>_<hash>.pf_fragment`.
const PAGEFIND_META = /^pagefind\.[a-z-]+_[0-9a-f]{6,}\.pf_meta$/;
const PAGEFIND_CHUNK = {
	index: /^[a-z-]+_[0-9a-f]{6,}\.pf_index$/,
	fragment: /^[a-z-]+_[0-9a-f]{6,}\.pf_fragment$/,
};

function isPagefindHashed(segments) {
	if (segments[0] !== "pagefind") return false;
	if (segments.length === 2) return PAGEFIND_META.test(segments[1]);
	return segments.length === 3 && PAGEFIND_CHUNK[segments[1]]?.test(segments[2]) === true;
}

/** Cache-Control for a file served at the decoded URL path `segments`. */
export function cacheControl(segments) {
	const immutable =
		(segments.length === 2 && HASHED_DIRECTORIES.has(segments[0]) && HASHED_NAME.test(segments[1])) ||
		isPagefindHashed(segments);
	return immutable ? IMMUTABLE : REVALIDATE;
}

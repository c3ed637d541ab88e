// Media types by file extension, and which of them are worth compressing. Shared by the static
// server and the build step that writes the compressed copies, so both agree on what has variants.

export const CONTENT_TYPES = {
	".html": "text/html; charset=utf-8",
	".js": "text/javascript; charset=utf-8",
	".mjs": "text/javascript; charset=utf-8",
	".css": "text/css; charset=utf-8",
	".json": "application/json; charset=utf-8",
	".map": "application/json; charset=utf-8",
	".webmanifest": "application/manifest+json; charset=utf-8",
	// React Router's prerendered route data (a turbo-stream payload the client router would fetch).
	".data": "text/x-script",
	".md": "text/markdown; charset=utf-8",
	".txt": "text/plain; charset=utf-8",
	".xml": "application/xml; charset=utf-8",
	".svg": "image/svg+xml",
	".png": "image/png",
	".jpg": "image/jpeg",
	".jpeg": "image/jpeg",
	".gif": "image/gif",
	".webp": "image/webp",
	".avif": "image/avif",
	".ico": "image/x-icon",
	".flac": "audio/flac",
	".mp3": "audio/mpeg",
	".wav": "audio/wav",
	".ogg": "audio/ogg",
	".mp4": "video/mp4",
	".webm": "video/webm",
	".woff2": "font/woff2",
	".woff": "font/woff",
	".wasm": "application/wasm",
	// Pagefind's search index, its metadata, page fragments and WebAssembly: gzip bytes that its
	// script inflates itself, so they are sent as they are and never compressed again.
	".pf_meta": "application/octet-stream",
	".pf_index": "application/octet-stream",
	".pf_fragment": "application/octet-stream",
	".pagefind": "application/octet-stream",
};

/** Text formats: they shrink several times over. Images, sounds and fonts are compressed already. */
export const COMPRESSIBLE = new Set([
	".html",
	".js",
	".mjs",
	".css",
	".json",
	".map",
	".webmanifest",
	".data",
	".md",
	".txt",
	".xml",
	".svg",
	".ico",
	".wasm",
]);

/** Suffix of each precompressed copy written beside its file, by content coding. */
export const ENCODED_SUFFIX = { br: ".br", gzip: ".gz" };

export const contentType = (extension) => CONTENT_TYPES[extension] ?? "application/octet-stream";

// The security headers every response carries, and the Content-Security-Policy of a page.
//
// Scripts: only files from this origin, plus the inline scripts the build bundled (app/browser/*.ts),
// each allowed by the SHA-256 hash of its text that the build wrote (inline-script-hashes.mjs), so
// an injected inline script or event handler never runs, nor does a script edited into a built page. No 'unsafe-inline' or 'unsafe-eval'.
// 'wasm-unsafe-eval' lets the site search (Pagefind, served from this origin) compile its
// WebAssembly; it allows compiling WebAssembly modules only, never eval() or new Function() on text.
//
// Styles: style sheets from this origin only; style attributes are allowed because Shiki writes its
// colours into them, both at build time and when the snippet generator highlights in the browser.
// An attribute can restyle but never run code, and CSP cannot hash attributes without also
// allowing them all ('unsafe-hashes').
//
// Connections: the snippet generator and the Try it panel call whatever router or hub URL
// the reader chooses: any https origin, and plain http only on this machine's loopback (a local
// emulator or self-hosted router). Never upgrade-insecure-requests: it would turn those loopback
// calls into https ones that fail.
//
// Frames: only the privacy-enhanced YouTube player that the video facade swaps in on a click.
import { createHash } from "node:crypto";

export const VIDEO_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

const LOOPBACK = ["http://localhost:*", "http://127.0.0.1:*"];

const POLICY = {
	"default-src": ["'self'"],
	"script-src": ["'self'", "'wasm-unsafe-eval'"],
	"style-src": ["'self'"],
	"style-src-attr": ["'unsafe-inline'"],
	"img-src": ["'self'", "data:"],
	// blob: lets Try it play the sound or video a model answered, held in the page's own memory.
	"media-src": ["'self'", "blob:"],
	"font-src": ["'self'"],
	"connect-src": ["'self'", "https:", ...LOOPBACK],
	"frame-src": [VIDEO_FRAME_ORIGIN],
	"worker-src": ["'self'"],
	"manifest-src": ["'self'"],
	"object-src": ["'none'"],
	"base-uri": ["'self'"],
	"form-action": ["'self'"],
	"frame-ancestors": ["'none'"],
};

// What the embedded player asks for (the iframe's `allow` list) stays allowed for it; the powerful
// features no page here uses are switched off for every frame.
const PERMISSIONS_POLICY = [
	"camera=()",
	"microphone=()",
	"geolocation=()",
	"payment=()",
	"usb=()",
	"display-capture=()",
	...["autoplay", "encrypted-media", "picture-in-picture", "fullscreen", "accelerometer", "gyroscope"].map(
		(feature) => `${feature}=(self "${VIDEO_FRAME_ORIGIN}")`,
	),
].join(", ");

/** The CSP source expression ('sha256-…') that allows an inline script with exactly this text. */
export function scriptHash(text) {
	return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The Content-Security-Policy header value for a response whose inline scripts hash to `scriptHashes`. */
export function contentSecurityPolicy(scriptHashes = []) {
	return Object.entries(POLICY)
		.map(([directive, sources]) =>
			[directive, ...sources, ...(directive === "script-src" ? scriptHashes : [])].join(" "),
		)
		.join("; ");
}

/** Headers for every response: `scriptHashes` are the build's inline scripts' when a page is sent. */
export function securityHeaders(scriptHashes = []) {
	return {
		"Content-Security-Policy": contentSecurityPolicy(scriptHashes),
		"X-Content-Type-Options": "nosniff",
		"Referrer-Policy": "strict-origin-when-cross-origin",
		"X-Frame-Options": "DENY",
		"Cross-Origin-Opener-Policy": "same-origin",
		"Permissions-Policy": PERMISSIONS_POLICY,
	};
}

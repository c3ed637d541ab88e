import { defineConfig } from "vite";

/**
 * The browser's scripts: the island hydrator and the header search's module (loaded only when a
 * reader starts searching), built on their own into the public folder (hashed, with a manifest)
 * before the site is prerendered, so every page can point at them.
 */
export default defineConfig({
	// Served from /islands/: lazily loaded chunks (the snippet generator's) are fetched from there.
	base: "/islands/",
	publicDir: false,
	build: {
		outDir: "public/islands",
		emptyOutDir: true,
		manifest: true,
		rollupOptions: {
			input: ["app/islands/hydrate.tsx", "app/components/search/search-box.ts"],
			// The search module's `start` is called by the page's loader: keep entry exports.
			preserveEntrySignatures: "exports-only",
			output: { entryFileNames: "[name]-[hash].js", chunkFileNames: "[name]-[hash].js" },
		},
	},
});

import { defineConfig } from "vite";

/**
 * The browser's only script: the island hydrator, built on its own into the public folder (hashed,
 * with a manifest) before the site is prerendered, so every page can point at it.
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
			input: "app/islands/hydrate.tsx",
			output: { entryFileNames: "[name]-[hash].js", chunkFileNames: "[name]-[hash].js" },
		},
	},
});

import { readFileSync } from "node:fs";

const MANIFEST = new URL("../../public/islands/.vite/manifest.json", import.meta.url);

interface Chunk {
	file: string;
	imports?: string[];
}

/**
 * The addresses of a lazily loaded island's chunk and of every chunk it imports, for a page to
 * preload: the island then hydrates as soon as the hydrator runs, without a second round trip, so
 * a reader's first change to a prerendered form is not made before React is listening.
 */
export function islandPreloads(source: string): string[] {
	const manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, Chunk>;
	const files = new Set<string>();
	const visit = (key: string) => {
		const chunk = manifest[key];
		if (!chunk || files.has(chunk.file)) return;
		files.add(chunk.file);
		for (const imported of chunk.imports ?? []) visit(imported);
	};
	visit(source);
	if (files.size === 0) throw new Error(`The island bundle has no chunk for ${source}.`);
	return [...files].map((file) => `/islands/${file}`);
}

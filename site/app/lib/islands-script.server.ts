import { readFileSync } from "node:fs";

const MANIFEST = new URL("../../public/islands/.vite/manifest.json", import.meta.url);

interface Chunk {
	file: string;
	isEntry?: boolean;
	imports?: string[];
}

let manifest: Record<string, Chunk> | undefined;

/** The public address of the built island hydrator (see vite.islands.config.ts), read once per build. */
export const islandsScriptUrl = (): string => entryUrl("app/islands/hydrate.tsx");

/** The public address of the header search's module, loaded when the reader starts searching. */
export const searchScriptUrl = (): string => entryUrl("app/components/search/search-box.ts");

/**
 * The addresses of a lazily loaded island's chunk and of every chunk it imports, for a page to
 * preload: the island then hydrates as soon as the hydrator runs, without a second round trip, so
 * a reader's first change to a prerendered form is not made before React is listening.
 */
export function islandPreloads(source: string): string[] {
	const chunks = readManifest();
	const files = new Set<string>();
	const visit = (key: string) => {
		const chunk = chunks[key];
		if (!chunk || files.has(chunk.file)) return;
		files.add(chunk.file);
		for (const imported of chunk.imports ?? []) visit(imported);
	};
	visit(source);
	if (files.size === 0) throw new Error(`The island bundle has no chunk for ${source}.`);
	return [...files].map((file) => `/islands/${file}`);
}

function entryUrl(source: string): string {
	const entry = readManifest()[source];
	if (!entry?.isEntry) throw new Error(`The island bundle's manifest has no entry for ${source}.`);
	return `/islands/${entry.file}`;
}

/** The island bundle's manifest, read once per build. */
function readManifest(): Record<string, Chunk> {
	if (manifest) return manifest;
	try {
		manifest = JSON.parse(readFileSync(MANIFEST, "utf8")) as Record<string, Chunk>;
		return manifest;
	} catch {
		throw new Error(
			"The island bundle is missing: build the site with `npm run build -w @hubkit/site` (scripts/build.mjs).",
		);
	}
}

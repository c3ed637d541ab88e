import { readFileSync } from "node:fs";

const MANIFEST = new URL("../../public/islands/.vite/manifest.json", import.meta.url);

interface Chunk {
	file: string;
	isEntry?: boolean;
}

let manifest: Record<string, Chunk> | undefined;

/** The public address of the built island hydrator (see vite.islands.config.ts), read once per build. */
export const islandsScriptUrl = (): string => entryUrl("app/islands/hydrate.tsx");

/** The public address of the header search's module, loaded when the reader starts searching. */
export const searchScriptUrl = (): string => entryUrl("app/components/search/search-box.ts");

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

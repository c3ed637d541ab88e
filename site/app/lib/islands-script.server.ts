import { readFileSync } from "node:fs";

const MANIFEST = new URL("../../public/islands/.vite/manifest.json", import.meta.url);

let manifest: Record<string, { file: string; isEntry?: boolean }> | undefined;

/** The public address of the built island hydrator (see vite.islands.config.ts), read once per build. */
export const islandsScriptUrl = (): string => entryUrl("app/islands/hydrate.tsx");

/** The public address of the header search's module, loaded when the reader starts searching. */
export const searchScriptUrl = (): string => entryUrl("app/components/search/search-box.ts");

function entryUrl(source: string): string {
	manifest ??= readManifest();
	const entry = manifest[source];
	if (!entry?.isEntry) throw new Error(`The island bundle's manifest has no entry for ${source}.`);
	return `/islands/${entry.file}`;
}

function readManifest(): Record<string, { file: string; isEntry?: boolean }> {
	try {
		return JSON.parse(readFileSync(MANIFEST, "utf8"));
	} catch {
		throw new Error(
			"The island bundle is missing: run `vite build -c vite.islands.config.ts` before the site build.",
		);
	}
}

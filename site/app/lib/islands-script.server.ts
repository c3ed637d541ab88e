import { readFileSync } from "node:fs";

const MANIFEST = new URL("../../public/islands/.vite/manifest.json", import.meta.url);

let cached: string | undefined;

/** The public address of the built island hydrator (see vite.islands.config.ts), read once per build. */
export function islandsScriptUrl(): string {
	cached ??= readEntry();
	return cached;
}

function readEntry(): string {
	let manifest: Record<string, { file: string; isEntry?: boolean }>;
	try {
		manifest = JSON.parse(readFileSync(MANIFEST, "utf8"));
	} catch {
		throw new Error(
			"The island bundle is missing: run `vite build -c vite.islands.config.ts` before the site build.",
		);
	}
	const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
	if (!entry) throw new Error("The island bundle's manifest has no entry.");
	return `/islands/${entry.file}`;
}

/**
 * What the generator checks before drawing anything: the command-line tools and the font exist, and
 * the generators and the DEMO_MEDIA table name the same files, so a run never fails halfway.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { extname } from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";
import { FONT } from "./images/draw.mjs";

const FONT_DIR = "/usr/share/fonts/truetype/dejavu";

const REQUIRED_TOOLS = [
	{ command: "espeak-ng", aptPackage: "espeak-ng" },
	{ command: "sox", aptPackage: "sox" },
];

export function fail(message) {
	console.error(`generate-media: ${message}`);
	process.exit(1);
}

export function checkTools() {
	for (const { command, aptPackage } of REQUIRED_TOOLS) {
		if (spawnSync(command, ["--version"]).error) {
			fail(`the command "${command}" was not found; install it with: apt-get install ${aptPackage}`);
		}
	}
	// A sox built without FLAC would otherwise fail only halfway through the run.
	const soxHelp = spawnSync("sox", ["-h"], { encoding: "utf8" }).stdout;
	if (!/\bflac\b/.test(soxHelp)) {
		fail("sox cannot write FLAC; install its formats with: apt-get install libsox-fmt-base");
	}
}

/** Text must render the same on every machine, so insist on DejaVu rather than a fallback font. */
export function checkFont() {
	const hasFont = () => GlobalFonts.families.some(({ family }) => family === FONT);
	if (!hasFont()) GlobalFonts.loadFontsFromDir(FONT_DIR);
	if (!hasFont())
		fail(`the font "${FONT}" was not found; install it with: apt-get install fonts-dejavu-core`);
}

const KIND_BY_EXTENSION = { ".png": "img", ".flac": "audio" };

/** Reads the file names and kinds out of the TypeScript table, which stays the single list of media. */
export function readManifest(manifestPath) {
	const source = readFileSync(manifestPath, "utf8");
	const entries = [...source.matchAll(/"([\w.-]+)":\s*\{\s*kind:\s*"(\w+)"/g)].map(([, name, kind]) => ({
		name,
		kind,
	}));
	if (entries.length === 0) fail(`found no media entries in ${manifestPath}; has its layout changed?`);
	return entries;
}

export function checkAgainstManifest(manifest, generators) {
	const listed = new Set(manifest.map(({ name }) => name));
	const problems = [
		...manifest.filter(({ name }) => !(name in generators)).map(({ name }) => `no generator for ${name}`),
		...Object.keys(generators)
			.filter((name) => !listed.has(name))
			.map((name) => `${name} is generated but not listed in DEMO_MEDIA`),
		...manifest
			.filter(({ name, kind }) => KIND_BY_EXTENSION[extname(name)] !== kind)
			.map(({ name, kind }) => `${name} is listed as kind "${kind}", which does not fit its extension`),
	];
	if (problems.length > 0) fail(`scripts and demo-media.ts disagree:\n  ${problems.join("\n  ")}`);
}

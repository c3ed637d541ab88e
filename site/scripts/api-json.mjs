// Build step: the API reference's raw material. TypeDoc reads the documented entries (the three
// packages' main entries and the client's `internal` subpath: their doc comments and types) in one
// program and writes one JSON file per entry to `site/.generated/api/` (`inference/internal.json`
// for the subpath), which the reference pages' loaders read at prerender time. A digest of the
// sources is kept beside the files, so a build with unchanged packages skips TypeDoc.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Application } from "typedoc";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OUT = fileURLToPath(new URL("../.generated/api/", import.meta.url));
const TSCONFIG = fileURLToPath(new URL("./api-json.tsconfig.json", import.meta.url));

/** The packages the reference documents (as `app/lib/api-reference/packages.ts` lists them). */
export const API_PACKAGES = ["inference", "snippets", "tasks"];
/** Their documented entries, by what follows `@hubkit/` in an import (as `packages.ts` lists them). */
export const API_ENTRIES = ["inference", "inference/internal", "snippets", "tasks"];

/** `inference` -> `packages/inference/src/index.ts`; `inference/internal` -> `…/src/internal.ts`. */
const entrySource = (name) => {
	const [pkg, subpath = "index"] = name.split("/");
	return `packages/${pkg}/src/${subpath}.ts`;
};

async function* sourceFiles(dir) {
	for (const entry of await readdir(dir, { withFileTypes: true })) {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) yield* sourceFiles(full);
		else if (entry.name.endsWith(".ts")) yield full;
	}
}

/** Changes when any source TypeDoc reads, this script or TypeDoc itself changes. */
async function sourcesDigest() {
	const hash = createHash("sha256");
	const files = [fileURLToPath(import.meta.url), TSCONFIG, join(ROOT, "node_modules/typedoc/package.json")];
	for (const name of API_PACKAGES) {
		for await (const file of sourceFiles(join(ROOT, "packages", name, "src"))) files.push(file);
	}
	for (const file of files.sort())
		hash
			.update(relative(ROOT, file))
			.update("\0")
			.update(await readFile(file));
	return hash.digest("hex");
}

async function convert() {
	const app = await Application.bootstrapWithPlugins({
		entryPoints: API_ENTRIES.map((name) => join(ROOT, entrySource(name))),
		tsconfig: TSCONFIG,
		excludeInternal: true,
		excludePrivate: true,
		excludeProtected: true,
		// `tsc` checks the packages; here the compiler is only read.
		skipErrorChecking: true,
		sort: ["source-order"],
		logLevel: "Warn",
	});
	const project = await app.convert();
	if (!project) throw new Error("TypeDoc could not read the packages (see its messages above)");
	const json = app.serializer.projectToObject(project, ROOT);
	const modules = json.children ?? [];
	return API_ENTRIES.map((name) => {
		const module = modules.find((child) => child.sources?.[0]?.fileName === entrySource(name));
		if (!module) throw new Error(`TypeDoc gave no module for ${entrySource(name)}`);
		return { name, module };
	});
}

/**
 * A line about the entry: the package's description for a main entry; for a subpath, the first
 * paragraph of its module comment, as plain text.
 */
async function describeEntry(name, module) {
	const [pkg, subpath] = name.split("/");
	if (!subpath)
		return JSON.parse(await readFile(join(ROOT, "packages", pkg, "package.json"), "utf8")).description;
	const text = (module.comment?.summary ?? []).map((part) => part.text).join("");
	const first = text.split(/\n\s*\n/)[0] ?? "";
	if (!first) throw new Error(`${entrySource(name)} has no module comment to describe it`);
	return first.replaceAll("`", "").replace(/\s+/g, " ").trim().replace(/\.$/, "");
}

export async function writeApiJson() {
	const digest = await sourcesDigest();
	const digestFile = join(OUT, "digest");
	const previous = await readFile(digestFile, "utf8").catch(() => "");
	if (previous === digest) return { cached: true };
	await mkdir(OUT, { recursive: true });
	for (const { name, module } of await convert()) {
		// Which exports exist at run time: a value exported with `export type` is a type to its readers.
		const runtime = Object.keys(await import(`@hubkit/${name}`));
		const description = await describeEntry(name, module);
		const file = join(OUT, `${name}.json`);
		await mkdir(dirname(file), { recursive: true });
		await writeFile(
			file,
			JSON.stringify({ package: `@hubkit/${name}`, description, runtimeExports: runtime, module }),
		);
	}
	await writeFile(digestFile, digest);
	return { cached: false };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const started = performance.now();
	const { cached } = await writeApiJson();
	console.log(
		`api-json: ${API_ENTRIES.length} entries of ${API_PACKAGES.length} packages ${cached ? "unchanged, kept" : "read by TypeDoc"} (${Math.round(performance.now() - started)} ms)`,
	);
}

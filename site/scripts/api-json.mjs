// Build step: the API reference's raw material. TypeDoc reads the three documented packages' main
// entries (their doc comments and types) in one program and writes one JSON file per package to
// `site/.generated/api/`, which the reference pages' loaders read at prerender time. A digest of the
// sources is kept beside the files, so a build with unchanged packages skips TypeDoc.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Application } from "typedoc";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const OUT = fileURLToPath(new URL("../.generated/api/", import.meta.url));
const TSCONFIG = fileURLToPath(new URL("./api-json.tsconfig.json", import.meta.url));

/** The packages the reference documents (as `app/lib/api-reference/packages.ts` lists them). */
export const API_PACKAGES = ["inference", "snippets", "tasks"];

const entryPoint = (name) => join(ROOT, "packages", name, "src", "index.ts");

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
		entryPoints: API_PACKAGES.map(entryPoint),
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
	return API_PACKAGES.map((name) => {
		const module = modules.find((child) => child.sources?.[0]?.fileName === `packages/${name}/src/index.ts`);
		if (!module) throw new Error(`TypeDoc gave no module for packages/${name}/src/index.ts`);
		return { name, module };
	});
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
		const { description } = JSON.parse(await readFile(join(ROOT, "packages", name, "package.json"), "utf8"));
		await writeFile(
			join(OUT, `${name}.json`),
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
		`api-json: ${API_PACKAGES.length} packages ${cached ? "unchanged, kept" : "read by TypeDoc"} (${Math.round(performance.now() - started)} ms)`,
	);
}

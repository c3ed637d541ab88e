import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { INFERENCE_PROVIDERS } from "@hubkit/inference";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// Outside the provider modules, code asks a provider's module what it needs (DESIGN.md, section 1):
// a provider's id written into other code is a fact kept twice. This finds every id written as a
// string literal (or as the whole text of a JSX element) in the code of the client, the generator
// and the site. The parser sees code only, so comments and doc prose never count.

const ROOT = resolve(import.meta.dirname, "..");

/** Where the ids must not be written. The emulator is not scanned: it plays the providers. */
const SCANNED = ["packages/inference/src", "packages/snippets/src", "site/app"];

interface Allowed {
	/** A file, or every file a pattern matches, relative to the repository root. */
	file: string | RegExp;
	reason: string;
}

/** The files that may name a provider, each with why. */
const ALLOWED: Allowed[] = [
	{
		file: /^packages\/inference\/src\/providers\/[^/]+\/(?:request|answer)\.ts$/,
		reason:
			"a provider's own folder, its request half and its answer half: where everything about it is declared",
	},
	{
		file: "packages/snippets/src/templates/python/fal-client.ts",
		reason: "the template of fal's own SDK, fal_client, which only fal-ai's calls use",
	},
	{
		file: "packages/snippets/src/types.ts",
		reason: 'its "openai" is the OpenAI SDK, a snippet client (`SnippetClient`), not the provider',
	},
	{
		file: "packages/snippets/src/templates/registry.ts",
		reason: 'its "openai" is the OpenAI SDK, a snippet client (`SnippetClient`), not the provider',
	},
	{
		file: "packages/snippets/src/local/apps.ts",
		reason: 'its "openai" is the OpenAI SDK, the client of a local app\'s calls, not the provider',
	},
];

const isAllowed = (file: string) =>
	ALLOWED.some((entry) => (typeof entry.file === "string" ? entry.file === file : entry.file.test(file)));

const IDS = new Set<string>(INFERENCE_PROVIDERS);

/** Every source file under a folder: code only (not tests, builds or generated output). */
function codeFiles(dir: string): string[] {
	const skip = new Set(["node_modules", "dist", "build", ".generated", ".react-router"]);
	return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
		const path = `${dir}/${entry.name}`;
		if (skip.has(entry.name)) return [];
		if (entry.isDirectory()) return codeFiles(path);
		return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
	});
}

/** The provider ids a source text writes as a literal, each with its line. */
function providerNames(fileName: string, text: string): Array<{ id: string; line: number }> {
	const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
	const found: Array<{ id: string; line: number }> = [];
	const visit = (node: ts.Node) => {
		const literal =
			ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
				? node.text
				: ts.isJsxText(node)
					? node.text.trim()
					: undefined;
		if (literal !== undefined && IDS.has(literal)) {
			found.push({ id: literal, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

const SCAN = SCANNED.flatMap(codeFiles).map((file) => ({
	file,
	names: providerNames(file, readFileSync(join(ROOT, file), "utf8")),
}));

describe("provider names in code", () => {
	it("finds an id written as a string or as an element's text, never in a comment", () => {
		const text = [
			'// "together" here is prose',
			"/* as is 'fal-ai' */",
			'const ok = "together-ai";',
			'const named = provider === "together";',
			"const also = `fal-ai`;",
			"const node = <code>hf-inference</code>;",
		].join("\n");
		expect(providerNames("x.tsx", text)).toEqual([
			{ id: "together", line: 4 },
			{ id: "fal-ai", line: 5 },
			{ id: "hf-inference", line: 6 },
		]);
	});

	it("are written only in the allowed files", () => {
		expect(SCAN.length).toBeGreaterThan(100);
		const offenders = SCAN.filter(({ file, names }) => names.length > 0 && !isAllowed(file)).map(
			({ file, names }) => `${file}: ${names.map(({ id, line }) => `${id} (line ${line})`).join(", ")}`,
		);
		expect(offenders).toEqual([]);
	});

	it("allow no file that names none any more", () => {
		const stale = ALLOWED.flatMap(({ file }) =>
			typeof file === "string" && !SCAN.some((scanned) => scanned.file === file && scanned.names.length > 0)
				? [file]
				: [],
		);
		expect(stale).toEqual([]);
	});
});

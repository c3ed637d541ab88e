import { beforeAll, describe, expect, it } from "vitest";
import { getLocalSnippets, type LocalSnippet } from "../src/index.js";
import { analysePython, type PythonFacts } from "./local/check.js";
import { FACTS } from "./local/facts/libraries.js";
import { LIBRARY_MODELS } from "./local/models.js";

/** The libraries whose facts live in facts/libraries.ts (the text libraries keep their own file). */
const THE_TEXT_FILES = new Set([
	"transformers",
	"transformers.js",
	"sentence-transformers",
	"setfit",
	"spacy",
	"flair",
	"gliner",
	"span-marker",
	"stanza",
	"fasttext",
	"bertopic",
	"allennlp",
	"adapter-transformers",
	"paddlenlp",
]);

const SNIPPETS: LocalSnippet[] = LIBRARY_MODELS.flatMap((model) => getLocalSnippets(model)).filter(
	(snippet) =>
		snippet.kind === "library" && snippet.language === "python" && !THE_TEXT_FILES.has(snippet.name),
);

let python: PythonFacts[];
beforeAll(async () => {
	python = await analysePython(SNIPPETS.map((snippet) => snippet.content));
});

describe("the libraries' facts table", () => {
	it("records every module and name these libraries' snippets import, itself (not the older list)", () => {
		const known = new Map<string, Set<string>>();
		for (const { module, names } of FACTS.python ?? [])
			known.set(module, new Set([...(known.get(module) ?? []), ...names]));
		// PEFT's snippet loads its tokenizer with transformers, whose rows are the text libraries'.
		known.set("transformers", new Set(["AutoTokenizer"]));
		const missing = new Set<string>();
		for (const [index, facts] of python.entries())
			for (const [module, name] of facts.imports)
				if (!known.get(module) || (name !== null && !known.get(module)?.has(name)))
					missing.add(`${module}${name ? `.${name}` : ""} (${SNIPPETS[index]?.name})`);
		expect([...missing]).toEqual([]);
		expect(SNIPPETS.length).toBeGreaterThan(100);
	});

	it("has call rows for every library whose snippets pass keywords, so local-parse checks all its calls", () => {
		const withRows = new Set((FACTS.calls ?? []).flatMap((row) => (row.library ? [row.library] : [])));
		const without = new Set<string>();
		for (const [index, facts] of python.entries()) {
			const name = SNIPPETS[index]?.name ?? "";
			if (facts.calls.some((call) => Object.keys(call.keywords).length > 0) && !withRows.has(name))
				without.add(name);
		}
		expect([...without]).toEqual([]);
	});

	it("says where each fact was read: a repository, a full commit and a path", () => {
		const rows = [...(FACTS.python ?? []), ...(FACTS.calls ?? [])];
		for (const row of rows) {
			const where = JSON.stringify(row);
			expect("repo" in row.source, where).toBe(true);
			if ("repo" in row.source) {
				expect(row.source.repo, where).toMatch(/^[\w.-]+\/[\w.-]+$/);
				expect(row.source.ref, where).toMatch(/^[0-9a-f]{40}$/);
				expect(row.source.path, where).toMatch(/^[\w./-]+$/);
			}
		}
	});
});

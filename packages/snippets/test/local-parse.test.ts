import { beforeAll, describe, expect, it } from "vitest";
import { getLocalSnippetsWithReasons, type LocalSnippet } from "../src/index.js";
import { analyseJs, analysePython, type PythonFacts, shellErrors } from "./local/check.js";
import { FACTS } from "./local/facts/index.js";
import { APP_MODELS, LIBRARY_MODELS, PAGE_MODELS } from "./local/models.js";

const TRANSFORMERS_PIPELINE_TASKS = new Set(
	FACTS.pipelineTasks.filter((fact) => fact.library === "transformers").flatMap((fact) => fact.tasks),
);

/** Each Python module's names the snippets may import, from every row of the facts table. */
const PYTHON_NAMES = new Map<string, Set<string>>();
for (const { module, names } of FACTS.python) {
	const known = PYTHON_NAMES.get(module) ?? new Set<string>();
	for (const name of names) known.add(name);
	PYTHON_NAMES.set(module, known);
}

/**
 * Each callee's keywords, from every row that records it, per library: the same name is another
 * library's call elsewhere (diffusers' `pipe`, PaddleNLP's own `AutoModel`).
 */
const CALL_KEYWORDS = new Map<string, Set<string>>();
const callKey = (library: string | undefined, callee: string) => `${library ?? "*"} ${callee}`;
for (const { library, callee, keywords } of FACTS.calls) {
	const known = CALL_KEYWORDS.get(callKey(library, callee)) ?? new Set<string>();
	for (const keyword of keywords) known.add(keyword);
	CALL_KEYWORDS.set(callKey(library, callee), known);
}
/** The libraries whose every keyword call is in the table. */
const CALLS_IN_TABLE = new Set(FACTS.calls.flatMap((fact) => (fact.library ? [fact.library] : [])));

interface Written {
	where: string;
	snippet: LocalSnippet;
}

/** Every local snippet of every library x task (each variant), every app, and the task pages' models. */
const ALL: Written[] = [...LIBRARY_MODELS, ...APP_MODELS, ...PAGE_MODELS].flatMap((model) =>
	getLocalSnippetsWithReasons(model).snippets.map((snippet) => ({
		where: `${model.id} (${model.pipeline_tag}, ${model.library_name ?? "no library"}, [${model.tags?.join(" ") ?? ""}]) ${snippet.name} ${snippet.label}`,
		snippet,
	})),
);
const PYTHON = ALL.filter((each) => each.snippet.language === "python");

let python: PythonFacts[];
beforeAll(async () => {
	python = await analysePython(PYTHON.map((each) => each.snippet.content));
});

describe("every local snippet parses in its language", () => {
	it("covers every language and both kinds", () => {
		expect(new Set(ALL.map((each) => each.snippet.language))).toEqual(new Set(["python", "js", "sh"]));
		expect(new Set(ALL.map((each) => each.snippet.kind))).toEqual(new Set(["library", "app"]));
	});

	it("Python: python3's ast parses every snippet", () => {
		const errors = python.flatMap((facts, index) =>
			facts.error ? [`${PYTHON[index]?.where}: ${facts.error}`] : [],
		);
		expect(errors).toEqual([]);
	});

	it("shell: bash -n accepts every snippet and every setup command", async () => {
		const shell = ALL.filter((each) => each.snippet.language === "sh");
		const setups = ALL.flatMap((each) => (each.snippet.setup ? [each.snippet.setup] : []));
		expect(await shellErrors([...shell.map((each) => each.snippet.content), ...new Set(setups)])).toEqual([]);
	});

	it("JavaScript: the TypeScript parser finds no syntax error in any snippet", () => {
		const errors = ALL.filter((each) => each.snippet.language === "js").flatMap((each) =>
			analyseJs(each.snippet.content).errors.map((error) => `${each.where}: ${error}`),
		);
		expect(errors).toEqual([]);
	});
});

describe("the Python snippets against the libraries' facts", () => {
	it("imports only modules and names the facts table records", () => {
		const unknown = new Set<string>();
		for (const [index, facts] of python.entries()) {
			for (const [module, name] of facts.imports) {
				const known = PYTHON_NAMES.get(module);
				if (!known) unknown.add(`${module} (${PYTHON[index]?.where})`);
				else if (name !== null && !known.has(name))
					unknown.add(`${module}.${name} (${PYTHON[index]?.where})`);
			}
		}
		expect([...unknown]).toEqual([]);
	});

	it("passes a callee only the keywords the table records for it, and every keyword call of a library with rows has one", () => {
		const unknown = new Set<string>();
		let checked = 0;
		for (const [index, facts] of python.entries()) {
			const each = PYTHON[index] as Written;
			for (const call of facts.calls) {
				const keywords = Object.keys(call.keywords);
				const known =
					CALL_KEYWORDS.get(callKey(each.snippet.name, call.callee)) ??
					CALL_KEYWORDS.get(callKey(undefined, call.callee));
				if (!known) {
					if (keywords.length > 0 && each.snippet.kind === "library" && CALLS_IN_TABLE.has(each.snippet.name))
						unknown.add(`${call.callee}(${keywords.join(", ")}) (${each.where})`);
					continue;
				}
				checked++;
				for (const keyword of keywords)
					if (!known.has(keyword)) unknown.add(`${call.callee}(${keyword}=) (${each.where})`);
			}
		}
		expect([...unknown]).toEqual([]);
		expect(CALLS_IN_TABLE.has("transformers")).toBe(true);
		expect(checked).toBeGreaterThan(50);
	});

	it("JavaScript library code imports only modules and names the facts table records", () => {
		const known = new Map<string, Set<string>>();
		for (const { module, names } of FACTS.js)
			known.set(module, new Set([...(known.get(module) ?? []), ...names]));
		const unknown = new Set<string>();
		const library = ALL.filter((each) => each.snippet.language === "js" && each.snippet.kind === "library");
		expect(library.length).toBeGreaterThan(10);
		for (const each of library) {
			for (const [module, name] of analyseJs(each.snippet.content).imports) {
				const names = known.get(module);
				if (!names || (name !== null && !names.has(name))) unknown.add(`${module} ${name} (${each.where})`);
			}
		}
		expect([...unknown]).toEqual([]);
	});

	it("calls transformers' pipeline only with tasks transformers 5 has, and the removed ones never", () => {
		const tasks = python.flatMap((facts, index) =>
			facts.pipelineTasks.map((task) => [task, PYTHON[index]?.where] as const),
		);
		expect(tasks.length).toBeGreaterThan(20);
		expect(tasks.filter(([task]) => !TRANSFORMERS_PIPELINE_TASKS.has(task))).toEqual([]);
	});

	it("every transformers snippet of a task whose pipeline transformers 5 removed loads the model directly", () => {
		for (const task of [
			"summarization",
			"translation",
			"question-answering",
			"image-to-text",
			"visual-question-answering",
			"image-to-image",
		]) {
			const snippets = ALL.filter(
				(each) => each.snippet.name === "transformers" && each.where.includes(`(${task}, transformers,`),
			);
			expect(
				snippets.map((each) => each.snippet.label),
				task,
			).toEqual(["Transformers (load the model)"]);
			expect(snippets[0]?.snippet.content, task).not.toContain("pipeline");
			expect(snippets[0]?.snippet.content, task).toMatch(/\n(print\(|Image\.fromarray)/);
		}
	});

	// spaCy installs the model as a package from its wheel's URL (the setup names the id) and loads
	// it by package name; Stanza downloads by language code; PaddleOCR loads by model name.
	const BY_OTHER_NAME = new Set(["spacy", "stanza", "PaddleOCR"]);

	it("the snippets name the model by its id, as a string literal", () => {
		const missing = PYTHON.filter((each, index) => {
			const facts = python[index];
			const id = each.where.split(" ")[0] ?? "";
			const guideOnly = /^(# .*\n)+$/.test(each.snippet.content);
			if (BY_OTHER_NAME.has(each.snippet.name)) return false;
			return !guideOnly && !facts?.strings.some((text) => text.includes(id));
		}).map((each) => each.where);
		expect(missing).toEqual([]);
		const spacy = ALL.filter((each) => each.snippet.name === "spacy");
		expect(spacy.length).toBeGreaterThan(0);
		for (const each of spacy)
			expect(each.snippet.setup).toContain(
				`https://huggingface.co/${each.where.split(" ")[0]}/resolve/main/`,
			);
	});
});

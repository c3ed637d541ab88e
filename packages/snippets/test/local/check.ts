import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";

const run = promisify(execFile);
const RUNS = new URL("../../.runs/", import.meta.url).pathname;

/** A scratch folder under the package's ignored `.runs/`, removed by the returned function. */
export function scratch(prefix: string): { dir: string; remove: () => void } {
	mkdirSync(RUNS, { recursive: true });
	const dir = mkdtempSync(join(RUNS, prefix));
	return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What Python's own parser finds in a snippet. */
export interface PythonFacts {
	/** The syntax error, if the code does not parse. */
	error?: string;
	/** `import m` as `[m, null]`, `from m import n` as `[m, n]`. */
	imports: Array<[string, string | null]>;
	/** The first argument of every call of transformers' `pipeline("…")`. */
	pipelineTasks: string[];
	/** Every name the code binds or reads: variables, attributes, keywords, imported names. */
	identifiers: string[];
	/** Every string constant's value. */
	strings: string[];
	/** Every call whose callee is a name or a dotted name (`AutoModel.from_pretrained`). */
	calls: PythonCall[];
}

/** A call and its keywords; a keyword's value is its constant, or `"<expr>"` for anything else. */
export interface PythonCall {
	callee: string;
	args: unknown[];
	keywords: Record<string, unknown>;
}

const PYTHON_ANALYSER = `
import ast, json, sys
out = []
for source in json.load(open(sys.argv[1], encoding="utf-8")):
    try:
        tree = ast.parse(source)
    except SyntaxError as error:
        out.append({"error": f"{error.msg} (line {error.lineno})", "imports": [], "pipelineTasks": [], "identifiers": [], "strings": [], "calls": []})
        continue
    imports, tasks, names, strings, calls = [], [], [], [], []
    uses_pipeline = any(isinstance(node, ast.ImportFrom) and node.module == "transformers" and any(alias.name == "pipeline" for alias in node.names) for node in ast.walk(tree))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imports += [[alias.name, None] for alias in node.names]
            names += [alias.asname or alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            imports += [[node.module, alias.name] for alias in node.names]
            names += [alias.asname or alias.name for alias in node.names]
        elif isinstance(node, ast.Name):
            names.append(node.id)
        elif isinstance(node, ast.Attribute):
            names.append(node.attr)
        elif isinstance(node, ast.keyword) and node.arg:
            names.append(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            names.append(node.name)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            strings.append(node.value)
        if isinstance(node, ast.Call):
            parts, func = [], node.func
            while isinstance(func, ast.Attribute):
                parts.insert(0, func.attr)
                func = func.value
            if isinstance(func, ast.Name):
                value = lambda v: v.value if isinstance(v, ast.Constant) else "<expr>"
                calls.append({"callee": ".".join([func.id, *parts]), "args": [value(a) for a in node.args], "keywords": {k.arg: value(k.value) for k in node.keywords if k.arg}})
        if uses_pipeline and isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "pipeline":
            first = node.args[0] if node.args else None
            tasks.append(first.value if isinstance(first, ast.Constant) else "<not a literal>")
    out.append({"imports": imports, "pipelineTasks": tasks, "identifiers": names, "strings": strings, "calls": calls})
sys.stdout.write(json.dumps(out))
`;

/** Parses every Python source with python3's `ast` in one process, and reports what each holds. */
export async function analysePython(sources: string[]): Promise<PythonFacts[]> {
	const { dir, remove } = scratch("local-python-");
	try {
		const file = join(dir, "sources.json");
		writeFileSync(file, JSON.stringify(sources));
		const { stdout } = await run("python3", ["-c", PYTHON_ANALYSER, file], { maxBuffer: 1 << 28 });
		return JSON.parse(stdout) as PythonFacts[];
	} finally {
		remove();
	}
}

/** `bash -n` over every shell source (one bash driving them all): the errors, by index. */
export async function shellErrors(sources: string[]): Promise<string[]> {
	const { dir, remove } = scratch("local-sh-");
	try {
		const files = sources.map((source, index) => {
			const file = join(dir, `s${index}.sh`);
			writeFileSync(file, source);
			return file;
		});
		const { stdout } = await run(
			"bash",
			["-c", 'for f in "$@"; do out=$(bash -n "$f" 2>&1) || echo "$f: $out"; done', "check", ...files],
			{ maxBuffer: 1 << 24 },
		);
		return stdout.split("\n").filter(Boolean);
	} finally {
		remove();
	}
}

/** What the TypeScript parser finds in a JavaScript module. */
export interface JsFacts {
	errors: string[];
	/** `import { n } from "m"` as `[m, n]`; a default or namespace import as `[m, null]`. */
	imports: Array<[string, string | null]>;
	identifiers: string[];
	strings: string[];
}

/** Parses a JavaScript module with the TypeScript compiler's parser (syntax only, no program). */
export function analyseJs(source: string): JsFacts {
	const file = ts.createSourceFile("snippet.mjs", source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
	// The parser's own diagnostics: what transpileModule reports for syntax, without building a program.
	const diagnostics = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
	const errors = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
	const identifiers: string[] = [];
	const strings: string[] = [];
	const imports: Array<[string, string | null]> = [];
	for (const statement of file.statements) {
		if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
		const module = statement.moduleSpecifier.text;
		const clause = statement.importClause;
		if (!clause) imports.push([module, null]);
		if (clause?.name) imports.push([module, null]);
		const bindings = clause?.namedBindings;
		if (bindings && ts.isNamespaceImport(bindings)) imports.push([module, null]);
		if (bindings && ts.isNamedImports(bindings))
			for (const element of bindings.elements)
				imports.push([module, (element.propertyName ?? element.name).text]);
	}
	const visit = (node: ts.Node) => {
		if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) identifiers.push(node.text);
		else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
		else if (ts.isTemplateExpression(node))
			strings.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
		ts.forEachChild(node, visit);
	};
	visit(file);
	return { errors, imports, identifiers, strings };
}

import { relative } from "node:path";
import ts from "typescript";

/** One public export of a package's entry, as a reader of the API reference meets it. */
export interface ApiExport {
	/** What a reader imports it from: the package's name, or a subpath (`@hubkit/inference/internal`). */
	packageName: string;
	name: string;
	kind: "function" | "class" | "value" | "type";
	/** Where it is declared, as `packages/inference/src/task-functions/nlp.ts:12`. */
	where: string;
	/** What is missing from its doc comment, one line each; empty when it is complete. */
	problems: string[];
	/** The ```ts blocks of its `@example` tags. */
	examples: string[];
	/** Its `@throws` tags as written after the type, `{@link …}` kept as such. */
	throws: string[];
}

export interface EntryPoint {
	packageName: string;
	file: string;
}

/** Typed errors the functions may throw: the exported subclasses of this one name them. */
const ERROR_BASE = "InferenceClientError";
const FENCED_TS = /```ts\n([\s\S]*?)```/g;

/** Every export of each entry point with what its doc comment lacks, from one TypeScript program. */
export function inspectExports(root: string, entries: EntryPoint[]): ApiExport[] {
	const program = ts.createProgram(
		entries.map((entry) => entry.file),
		{
			target: ts.ScriptTarget.ES2022,
			module: ts.ModuleKind.NodeNext,
			moduleResolution: ts.ModuleResolutionKind.NodeNext,
			strict: true,
			skipLibCheck: true,
			noEmit: true,
			// No @types package, as the packages' builds compile them (tsconfig.build.json): the
			// repository's node_modules/@types (React's and csstype's among them) were half the program's
			// text, read and bound for nothing.
			types: [],
		},
	);
	const checker = program.getTypeChecker();
	const throwsOf = thrownErrors(checker, root);
	return entries.flatMap((entry) => {
		const source = program.getSourceFile(entry.file);
		const module = source && checker.getSymbolAtLocation(source);
		if (!module) throw new Error(`${entry.file}: not a module`);
		return checker
			.getExportsOfModule(module)
			.map((exported) => describe(checker, root, entry.packageName, exported, throwsOf))
			.sort((a, b) => a.name.localeCompare(b.name));
	});
}

function resolve(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
	return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

function where(root: string, node: ts.Node): string {
	const file = node.getSourceFile();
	const { line } = file.getLineAndCharacterOfPosition(node.getStart());
	// An export re-exported from another of our packages points at that package's built declarations.
	return `${relative(root, file.fileName)}:${line + 1}`;
}

function tagText(tag: ts.JSDocTag): string {
	return (ts.getTextOfJSDocComment(tag.comment) ?? "").trim();
}

/**
 * The JSDoc tags written on any of the symbol's declarations (overloads, merged declarations); a
 * variable's include those of its `const` statement.
 */
function tagsOf(symbol: ts.Symbol): ts.JSDocTag[] {
	return (symbol.declarations ?? []).flatMap((declaration) => [...ts.getJSDocTags(declaration)]);
}

function summaryOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
	return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
}

function kindOf(checker: ts.TypeChecker, symbol: ts.Symbol): ApiExport["kind"] {
	if (symbol.flags & ts.SymbolFlags.Class) return "class";
	if (symbol.flags & ts.SymbolFlags.Function) return "function";
	if (symbol.flags & ts.SymbolFlags.Variable) {
		const declaration = symbol.valueDeclaration;
		const type = declaration && checker.getTypeOfSymbolAtLocation(symbol, declaration);
		if (type?.getConstructSignatures().length) return "class";
		if (type?.getCallSignatures().length && !type.getProperties().length) return "function";
		return "value";
	}
	return "type";
}

function describe(
	checker: ts.TypeChecker,
	root: string,
	packageName: string,
	exported: ts.Symbol,
	throwsOf: (node: ts.Node) => Set<string>,
): ApiExport {
	const symbol = resolve(checker, exported);
	const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
	if (!declaration) throw new Error(`${packageName}: ${exported.name} has no declaration`);
	const kind = kindOf(checker, symbol);
	const tags = tagsOf(symbol);
	const problems: string[] = [];
	if (!summaryOf(checker, symbol)) problems.push("no summary");

	const examples = tags
		.filter((tag) => tag.tagName.text === "example")
		.flatMap((tag) => [...tagText(tag).matchAll(FENCED_TS)].map((match) => match[1] ?? ""));
	if ((kind === "function" || kind === "class") && examples.length === 0) {
		problems.push("no @example with a ```ts block");
	}

	if (kind === "function") problems.push(...functionProblems(checker, symbol, tags, throwsOf));
	if (kind === "class") problems.push(...memberProblems(checker, symbol, declaration));
	const throws = tags.filter((tag) => tag.tagName.text === "throws").map(tagText);
	return {
		packageName,
		name: exported.name,
		kind,
		where: where(root, declaration),
		problems,
		examples,
		throws,
	};
}

function functionProblems(
	checker: ts.TypeChecker,
	symbol: ts.Symbol,
	tags: ts.JSDocTag[],
	throwsOf: (node: ts.Node) => Set<string>,
): string[] {
	const problems: string[] = [];
	const declarations = (symbol.declarations ?? []).map((declaration) =>
		ts.isVariableDeclaration(declaration) ? declaration.initializer : declaration,
	);
	const documented = new Map(
		tags
			.filter(ts.isJSDocParameterTag)
			.map((tag) => [tag.name.getText().replace(/^\w+\./, ""), tagText(tag)]),
	);
	const named = new Set<string>();
	for (const declaration of declarations) {
		if (!declaration || !ts.isFunctionLike(declaration)) continue;
		for (const parameter of declaration.parameters) {
			// A destructured parameter has no name of its own: its @param tag may call it anything.
			if (ts.isIdentifier(parameter.name)) named.add(parameter.name.text);
		}
	}
	for (const name of named) {
		if (!documented.get(name)) problems.push(`parameter \`${name}\` has no @param description`);
	}
	const thrown = new Set<string>();
	for (const declaration of declarations) {
		if (declaration) for (const error of throwsOf(declaration)) thrown.add(error);
	}
	const throwsTags = tags.filter((tag) => tag.tagName.text === "throws");
	// A documented union of error classes (`TaskCallError`) says each of its members.
	const said = new Set(
		throwsTags.flatMap((tag) => {
			if (!ts.isJSDocThrowsTag(tag) || !tag.typeExpression) return [];
			const type = checker.getTypeFromTypeNode(tag.typeExpression.type);
			const members = type.isUnion() ? type.types : [type];
			return [tag.typeExpression.type.getText(), ...members.map((member) => member.getSymbol()?.getName())];
		}),
	);
	const unsaid = [...thrown].filter((error) => !said.has(error)).sort();
	if (unsaid.length > 0) problems.push(`throws ${unsaid.join(", ")} without a @throws saying when`);
	for (const tag of throwsTags) {
		// TypeScript reads `{ErrorClass}` as the tag's type and the rest as its comment.
		const typed = ts.isJSDocThrowsTag(tag) && tag.typeExpression !== undefined;
		if (!typed || !tagText(tag)) problems.push(`@throws "${tag.getText()}" is not "{ErrorClass} when …"`);
	}
	return problems;
}

/** Public members of a class (or of the instances a constructor value makes) without a summary. */
function memberProblems(checker: ts.TypeChecker, symbol: ts.Symbol, declaration: ts.Declaration): string[] {
	const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
	const instances = type.getConstructSignatures().map((signature) => signature.getReturnType());
	const members = new Map<string, ts.Symbol>();
	for (const instance of instances) {
		for (const property of instance.getProperties()) {
			const own = property.declarations?.some((node) => isClassMember(node));
			if (own && !property.name.startsWith("#") && !isPrivate(property)) members.set(property.name, property);
		}
	}
	for (const property of type.getProperties()) {
		if (property.declarations?.some((node) => isClassMember(node)) && property.name !== "prototype") {
			if (!isPrivate(property)) members.set(`static ${property.name}`, property);
		}
	}
	const undocumented = [...members]
		.filter(([, member]) => !summaryOf(checker, member))
		.map(([name]) => `member \`${name}\` has no summary`);
	return [...undocumented, ...constructorProblems(type)];
}

/** Constructor parameters without a `@param` on the constructor (or construct signature) that takes them. */
function constructorProblems(type: ts.Type): string[] {
	const problems = new Set<string>();
	for (const signature of type.getConstructSignatures()) {
		const node = signature.getDeclaration();
		if (!node) continue;
		const documented = new Set(
			ts
				.getJSDocTags(node)
				.filter((tag) => ts.isJSDocParameterTag(tag) && tagText(tag))
				.map((tag) => (tag as ts.JSDocParameterTag).name.getText()),
		);
		for (const parameter of node.parameters) {
			if (ts.isIdentifier(parameter.name) && !documented.has(parameter.name.text)) {
				problems.add(`constructor parameter \`${parameter.name.text}\` has no @param description`);
			}
		}
	}
	return [...problems];
}

function isClassMember(node: ts.Node): boolean {
	return ts.isClassElement(node) && !ts.isConstructorDeclaration(node) && ts.isClassLike(node.parent);
}

function isPrivate(symbol: ts.Symbol): boolean {
	return (symbol.declarations ?? []).some((node) => {
		const flags = ts.getCombinedModifierFlags(node as ts.Declaration);
		return Boolean(flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected));
	});
}

/**
 * The typed errors a function can throw: the `throw` statements of its body and of every function of
 * ours it calls (followed through the calls the checker can resolve, so a provider's table entries,
 * called through an interface, are not followed), named after the exported error class thrown.
 */
function containsThrow(node: ts.Node): boolean {
	return ts.isThrowStatement(node) || (ts.forEachChild(node, containsThrow) ?? false);
}

function thrownErrors(checker: ts.TypeChecker, root: string): (node: ts.Node) => Set<string> {
	const memo = new Map<ts.Node, Set<string>>();
	const ours = (node: ts.Node) => {
		const file = node.getSourceFile().fileName;
		return file.startsWith(`${root}/packages/`) && file.includes("/src/");
	};

	function errorName(type: ts.Type): string | undefined {
		for (let current: ts.Type | undefined = type; current; ) {
			const name = current.getSymbol()?.getName();
			if (name?.startsWith("InferenceClient") && name.endsWith("Error")) return name;
			const bases: ts.Type[] = current.isClassOrInterface() ? checker.getBaseTypes(current) : [];
			current = bases[0];
		}
		return undefined;
	}

	function visit(fn: ts.Node): Set<string> {
		const known = memo.get(fn);
		if (known) return known;
		const found = new Set<string>();
		memo.set(fn, found);
		const walk = (node: ts.Node): void => {
			// What a `try` block throws is caught, unless its catch clause throws again.
			if (ts.isTryStatement(node) && node.catchClause && !containsThrow(node.catchClause)) {
				walk(node.catchClause);
				if (node.finallyBlock) walk(node.finallyBlock);
				return;
			}
			if (ts.isThrowStatement(node) && node.expression) {
				const type = checker.getTypeAtLocation(node.expression);
				for (const part of type.isUnion() ? type.types : [type]) {
					const name = errorName(part);
					if (name) found.add(name);
				}
			}
			if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
				const target = checker.getResolvedSignature(node)?.getDeclaration();
				if (target && ours(target) && "body" in target && target.body) {
					for (const name of visit(target)) found.add(name);
				}
			}
			ts.forEachChild(node, walk);
		};
		ts.forEachChild(fn, walk);
		return found;
	}

	return (node) => {
		const found = new Set(visit(node));
		found.delete(ERROR_BASE);
		return found;
	};
}

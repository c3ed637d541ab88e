import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

const WORKSPACES: Record<string, string> = {
	tasks: "packages/tasks",
	inference: "packages/inference",
	snippets: "packages/snippets",
	emulator: "packages/emulator",
	site: "site",
	mcp: "packages/mcp",
};

/** Code files under `dir`, skipping installed, built and generated folders and whatever `skip` adds. */
function codeFiles(dir: string, skip: readonly string[] = []): string[] {
	const skipped = new Set(["node_modules", "dist", "build", ".generated", ".react-router", ...skip]);
	const out: string[] = [];
	const walk = (path: string) => {
		for (const entry of readdirSync(path, { withFileTypes: true })) {
			if (skipped.has(entry.name)) continue;
			const full = join(path, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name)) out.push(full);
		}
	};
	walk(dir);
	return out;
}

/**
 * What a workspace's build leaves out of its sources (`exclude` of its tsconfig.build.json): test-only
 * code kept beside the sources, such as the tasks package's record checks, which its tests run.
 */
function buildExcluded(dir: string): string[] {
	const config = join(ROOT, dir, "tsconfig.build.json");
	if (!existsSync(config)) return [];
	const { exclude = [] } = JSON.parse(readFileSync(config, "utf8")) as { exclude?: string[] };
	return exclude.map((path) => join(ROOT, dir, path));
}

/** Every source file a workspace ships or serves from (not its build scripts, tests or generated output). */
function sourceFiles(dir: string): string[] {
	const excluded = buildExcluded(dir);
	return ["src", "app"]
		.filter((top) => existsSync(join(ROOT, dir, top)))
		.flatMap((top) => codeFiles(join(ROOT, dir, top), ["test", "e2e"]))
		.filter((file) => !/\.test\.tsx?$/.test(file))
		.filter((file) => !excluded.some((path) => file === path || file.startsWith(`${path}/`)));
}

/** Our packages the files import by name: `from "@hubkit/x"`, `import("@hubkit/x")`, `import "@hubkit/x"`. */
function importedPackages(files: readonly string[]): Set<string> {
	const names = new Set<string>();
	for (const file of files)
		for (const match of readFileSync(file, "utf8").matchAll(
			/(?:from|import\(|import)\s*["']@hubkit\/([a-z-]+)/g,
		))
			names.add(match[1] as string);
	return names;
}

/** Our packages a workspace's package.json declares, in `dependencies` or in either. */
function declaredPackages(dir: string, fields: readonly ("dependencies" | "devDependencies")[]): Set<string> {
	const manifest = JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8")) as Record<
		string,
		Record<string, string> | undefined
	>;
	return new Set(
		fields
			.flatMap((field) => Object.keys(manifest[field] ?? {}))
			.filter((name) => name.startsWith("@hubkit/"))
			.map((name) => name.slice("@hubkit/".length)),
	);
}

/** Our packages a workspace uses at run time: its `dependencies` and what its sources import. */
function usedPackages(dir: string): Set<string> {
	return new Set([...declaredPackages(dir, ["dependencies"]), ...importedPackages(sourceFiles(dir))]);
}

/** Each workspace's stage in the flow: 0 when it uses none of ours, else one more than the latest it uses. */
function stagesOf(graph: Map<string, Set<string>>): Map<string, number> {
	const stage = new Map<string, number>();
	const visiting = new Set<string>();
	const visit = (name: string): number => {
		const known = stage.get(name);
		if (known !== undefined) return known;
		if (visiting.has(name)) throw new Error(`the packages use each other in a cycle through ${name}`);
		visiting.add(name);
		const used = [...(graph.get(name) ?? [])];
		const own = used.length === 0 ? 0 : 1 + Math.max(...used.map(visit));
		visiting.delete(name);
		stage.set(name, own);
		return own;
	};
	for (const name of graph.keys()) visit(name);
	return stage;
}

/** A stage's packages as the README lists them: "a", "a and b", "a, b and c". */
function listed(names: string[]): string {
	return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

describe("the package graph", () => {
	// What each workspace uses of the others (a package's own examples may import it by name).
	const graph = new Map(
		Object.entries(WORKSPACES).map(([name, dir]) => [
			name,
			new Set([...usedPackages(dir)].filter((other) => other !== name)),
		]),
	);
	const stage = stagesOf(graph);
	const usedBySomeone = new Set([...graph.values()].flatMap((used) => [...used]));
	// A package that uses none of ours and that none of ours uses (the emulator) stands apart from the flow.
	const inFlow = Object.keys(WORKSPACES).filter(
		(name) => usedBySomeone.has(name) || (graph.get(name)?.size ?? 0) > 0,
	);
	const stages = [...new Set(inFlow.map((name) => stage.get(name) as number))]
		.sort((a, b) => a - b)
		.map((index) => inFlow.filter((name) => stage.get(name) === index));

	it("has no cycle, and the emulator stands apart from it", () => {
		expect(stage.size).toBe(Object.keys(WORKSPACES).length);
		expect(inFlow).not.toContain("emulator");
		expect(usedBySomeone.has("emulator")).toBe(false);
	});

	it("flows one way, each stage using the one before it", () => {
		for (const [index, names] of stages.entries()) {
			for (const name of names) {
				const used = [...(graph.get(name) ?? [])];
				expect(
					used.every((other) => (stage.get(other) ?? 0) < index),
					name,
				).toBe(true);
				if (index > 0)
					expect(
						used.some((other) => stage.get(other) === index - 1),
						name,
					).toBe(true);
			}
		}
	});

	it("is the flow the README states", () => {
		const sentence = `Data flows one way: ${stages.map(listed).join(" -> ")}.`;
		const readme = readFileSync(join(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
		expect(readme, `README.md should say "${sentence}"`).toContain(sentence);
	});
});

describe("each workspace's package.json", () => {
	// npm links a workspace's packages by what it declares; an import it does not declare resolves only through the
	// root's node_modules, and breaks wherever the workspace is installed alone.
	it.each(Object.entries(WORKSPACES))("%s declares what its sources use as dependencies", (name, dir) => {
		const runtime = declaredPackages(dir, ["dependencies"]);
		const undeclared = [...importedPackages(sourceFiles(dir))].filter(
			(other) => other !== name && !runtime.has(other),
		);
		expect(undeclared).toEqual([]);
	});

	it.each(Object.entries(WORKSPACES))("%s declares what its scripts and tests import", (name, dir) => {
		const declared = declaredPackages(dir, ["dependencies", "devDependencies"]);
		const files = codeFiles(join(ROOT, dir));
		expect(files.some((file) => /\.test\.tsx?$/.test(file))).toBe(true);
		const undeclared = [...importedPackages(files)].filter((other) => other !== name && !declared.has(other));
		expect(undeclared).toEqual([]);
	});
});

import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

const WORKSPACES: Record<string, string> = {
	tasks: "packages/tasks",
	inference: "packages/inference",
	snippets: "packages/snippets",
	emulator: "packages/emulator",
	site: "site",
};

/** Every source file a workspace ships or serves from (not its build scripts, tests or generated output). */
function sourceFiles(dir: string): string[] {
	const skip = new Set(["node_modules", "dist", "build", "test", "e2e", ".generated", ".react-router"]);
	const out: string[] = [];
	const walk = (path: string) => {
		for (const entry of readdirSync(path, { withFileTypes: true })) {
			if (skip.has(entry.name)) continue;
			const full = join(path, entry.name);
			if (entry.isDirectory()) walk(full);
			else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
		}
	};
	for (const top of ["src", "app"]) {
		try {
			walk(join(ROOT, dir, top));
		} catch {
			// A workspace without that folder.
		}
	}
	return out;
}

/** Our packages a workspace uses at run time: its `dependencies` and what its sources import. */
function usedPackages(dir: string): Set<string> {
	const manifest = JSON.parse(readFileSync(join(ROOT, dir, "package.json"), "utf8")) as {
		dependencies?: Record<string, string>;
	};
	const used = new Set(
		Object.keys(manifest.dependencies ?? {})
			.filter((name) => name.startsWith("@hubkit/"))
			.map((name) => name.slice("@hubkit/".length)),
	);
	for (const file of sourceFiles(dir))
		for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import\()\s*["']@hubkit\/([a-z-]+)/g))
			used.add(match[1] as string);
	return used;
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

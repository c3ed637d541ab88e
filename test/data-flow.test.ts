import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

/**
 * The README's one-way flow, read from its sentence ("Data flows one way: tasks and inference ->
 * snippets -> site."): the stages in order, each a list of our packages. A package may use packages
 * of earlier stages only, so the sentence is what the code does.
 */
function stagesFromReadme(): string[][] {
	const readme = readFileSync(join(ROOT, "README.md"), "utf8").replace(/\s+/g, " ");
	const sentence = /Data flows one way: ([^.]+)\./.exec(readme)?.[1];
	if (!sentence) throw new Error("README.md has no 'Data flows one way: …' sentence");
	return sentence.split("->").map((stage) =>
		stage
			.trim()
			.split(/\s*(?:,|\band\b)\s*/)
			.filter(Boolean),
	);
}

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

describe("the README's data-flow sentence", () => {
	const stages = stagesFromReadme();
	const stageOf = new Map(stages.flatMap((names, index) => names.map((name) => [name, index] as const)));

	it("names every package but the emulator once", () => {
		expect([...stageOf.keys()].sort()).toEqual(["inference", "site", "snippets", "tasks"]);
	});

	it("claims only arrows the code has: each package uses one of the stage before it", () => {
		for (const [index, names] of stages.entries()) {
			if (index === 0) continue;
			for (const name of names) {
				const used = usedPackages(WORKSPACES[name] as string);
				expect(
					(stages[index - 1] as string[]).filter((earlier) => used.has(earlier)),
					name,
				).not.toEqual([]);
			}
		}
	});

	for (const [name, dir] of Object.entries(WORKSPACES)) {
		it(`holds for ${name}: it uses only packages of earlier stages`, () => {
			const used = [...usedPackages(dir)].filter((other) => other !== name);
			const stage = stageOf.get(name);
			// The emulator stands apart: it depends on none of ours.
			const allowed = stage === undefined ? [] : used.filter((other) => (stageOf.get(other) ?? 99) < stage);
			expect(used.sort()).toEqual(allowed.sort());
		});
	}
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");

/** The source folders of every package and the site: none may hold an import cycle. */
const FOLDERS = [
	"packages/tasks/src",
	"packages/inference/src",
	"packages/snippets/src",
	"packages/emulator/src",
	"packages/mcp/src",
	"site/app",
];

/** Every TypeScript module under a folder. */
function modules(folder: string): string[] {
	return readdirSync(folder, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
		.map((entry) => join(entry.parentPath, entry.name));
}

/** The file a relative specifier names (`./x.js` is `./x.ts` or `./x.tsx`), if it is one of ours. */
function target(from: string, specifier: string): string | undefined {
	const base = resolve(dirname(from), specifier).replace(/\.js$/, "");
	return [`${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((file) => existsSync(file));
}

/** Each module's relative imports: static, dynamic and type-only alike, since each ties the modules together. */
function importGraph(files: string[]): Map<string, string[]> {
	const specifier = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;
	return new Map(
		files.map((file) => {
			const text = readFileSync(file, "utf8");
			const found = [...text.matchAll(specifier)].map((match) => target(file, match[1] as string));
			return [file, found.filter((to): to is string => to !== undefined)];
		}),
	);
}

/** The cycles, one per group of modules that reach each other (Tarjan's strongly connected components). */
function cycles(graph: Map<string, string[]>): string[][] {
	const order = new Map<string, number>();
	const low = new Map<string, number>();
	const stack: string[] = [];
	const groups: string[][] = [];
	const visit = (node: string) => {
		order.set(node, order.size);
		low.set(node, order.get(node) as number);
		stack.push(node);
		for (const next of graph.get(node) ?? []) {
			if (!order.has(next)) visit(next);
			if (stack.includes(next)) low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
		}
		if (low.get(node) !== order.get(node)) return;
		const group = stack.splice(stack.indexOf(node));
		if (group.length > 1) groups.push(group.map((file) => relative(ROOT, file)).sort());
	};
	for (const node of graph.keys()) if (!order.has(node)) visit(node);
	return groups;
}

describe("modules import one another without a cycle (type-only imports and dynamic imports included)", () => {
	for (const folder of FOLDERS) {
		it(folder, () => {
			expect(cycles(importGraph(modules(join(ROOT, folder))))).toEqual([]);
		});
	}

	it("the check finds a cycle when there is one", () => {
		const graph = new Map([
			["/a.ts", ["/b.ts"]],
			["/b.ts", ["/c.ts"]],
			["/c.ts", ["/a.ts"]],
			["/d.ts", ["/a.ts"]],
		]);
		expect(cycles(graph)).toHaveLength(1);
	});
});

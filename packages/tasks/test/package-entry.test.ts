import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));

/** Runs against the build (`npm test` builds first): what users import, not the sources. */
describe("the published @hubkit/tasks entry", () => {
	it("exports the public names other packages rely on", async () => {
		const tasks = await import("@hubkit/tasks");
		for (const name of [
			"PIPELINE_DATA",
			"MODALITIES",
			"MODALITY_LABELS",
			"TASKS_DATA",
			"LIBRARY_TASK_MAPPING",
			"getExampleInput",
			"DEMO_MEDIA",
			"MODEL_TAGS",
		]) {
			expect(tasks, name).toHaveProperty(name);
		}
		expect(Object.keys(tasks.TASKS_DATA)).toHaveLength(57);
		expect(tasks.getExampleInput("translation")).toEqual({
			inputs: "Меня зовут Вольфганг и я живу в Берлине",
		});
	});

	it("is data only: no import leaves the package, and the validator is not shipped", () => {
		const files = readdirSync(DIST, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".js"));
		expect(files.length).toBeGreaterThan(5);
		expect(files.some((f) => f.includes("validation"))).toBe(false);
		let imports = 0;
		for (const file of files) {
			const source = readFileSync(`${DIST}${file}`, "utf8");
			const specifiers = [
				...source.matchAll(/^(?:import|export)\s[^;]*?\sfrom\s+"([^"]+)"/gm),
				...source.matchAll(/\bimport\(\s*"([^"]+)"/g),
			].map((m) => m[1]);
			expect(source.includes("zod"), file).toBe(false);
			for (const specifier of specifiers) expect(specifier, file).toMatch(/^\.\.?\//);
			imports += specifiers.length;
		}
		expect(imports).toBeGreaterThan(10);
	});

	it("serves demo media through the package's exports map", async () => {
		const { createRequire } = await import("node:module");
		const require = createRequire(import.meta.url);
		const pkg = JSON.parse(readFileSync(require.resolve("@hubkit/tasks/package.json"), "utf8"));
		expect(pkg.exports["./media/*"]).toBe("./media/*");
	});
});

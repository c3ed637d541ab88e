import { execFile } from "node:child_process";
import { symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { getLocalSnippetsWithReasons } from "../src/index.js";
import { scratch } from "./local/check.js";
import { APP_MODELS, LIBRARY_MODELS, PAGE_MODELS } from "./local/models.js";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../../..");

// The JavaScript snippets import @huggingface/transformers (the transformers.js pipelines) and
// openai (the apps' calls): both are dev dependencies here, so the snippets are checked against the
// packages' real types, as a reader's strict TypeScript project would check them.
it("every JavaScript local snippet type-checks in one strict project against the real packages' types", async () => {
	const models = [...LIBRARY_MODELS, ...APP_MODELS, ...PAGE_MODELS];
	const sources = new Map<string, { code: string; where: string }>();
	for (const model of models) {
		for (const snippet of getLocalSnippetsWithReasons(model).snippets) {
			if (snippet.language !== "js") continue;
			sources.set(`s${sources.size}.ts`, {
				code: snippet.content,
				where: `${model.id} (${model.pipeline_tag}) ${snippet.label}`,
			});
		}
	}
	expect(
		[...sources.values()].filter((each) => each.code.includes("@huggingface/transformers")).length,
	).toBeGreaterThan(20);
	const { dir, remove } = scratch("local-tsc-");
	try {
		symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
		writeFileSync(join(dir, "package.json"), JSON.stringify({ private: true, type: "module" }));
		for (const [name, { code }] of sources) writeFileSync(join(dir, name), code);
		writeFileSync(
			join(dir, "tsconfig.json"),
			JSON.stringify({
				compilerOptions: {
					module: "nodenext",
					target: "es2022",
					lib: ["es2022", "dom"],
					types: ["node"],
					strict: true,
					moduleDetection: "force",
					skipLibCheck: true,
					noEmit: true,
				},
				files: [...sources.keys()],
			}),
		);
		const result = await run(join(ROOT, "node_modules/.bin/tsc"), ["-p", "tsconfig.json"], {
			cwd: dir,
		}).catch((error: { stdout: string; stderr: string }) => error);
		// tsc names the file; say which model and snippet it holds.
		const report = (result.stdout + result.stderr).replace(
			/^(s\d+\.ts)(?=\()/gm,
			(file) => `${file} [${sources.get(file)?.where}]`,
		);
		expect(report).toBe("");
	} finally {
		remove();
	}
}, 120_000);

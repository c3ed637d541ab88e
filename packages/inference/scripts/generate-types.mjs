import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { TASK_SPECS } from "@hubkit/tasks";
import { GENERATED_DIR, generateTypeFiles } from "./type-generator.mjs";

// Writes the client's task types, and the table its answer checks read (answer-shapes.ts), from
// @hubkit/tasks' built specifications (build it first). Files of tasks that no longer have a
// specification are removed, so nothing stale stays behind.

const dir = fileURLToPath(new URL(`../${GENERATED_DIR}/`, import.meta.url));
const files = generateTypeFiles(TASK_SPECS);
mkdirSync(dir, { recursive: true });
for (const name of readdirSync(dir)) {
	if (name.endsWith(".ts") && !files.has(name)) rmSync(join(dir, name));
}
for (const [name, source] of files) writeFileSync(join(dir, name), source);
console.log(`Wrote ${files.size} files to ${GENERATED_DIR}`);

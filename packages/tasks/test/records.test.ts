import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PIPELINE_DATA, PIPELINE_TYPES } from "../src/catalogue/pipeline-data.js";
import { DEMO_MEDIA } from "../src/media/demo-media.js";
import { TASKS_DATA, taskDataSourcePath } from "../src/records/index.js";
import { formatProblem, validateTaskData } from "../src/validation/validate-tasks.js";
import { realBundle } from "./task-data-bundle.js";

const PLACEHOLDERS = ["graph-ml", "multiple-choice", "other", "table-to-text", "tabular-to-text"];
const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

describe("the task documentation records", () => {
	it("pass every schema and cross-check", () => {
		expect(validateTaskData(realBundle()).map(formatProblem)).toEqual([]);
	});

	it("resolve for every task id, with the catalogue's display name", () => {
		for (const id of PIPELINE_TYPES) {
			expect(TASKS_DATA[id].id).toBe(id);
			expect(TASKS_DATA[id].label).toBe(PIPELINE_DATA[id].name);
		}
	});

	it("mark exactly the rare tasks as placeholders", () => {
		const placeholders = PIPELINE_TYPES.filter((id) => TASKS_DATA[id].isPlaceholder);
		expect(placeholders.sort()).toEqual(PLACEHOLDERS);
		// Every other task has a full record: as many as the catalogue has tasks, less the placeholders.
		expect(PIPELINE_TYPES.filter((id) => !TASKS_DATA[id].isPlaceholder)).toHaveLength(
			PIPELINE_TYPES.length - PLACEHOLDERS.length,
		);
	});

	it("use every demo file at least once, so none is shipped for nothing", () => {
		const used = new Set(
			PIPELINE_TYPES.flatMap((id) => [...TASKS_DATA[id].demo.inputs, ...TASKS_DATA[id].demo.outputs]).flatMap(
				(item) => ("filename" in item ? [item.filename] : []),
			),
		);
		expect([...used].sort()).toEqual(Object.keys(DEMO_MEDIA).sort());
	});

	it("point 'Update on GitHub' at files that exist", () => {
		for (const id of PIPELINE_TYPES) {
			expect(existsSync(`${REPO_ROOT}${taskDataSourcePath(id)}`), id).toBe(true);
		}
	});

	it("spell token spans that land on whole words", () => {
		for (const id of PIPELINE_TYPES) {
			for (const item of [...TASKS_DATA[id].demo.inputs, ...TASKS_DATA[id].demo.outputs]) {
				if (item.type !== "text-with-tokens") continue;
				for (const span of item.tokens) {
					const piece = item.text.slice(span.start, span.end);
					expect(piece, `${id} ${span.type}`).toBe(piece.trim());
					expect(/\w/.test(item.text[span.end] ?? " "), `${id}: span ends mid-word at ${span.end}`).toBe(
						false,
					);
				}
			}
		}
	});
});

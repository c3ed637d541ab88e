import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PIPELINE_DATA, PIPELINE_TYPES } from "../src/catalogue/pipeline-data.js";
import { DEMO_MEDIA } from "../src/media/demo-media.js";
import { PROVIDER_MODELS } from "../src/provider-models/provider-models.js";
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

	it("offer a model in every weight format the local apps read: GGUF and MLX for chat, GGUF for vision chat", () => {
		const tagged = (id: "text-generation" | "image-text-to-text", tag: string) =>
			TASKS_DATA[id].models.filter((model) => model.tags.includes(tag as "gguf")).map((model) => model.id);
		expect(tagged("text-generation", "gguf")).toEqual(["Qwen/Qwen2.5-7B-Instruct-GGUF"]);
		expect(tagged("text-generation", "mlx")).toEqual(["mlx-community/Llama-3.2-3B-Instruct-4bit"]);
		expect(tagged("image-text-to-text", "gguf")).toEqual(["ggml-org/gemma-3-4b-it-GGUF"]);
		for (const id of ["text-generation", "image-text-to-text"] as const) {
			for (const model of TASKS_DATA[id].models.filter((m) => m.tags.includes("gguf"))) {
				expect(model.tags, model.id).toContain("conversational");
			}
		}
	});

	it("default the chat and vision-chat pages to a conversational model that providers serve", () => {
		for (const id of ["text-generation", "image-text-to-text"] as const) {
			const record = TASKS_DATA[id];
			const modelId = record.widgetModels[0] ?? record.models[0]?.id;
			const model = record.models.find((candidate) => candidate.id === modelId);
			expect(model?.tags, `${id}: ${modelId}`).toContain("conversational");
			const providers = Object.entries(PROVIDER_MODELS.models.conversational ?? {}).filter(([, ids]) =>
				ids.includes(modelId ?? ""),
			);
			expect(providers.length, `${id}: ${modelId}`).toBeGreaterThan(0);
		}
	});

	it("explain variants where a task's subtasks take or give different things, and teach every documented task", () => {
		const withVariants = PIPELINE_TYPES.filter((id) => TASKS_DATA[id].variants);
		expect(withVariants.length).toBeGreaterThanOrEqual(17);
		expect(withVariants).toEqual(
			expect.arrayContaining(["text-classification", "question-answering", "image-segmentation"]),
		);
		const segmentation = TASKS_DATA["image-segmentation"].variants?.map((variant) => variant.subtask);
		expect(segmentation).toEqual(
			expect.arrayContaining(["semantic-segmentation", "instance-segmentation", "panoptic-segmentation"]),
		);
		for (const id of PIPELINE_TYPES.filter((task) => !TASKS_DATA[task].isPlaceholder)) {
			expect(TASKS_DATA[id].furtherReading.length, id).toBeGreaterThan(0);
		}
	});
});

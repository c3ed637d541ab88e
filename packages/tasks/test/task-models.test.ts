import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES } from "../src/catalogue/pipeline-data.js";
import type { ProviderModelsTable } from "../src/provider-models/table-type.js";
import { TASKS_DATA } from "../src/records/index.js";
import { taskDefaultModel, taskModelForProvider } from "../src/records/task-models.js";

/** A table built from the records' own ids, so the cases hold whatever the committed table says. */
const chat = TASKS_DATA["text-generation"];
const vision = TASKS_DATA["image-text-to-text"];
const served = (ids: (string | undefined)[]) => ids.filter((id): id is string => id !== undefined);
const TABLE: ProviderModelsTable = {
	asOf: "2025-01-01",
	source: "test",
	models: {
		conversational: {
			texty: ["other/text-chat"],
			both: served(["other/text-chat", vision.models.at(-1)?.id, taskDefaultModel("image-text-to-text")]),
			later: served([chat.models.at(-1)?.id]),
		},
		"text-to-image": { painter: ["other/painter", "other/second"] },
	},
};

describe("taskDefaultModel", () => {
	it("is the first widget model, else the first model, else undefined for a placeholder", () => {
		for (const id of PIPELINE_TYPES) {
			const record = TASKS_DATA[id];
			expect(taskDefaultModel(id), id).toBe(record.widgetModels[0] ?? record.models[0]?.id);
		}
		expect(taskDefaultModel("graph-ml")).toBeUndefined();
	});
});

describe("taskModelForProvider", () => {
	it("keeps the page's default where the provider serves it, even when it lists another model first", () => {
		expect(taskModelForProvider("image-text-to-text", "both", TABLE)).toBe(
			taskDefaultModel("image-text-to-text"),
		);
	});

	it("takes the page's own recommended model the provider serves before the table's first", () => {
		expect(taskModelForProvider("text-generation", "later", TABLE)).toBe(chat.models.at(-1)?.id);
	});

	it("falls back to the provider's first model for the page's router task, chat for text generation", () => {
		expect(taskModelForProvider("text-generation", "texty", TABLE)).toBe("other/text-chat");
		expect(taskModelForProvider("text-to-image", "painter", TABLE)).toBe("other/painter");
	});

	it("gives no model on the vision-chat page for a provider serving none of its models: its chat models may be text-only", () => {
		expect(taskModelForProvider("image-text-to-text", "texty", TABLE)).toBeUndefined();
	});

	it("gives undefined where the provider serves nothing for the task", () => {
		expect(taskModelForProvider("text-to-image", "texty", TABLE)).toBeUndefined();
		expect(taskModelForProvider("graph-ml", "painter", TABLE)).toBeUndefined();
	});

	it("shows a vision model for each provider that serves one on the vision-chat page, per the committed table", () => {
		expect(taskModelForProvider("image-text-to-text", "zai-org")).toBe("zai-org/GLM-4.5V");
		expect(taskModelForProvider("image-text-to-text", "fireworks-ai")).toBe("Qwen/Qwen2.5-VL-32B-Instruct");
		expect(taskModelForProvider("image-text-to-text", "hf-inference")).toBeUndefined();
	});
});

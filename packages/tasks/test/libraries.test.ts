import { describe, expect, it } from "vitest";
import { PIPELINE_TYPES } from "../src/catalogue/pipeline-data.js";
import {
	LIBRARY_TASK_MAPPING,
	MODEL_LIBRARIES,
	MODEL_LIBRARY_KEYS,
} from "../src/libraries/model-libraries.js";
import { TASKS_DATA } from "../src/records/index.js";

describe("the library-to-task map", () => {
	it("covers at least 25 libraries, the ones the issue names among them", () => {
		expect(MODEL_LIBRARY_KEYS.length).toBeGreaterThanOrEqual(25);
		expect(MODEL_LIBRARY_KEYS).toEqual(
			expect.arrayContaining([
				"transformers",
				"diffusers",
				"sentence-transformers",
				"timm",
				"spacy",
				"speechbrain",
				"sklearn",
				"stable-baselines3",
				"ml-agents",
				"sample-factory",
				"peft",
				"setfit",
				"flair",
				"fastai",
				"keras",
				"open_clip",
				"pyannote-audio",
				"nemo",
				"espnet",
				"asteroid",
				"bertopic",
				"fasttext",
				"transformers.js",
				"mlx",
				"paddlenlp",
			]),
		);
	});

	it("is derived from the library table, task for task", () => {
		for (const key of MODEL_LIBRARY_KEYS) {
			expect(LIBRARY_TASK_MAPPING[key]).toEqual(MODEL_LIBRARIES[key].tasks);
			expect(MODEL_LIBRARIES[key].repoUrl).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
		}
	});

	it("feeds every record's library list, so a page lists a library exactly when the map says so", () => {
		for (const task of PIPELINE_TYPES) {
			const expected = MODEL_LIBRARY_KEYS.filter((key) =>
				(LIBRARY_TASK_MAPPING[key] as string[]).includes(task),
			).sort();
			expect(TASKS_DATA[task].libraries, task).toEqual(expected);
		}
		expect(TASKS_DATA["reinforcement-learning"].libraries).toEqual([
			"ml-agents",
			"sample-factory",
			"stable-baselines3",
		]);
	});
});

import { describe, expect, it } from "vitest";
import type { DemoItem, TaskData } from "../src/records/task-data.js";
import {
	formatProblem,
	MAX_MEDIA_BYTES,
	type TaskDataBundle,
	validateTaskData,
} from "../src/validation/validate-tasks.js";
import { realBundle } from "./task-data-bundle.js";

type Breakage = (bundle: TaskDataBundle) => void;

const record = (bundle: TaskDataBundle, id: string): TaskData => {
	const found = bundle.records[id];
	if (!found) throw new Error(`no record ${id}`);
	return found;
};

const withoutMediaSizes = (bundle: TaskDataBundle): TaskDataBundle => ({
	...bundle,
	mediaFileSize: () => 1000,
});

/** Each case breaks one rule and names the subject and field the error must point at. */
/** A broken record: what rule it breaks, how, and the task and field the error must name. */
type Case = [rule: string, breakData: Breakage, subject: string, field: string];

const CASES: Case[] = [
	[
		"an unknown modality",
		(b) => Object.assign(b.pipelines.translation ?? {}, { modality: "language" }),
		"translation",
		"modality",
	],
	[
		"an unknown color",
		(b) => Object.assign(b.pipelines["fill-mask"] ?? {}, { color: "purple" }),
		"fill-mask",
		"color",
	],
	[
		"an entry filed under another key",
		(b) => Object.assign(b.pipelines.summarization ?? {}, { key: "translation" }),
		"summarization",
		"key",
	],
	[
		"a duplicate subtask type",
		(b) =>
			b.pipelines["image-segmentation"]?.subtasks?.push({ type: "semantic-segmentation", name: "Again" }),
		"image-segmentation",
		"subtasks",
	],
	[
		"a model id the client refuses (a parent-directory segment)",
		(b) => {
			const models = record(b, "text-classification").models;
			if (models[1]) models[1].id = "ProsusAI/..";
		},
		"text-classification",
		"models[1].id",
	],
	[
		"the same dataset listed twice",
		(b) => {
			const datasets = record(b, "translation").datasets;
			datasets.push({ ...(datasets[0] as { id: string; description: string }) });
		},
		"translation",
		`datasets[${realBundle().records.translation?.datasets.length}].id`,
	],
	[
		"an empty summary",
		(b) => Object.assign(record(b, "summarization"), { summary: " " }),
		"summarization",
		"summary",
	],
	[
		"a one-sentence summary",
		(b) => Object.assign(record(b, "fill-mask"), { summary: "It fills in the blank." }),
		"fill-mask",
		"summary",
	],
	["a single use case", (b) => record(b, "translation").useCases.splice(1), "translation", "useCases"],
	["a single model", (b) => record(b, "object-detection").models.splice(1), "object-detection", "models"],
	[
		"a demo without outputs",
		(b) => record(b, "image-to-text").demo.outputs.splice(0),
		"image-to-text",
		"demo.outputs",
	],
	[
		"a demo item with a field of another type",
		(b) => Object.assign(record(b, "text-classification").demo.inputs[0] ?? {}, { filename: "cat.png" }),
		"text-classification",
		"demo.inputs[0]",
	],
	[
		"a demo item missing a field of its type",
		(b) => {
			const item = record(b, "text-classification").demo.inputs[0] as Partial<DemoItem & { label: string }>;
			delete item.label;
		},
		"text-classification",
		"demo.inputs[0].label",
	],
	[
		"a chart score above 1",
		(b) => {
			const chart = record(b, "text-classification").demo.outputs[0];
			if (chart?.type === "chart" && chart.data[0]) chart.data[0].score = 87;
		},
		"text-classification",
		"demo.outputs[0].data[0].score",
	],
	[
		"a ragged table",
		(b) => {
			const table = record(b, "tabular-regression").demo.inputs.find((item) => item.type === "tabular");
			if (table?.type === "tabular") table.table[1]?.pop();
		},
		"tabular-regression",
		"demo.inputs[0].table",
	],
	[
		"a token span past the end of its text",
		(b) => {
			const item = record(b, "token-classification").demo.outputs[0];
			if (item?.type === "text-with-tokens" && item.tokens[0]) item.tokens[0].end = item.text.length + 5;
		},
		"token-classification",
		"demo.outputs[0].tokens[0]",
	],
	[
		"a demo file that is not in the media list",
		(b) => Object.assign(record(b, "image-classification").demo.inputs[0] ?? {}, { filename: "dog.png" }),
		"image-classification",
		"demo.inputs[0].filename",
	],
	[
		"an image used as audio",
		(b) => Object.assign(record(b, "image-classification").demo.inputs[0] ?? {}, { type: "audio" }),
		"image-classification",
		"demo.inputs[0].filename",
	],
	[
		"a malformed YouTube id",
		(b) => Object.assign(record(b, "text-classification"), { youtubeId: "https://youtu.be/x" }),
		"text-classification",
		"youtubeId",
	],
	[
		"a canonical page that is a placeholder",
		(b) => Object.assign(record(b, "translation"), { canonicalId: "graph-ml" }),
		"translation",
		"canonicalId",
	],
	[
		"an empty record not marked as a placeholder",
		(b) => delete record(b, "graph-ml").isPlaceholder,
		"graph-ml",
		"summary",
	],
	[
		"a placeholder that lists models",
		(b) => record(b, "graph-ml").models.push({ id: "owner/model", description: "x", tags: [] }),
		"graph-ml",
		"models",
	],
	[
		"a record under the wrong id",
		(b) => Object.assign(record(b, "translation"), { id: "summarization" }),
		"translation",
		"id",
	],
	[
		"a model whose library is not in the library map",
		(b) => Object.assign(record(b, "text-classification").models[0] ?? {}, { library_name: "tensorflow" }),
		"text-classification",
		"models[0].library_name",
	],
	[
		"a model with no library and no note saying why",
		(b) => delete record(b, "text-classification").models[1]?.library_name,
		"text-classification",
		"models[1].library_name",
	],
	[
		"a library that does not list the task, without a note",
		(b) => Object.assign(record(b, "fill-mask").models[0] ?? {}, { library_name: "timm" }),
		"fill-mask",
		"models[0].libraryNote",
	],
	[
		"a note on a model whose library lists the task",
		(b) => Object.assign(record(b, "fill-mask").models[0] ?? {}, { libraryNote: "Stale." }),
		"fill-mask",
		"models[0].libraryNote",
	],
	[
		"a tag outside the known set",
		(b) => record(b, "text-generation").models[0]?.tags.push("pytorch" as "onnx"),
		"text-generation",
		"models[0].tags[2]",
	],
	[
		"a diffusers tag that names no pipeline class",
		(b) => record(b, "text-to-image").models[0]?.tags.push("diffusers:flux"),
		"text-to-image",
		"models[0].tags[2]",
	],
	[
		"a model without tags",
		(b) => delete (record(b, "summarization").models[0] as { tags?: string[] }).tags,
		"summarization",
		"models[0].tags",
	],
	[
		"a recommended model of a routed task that no provider serves, not marked local-only",
		(b) =>
			record(b, "text-classification").models.push({
				id: "owner/unserved",
				description: "Served by no provider.",
				library_name: "transformers",
				tags: [],
			}),
		"text-classification",
		`models[${realBundle().records["text-classification"]?.models.length}].localOnly`,
	],
	[
		"a local-only mark on a model that a provider serves",
		(b) => Object.assign(record(b, "text-classification").models[0] ?? {}, { localOnly: true }),
		"text-classification",
		"models[0].localOnly",
	],
	[
		"a local-only mark on a task the router does not serve, where every model is local",
		(b) => Object.assign(record(b, "text-ranking").models[0] ?? {}, { localOnly: true }),
		"text-ranking",
		"models[0].localOnly",
	],
	[
		"a local-only mark that is not true",
		(b) => Object.assign(record(b, "text-ranking").models[0] ?? {}, { localOnly: false }),
		"text-ranking",
		"models[0].localOnly",
	],
	[
		"a routed task's default model that no provider serves",
		(b) => {
			const data = record(b, "text-to-image");
			const unserved = { id: "owner/unserved", description: "Local.", tags: [], localOnly: true as const };
			data.models.push({ ...unserved, library_name: "diffusers" });
			data.widgetModels = ["owner/unserved"];
		},
		"text-to-image",
		"widgetModels[0]",
	],
	[
		"a routed task without widget models whose first model no provider serves",
		(b) => {
			const data = record(b, "text-to-audio");
			data.widgetModels = [];
			data.models.unshift({
				id: "owner/unserved",
				description: "Local.",
				library_name: "transformers",
				tags: [],
				localOnly: true,
			});
		},
		"text-to-audio",
		"widgetModels",
	],
	...(["text-generation", "image-text-to-text"] as const).map(
		(task): Case => [
			`${task}'s default model, a chat page's, not tagged conversational`,
			(b) => {
				const data = record(b, task);
				const model = data.models.find((m) => m.id === (data.widgetModels[0] ?? data.models[0]?.id));
				if (model) model.tags = model.tags.filter((tag) => tag !== "conversational");
			},
			task,
			"widgetModels[0]",
		],
	),
	[
		"a chat page's model counted as served by a base-model provider entry only",
		(b) => {
			const data = record(b, "text-generation");
			data.models.push({
				id: "owner/base-only",
				description: "A base model served only for plain completion.",
				library_name: "transformers",
				tags: [],
			});
			b.providerModels = {
				...b.providerModels,
				models: { ...b.providerModels.models, "text-generation": { together: ["owner/base-only"] } },
			};
		},
		"text-generation",
		`models[${realBundle().records["text-generation"]?.models.length}].localOnly`,
	],
	[
		"a widget model that is not among the models",
		(b) => record(b, "translation").widgetModels.push("owner/unlisted"),
		"translation",
		"widgetModels[1]",
	],
	[
		"a variant whose model is not among the models",
		(b) => Object.assign(record(b, "question-answering").variants?.[0] ?? {}, { model: "owner/unlisted" }),
		"question-answering",
		"variants[0].model",
	],
	[
		"a variant naming a subtask the catalogue does not have",
		(b) => Object.assign(record(b, "image-segmentation").variants?.[0] ?? {}, { subtask: "pixel-sorting" }),
		"image-segmentation",
		"variants[0].subtask",
	],
	["a single variant", (b) => record(b, "translation").variants?.splice(1), "translation", "variants"],
	[
		"two variants of the same name",
		(b) => {
			const variants = record(b, "summarization").variants ?? [];
			Object.assign(variants[1] ?? {}, { name: variants[0]?.name });
		},
		"summarization",
		"variants[1]",
	],
	[
		"a variant example too long to be an example",
		(b) => Object.assign(record(b, "text-generation").variants?.[0] ?? {}, { input: "word ".repeat(80) }),
		"text-generation",
		"variants[0].input",
	],
	[
		"a documented record without further reading",
		(b) => record(b, "fill-mask").furtherReading.splice(0),
		"fill-mask",
		"furtherReading",
	],
	[
		"a further-reading link that is not https",
		(b) =>
			Object.assign(record(b, "fill-mask").furtherReading[0] ?? {}, {
				url: "http://huggingface.co/docs/transformers/tasks/masked_language_modeling",
			}),
		"fill-mask",
		"furtherReading[0].url",
	],
	[
		"the same further-reading link twice",
		(b) => {
			const reading = record(b, "translation").furtherReading;
			reading.push({ ...(reading[0] as (typeof reading)[number]) });
		},
		"translation",
		`furtherReading[${realBundle().records.translation?.furtherReading.length}]`,
	],
	[
		"a placeholder with further reading",
		(b) =>
			record(b, "graph-ml").furtherReading.push({ title: "x", url: "https://example.org/", source: "x" }),
		"graph-ml",
		"furtherReading",
	],
	["a missing record", (b) => delete b.records["text-ranking"], "text-ranking", "(record)"],
	[
		"libraries that disagree with the map",
		(b) => record(b, "text-to-image").libraries.push("spacy"),
		"text-to-image",
		"libraries",
	],
	[
		"a library mapped to an unknown task",
		(b) => Object.assign(b.libraries, { timm: [...(b.libraries.timm ?? []), "image-dreaming"] }),
		"timm",
		"tasks[2]",
	],
	["a library mapped to no task", (b) => Object.assign(b.libraries, { peft: [] }), "peft", "tasks"],
	[
		"a media entry whose kind contradicts its extension",
		(b) => Object.assign(b.media["doorbell.flac"] ?? {}, { kind: "img" }),
		"doorbell.flac",
		"kind",
	],
];

describe("the task data validator", () => {
	const baseline = withoutMediaSizes(realBundle());

	it("finds nothing wrong with the real data (the baseline every case below breaks)", () => {
		expect(validateTaskData(baseline).map(formatProblem)).toEqual([]);
	});

	it.each(CASES)("rejects %s, naming the task and the field", (_rule, breakIt, subject, field) => {
		const bundle = withoutMediaSizes(realBundle());
		breakIt(bundle);
		const problems = validateTaskData(bundle);
		expect(problems.map(formatProblem)).toContainEqual(
			expect.stringMatching(new RegExp(`^${subject}: ${escapeRegExp(field)}`)),
		);
		for (const problem of problems) {
			expect(problem.subject).toBeTruthy();
			expect(problem.message).toBeTruthy();
		}
	});

	it("rejects a referenced media file that is missing from disk", () => {
		const bundle = {
			...realBundle(),
			mediaFileSize: (name: string) => (name === "cat.png" ? undefined : 10),
		};
		expect(validateTaskData(bundle).map(formatProblem)).toEqual([
			"cat.png: file: does not exist in the media folder",
		]);
	});

	it("rejects a media file over the size limit", () => {
		const bundle = {
			...realBundle(),
			mediaFileSize: (name: string) => (name === "melody.flac" ? MAX_MEDIA_BYTES + 1 : 10),
		};
		expect(validateTaskData(bundle).map(formatProblem)).toEqual([
			`melody.flac: file: is ${MAX_MEDIA_BYTES + 1} bytes, over the ${MAX_MEDIA_BYTES} limit`,
		]);
	});
});

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

import type { z } from "zod";
import type { PipelineData } from "../catalogue/pipeline-data.js";
import type { DemoMediaFile } from "../media/demo-media.js";
import { providersServing, providerTaskFor, routerServesTask } from "../provider-models/provider-models.js";
import type { ProviderModelsTable } from "../provider-models/table-type.js";
import { librariesForTask } from "../records/libraries-for-task.js";
import type { DemoItem, TaskData } from "../records/task-data.js";
import {
	documentedRecordSchema,
	mediaEntrySchema,
	pipelineEntrySchema,
	placeholderRecordSchema,
} from "./schema.js";

/** One thing wrong with the task data: which task (or library, or media file), which field, and why. */
export interface TaskDataProblem {
	subject: string;
	field: string;
	message: string;
}

export interface TaskDataBundle {
	pipelines: Record<string, PipelineData>;
	records: Record<string, TaskData | undefined>;
	libraries: Record<string, readonly string[]>;
	media: Record<string, DemoMediaFile>;
	/** Which models each provider serves, that recommended and default models are checked against. */
	providerModels: ProviderModelsTable;
	/** Size in bytes of a file in the media folder, or undefined when it does not exist. */
	mediaFileSize: (filename: string) => number | undefined;
}

export const MAX_MEDIA_BYTES = 200 * 1024;

const MEDIA_EXTENSIONS: Record<DemoMediaFile["kind"], RegExp> = {
	img: /\.(png|jpg)$/,
	audio: /\.(flac|wav)$/,
};

/** `models[1].id` from zod's `["models", 1, "id"]`. */
const formatPath = (path: readonly PropertyKey[]): string =>
	path.reduce<string>((out, part) => {
		if (typeof part === "number") return `${out}[${part}]`;
		return out ? `${out}.${String(part)}` : String(part);
	}, "") || "(record)";

const fromZod = (subject: string, error: z.ZodError, prefix = ""): TaskDataProblem[] =>
	error.issues.map((issue) => ({
		subject,
		field: formatPath([...(prefix ? [prefix] : []), ...issue.path]),
		message: issue.message,
	}));

function checkCatalogue(pipelines: TaskDataBundle["pipelines"]): TaskDataProblem[] {
	return Object.entries(pipelines).flatMap(([key, entry]) => {
		const parsed = pipelineEntrySchema.safeParse(entry);
		const problems = parsed.success ? [] : fromZod(key, parsed.error);
		if (entry.key !== key) {
			problems.push({
				subject: key,
				field: "key",
				message: `is ${entry.key}, but the entry is filed under ${key}`,
			});
		}
		return problems;
	});
}

function checkDemoMedia(task: string, record: TaskData, bundle: TaskDataBundle): TaskDataProblem[] {
	const sides = [
		["inputs", record.demo.inputs],
		["outputs", record.demo.outputs],
	] as const;
	return sides.flatMap(([side, items]) =>
		(items as DemoItem[]).flatMap((item, index) => {
			if (item.type !== "img" && item.type !== "audio") return [];
			const field = `demo.${side}[${index}].filename`;
			const known = Object.hasOwn(bundle.media, item.filename) ? bundle.media[item.filename] : undefined;
			if (!known) return [{ subject: task, field, message: `${item.filename} is not listed in DEMO_MEDIA` }];
			if (known.kind !== item.type) {
				return [{ subject: task, field, message: `${item.filename} is ${known.kind}, not ${item.type}` }];
			}
			return [];
		}),
	);
}

/** Each model's library is in the library map and lists the task, or the model's `libraryNote` says why not. */
function checkModelFacts(task: string, record: TaskData, bundle: TaskDataBundle): TaskDataProblem[] {
	return record.models.flatMap((model, index) => {
		const field = `models[${index}]`;
		const library = model.library_name;
		if (library !== undefined && !Object.hasOwn(bundle.libraries, library)) {
			return [
				{ subject: task, field: `${field}.library_name`, message: `${library} is not in MODEL_LIBRARIES` },
			];
		}
		const listsTask = library !== undefined && (bundle.libraries[library] ?? []).includes(task);
		if (!listsTask && model.libraryNote === undefined) {
			const message =
				library === undefined
					? "is missing: name the library, or say in libraryNote why none of MODEL_LIBRARIES loads it"
					: `${library} does not list ${task}: say why in libraryNote`;
			return [
				{
					subject: task,
					field: library === undefined ? `${field}.library_name` : `${field}.libraryNote`,
					message,
				},
			];
		}
		if (listsTask && model.libraryNote !== undefined) {
			return [
				{
					subject: task,
					field: `${field}.libraryNote`,
					message: `must be left out: ${library} lists ${task}, so there is nothing to explain`,
				},
			];
		}
		return [];
	});
}

/**
 * Where the router serves a task, each model is served by some provider or marked local-only (never
 * both, so a refreshed table shows which marks to add or drop); the page's default model (its first
 * widget model, else its first model) and every widget model are served, and on a chat page the
 * default chats. Where it serves none, every model is local and needs no mark.
 */
function checkServed(task: string, record: TaskData, bundle: TaskDataBundle): TaskDataProblem[] {
	const table = bundle.providerModels;
	const on = `${providerTaskFor(task)} as of ${table.asOf}`;
	if (!routerServesTask(task, table)) {
		return record.models.flatMap((model, index) =>
			model.localOnly
				? [
						{
							subject: task,
							field: `models[${index}].localOnly`,
							message: `must be left out: no provider serves ${on}, so every model of the task is local`,
						},
					]
				: [],
		);
	}
	const problems: TaskDataProblem[] = [];
	record.models.forEach((model, index) => {
		const providers = providersServing(task, model.id, table);
		const field = `models[${index}].localOnly`;
		if (providers.length === 0 && !model.localOnly) {
			problems.push({
				subject: task,
				field,
				message: `is missing: no provider serves ${model.id} for ${on}; recommend a model PROVIDER_MODELS lists, or mark this one local-only`,
			});
		} else if (providers.length > 0 && model.localOnly) {
			problems.push({
				subject: task,
				field,
				message: `must be left out: ${providers.join(", ")} serve ${model.id} for ${on}`,
			});
		}
	});
	const unserved = (id: string) => providersServing(task, id, table).length === 0;
	record.widgetModels.forEach((id, index) => {
		if (unserved(id)) {
			problems.push({
				subject: task,
				field: `widgetModels[${index}]`,
				message: `no provider serves ${id} for ${on}, so a router call with it fails: choose a model PROVIDER_MODELS lists`,
			});
		}
	});
	const first = record.models[0]?.id;
	if (record.widgetModels.length === 0 && first !== undefined && unserved(first)) {
		problems.push({
			subject: task,
			field: "widgetModels",
			message: `is empty, so the page defaults to its first model, ${first}, which no provider serves for ${on}: name a served model here`,
		});
	}
	const defaultId = record.widgetModels[0] ?? first;
	const defaultModel = record.models.find((model) => model.id === defaultId);
	if (
		providerTaskFor(task) === "conversational" &&
		defaultModel &&
		!defaultModel.tags.includes("conversational")
	) {
		problems.push({
			subject: task,
			field: record.widgetModels.length > 0 ? "widgetModels[0]" : "widgetModels",
			message: `${defaultModel.id} is the default of a chat page but is not tagged conversational: choose a chat model`,
		});
	}
	return problems;
}

/** Widget models and variants point at the record's own models, variants at the catalogue's subtasks. */
function checkReferences(task: string, record: TaskData, bundle: TaskDataBundle): TaskDataProblem[] {
	const models = new Set(record.models.map((model) => model.id));
	const subtasks = new Set((bundle.pipelines[task]?.subtasks ?? []).map((subtask) => subtask.type));
	const problems: TaskDataProblem[] = [];
	record.widgetModels.forEach((id, index) => {
		if (!models.has(id)) {
			problems.push({
				subject: task,
				field: `widgetModels[${index}]`,
				message: `${id} is not one of the record's models, so it has no library or tags`,
			});
		}
	});
	(record.variants ?? []).forEach((variant, index) => {
		if (!models.has(variant.model)) {
			problems.push({
				subject: task,
				field: `variants[${index}].model`,
				message: `${variant.model} is not one of the record's models`,
			});
		}
		if (variant.subtask !== undefined && !subtasks.has(variant.subtask)) {
			problems.push({
				subject: task,
				field: `variants[${index}].subtask`,
				message: `${variant.subtask} is not a subtask of ${task} in the catalogue`,
			});
		}
	});
	return problems;
}

function checkRecord(task: string, record: TaskData | undefined, bundle: TaskDataBundle): TaskDataProblem[] {
	if (!record)
		return [{ subject: task, field: "(record)", message: "is missing: every task needs a record" }];
	const schema = record.isPlaceholder ? placeholderRecordSchema : documentedRecordSchema;
	const parsed = schema.safeParse(record);
	const problems = parsed.success ? [] : fromZod(task, parsed.error);
	const expect = (field: string, ok: boolean, message: string) => {
		if (!ok) problems.push({ subject: task, field, message });
	};
	expect("id", record.id === task, `is ${record.id}, but the record is filed under ${task}`);
	expect("label", record.label === bundle.pipelines[task]?.name, "must be the catalogue's display name");
	const derived = librariesForTask(bundle.libraries, task);
	expect(
		"libraries",
		JSON.stringify(record.libraries) === JSON.stringify(derived),
		`must be [${derived.join(", ")}] as the library map says`,
	);
	if (record.canonicalId !== undefined) {
		const target = bundle.records[record.canonicalId];
		expect("canonicalId", record.canonicalId !== task, "must name another task");
		expect(
			"canonicalId",
			Boolean(target && !target.isPlaceholder),
			`${record.canonicalId} has no documented page`,
		);
	}
	if (!record.isPlaceholder) {
		problems.push(
			...checkDemoMedia(task, record, bundle),
			...checkModelFacts(task, record, bundle),
			...checkReferences(task, record, bundle),
			...checkServed(task, record, bundle),
		);
	}
	return problems;
}

function checkLibraries(bundle: TaskDataBundle): TaskDataProblem[] {
	return Object.entries(bundle.libraries).flatMap(([library, tasks]) => {
		const problems: TaskDataProblem[] = [];
		if (tasks.length === 0) problems.push({ subject: library, field: "tasks", message: "maps to no task" });
		tasks.forEach((task, index) => {
			if (!Object.hasOwn(bundle.pipelines, task)) {
				problems.push({ subject: library, field: `tasks[${index}]`, message: `${task} is not a known task` });
			} else if (tasks.indexOf(task) !== index) {
				problems.push({ subject: library, field: `tasks[${index}]`, message: `${task} is listed twice` });
			}
		});
		return problems;
	});
}

function checkMedia(bundle: TaskDataBundle): TaskDataProblem[] {
	return Object.entries(bundle.media).flatMap(([filename, entry]) => {
		const parsed = mediaEntrySchema.safeParse(entry);
		if (!parsed.success) return fromZod(filename, parsed.error);
		const problems: TaskDataProblem[] = [];
		if (!MEDIA_EXTENSIONS[entry.kind].test(filename)) {
			problems.push({
				subject: filename,
				field: "kind",
				message: `${entry.kind} does not match the file extension`,
			});
		}
		const size = bundle.mediaFileSize(filename);
		if (size === undefined) {
			problems.push({ subject: filename, field: "file", message: "does not exist in the media folder" });
		} else if (size > MAX_MEDIA_BYTES) {
			problems.push({
				subject: filename,
				field: "file",
				message: `is ${size} bytes, over the ${MAX_MEDIA_BYTES} limit`,
			});
		}
		return problems;
	});
}

/** Every problem in the task data, in a stable order; an empty list means the data is sound. */
export function validateTaskData(bundle: TaskDataBundle): TaskDataProblem[] {
	return [
		...checkCatalogue(bundle.pipelines),
		...Object.keys(bundle.pipelines).flatMap((task) => checkRecord(task, bundle.records[task], bundle)),
		...Object.keys(bundle.records)
			.filter((task) => !Object.hasOwn(bundle.pipelines, task))
			.map((task) => ({ subject: task, field: "(record)", message: "is not a task of the catalogue" })),
		...checkLibraries(bundle),
		...checkMedia(bundle),
	];
}

export const formatProblem = (problem: TaskDataProblem): string =>
	`${problem.subject}: ${problem.field}: ${problem.message}`;

import { HUB_ID_REGEXP } from "@hubkit/inference/internal";
import { z } from "zod";
import { TASK_COLORS } from "../catalogue/colors.js";
import { MODALITIES } from "../catalogue/modalities.js";
import { MODEL_TAGS } from "../records/model-tags.js";

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const text = z.string().trim().min(1, "must not be empty");

/**
 * A hub id as the client takes one (its one pattern, read rather than copied): a record naming a model
 * the client would refuse could never be called from its page.
 */
export const hubIdSchema = z
	.string()
	.regex(HUB_ID_REGEXP, "must be a hub id (owner/name) that the client takes");

/** A list whose `id`s are unique: a model listed twice is a copy-paste slip, never intended. */
const uniqueById = <T extends { id: string }>(item: z.ZodType<T>) =>
	z.array(item).superRefine((items, ctx) => {
		const seen = new Set<string>();
		items.forEach((entry, index) => {
			if (seen.has(entry.id)) {
				ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate id ${entry.id}` });
			}
			seen.add(entry.id);
		});
	});

const repo = z.strictObject({ id: hubIdSchema, description: text });

const modelTag = z.union([
	z.enum(MODEL_TAGS),
	z
		.string()
		.regex(/^diffusers:[A-Z][A-Za-z0-9]*Pipeline$/, "must be a known tag or diffusers:<PipelineClass>"),
]);

const recommendedModel = z.strictObject({
	id: hubIdSchema,
	description: text,
	library_name: z
		.string()
		.regex(/^[\w.-]+$/, "must be a library key")
		.optional(),
	tags: z.array(modelTag).refine((tags) => new Set(tags).size === tags.length, "must not repeat a tag"),
	libraryNote: text.optional(),
	localOnly: z.literal(true, { error: "must be true, or left out" }).optional(),
});

const sentence = text.max(320, "must be at most 320 characters: a sentence or two");

const variant = z.strictObject({
	name: text.max(60, "must be a short name"),
	subtask: z.string().regex(KEBAB, "must be a kebab-case subtask type").optional(),
	description: sentence,
	input: text.max(240, "must be a short example"),
	output: text.max(240, "must be a short example"),
	model: hubIdSchema,
});

const reading = z.strictObject({
	title: text,
	url: z.url({ protocol: /^https$/, error: "must be an https address" }),
	source: text,
});

const uniqueBy =
	<T>(key: (item: T) => string, what: string) =>
	(items: T[], ctx: z.RefinementCtx) => {
		const seen = new Set<string>();
		items.forEach((item, index) => {
			const value = key(item);
			if (seen.has(value))
				ctx.addIssue({ code: "custom", path: [index], message: `repeats the ${what} ${value}` });
			seen.add(value);
		});
	};
const metric = z.strictObject({
	id: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/i, "must be a metric name such as accuracy or wer"),
	description: text,
});
const useCase = z.strictObject({ title: text, description: text });

const filename = z.string().regex(/^[a-z0-9][a-z0-9-]*\.(png|jpg|flac|wav)$/, "must be a media file name");

const chartPoint = z.strictObject({ label: text, score: z.number().min(0).max(1) });

const token = z.strictObject({
	start: z.number().int().min(0),
	end: z.number().int().min(1),
	type: text,
});

export const demoItemSchema = z.discriminatedUnion("type", [
	z.strictObject({ type: z.literal("text"), label: text, content: text }),
	z.strictObject({ type: z.literal("img"), filename }),
	z.strictObject({ type: z.literal("audio"), filename }),
	z.strictObject({ type: z.literal("chart"), data: z.array(chartPoint).min(1) }),
	z.strictObject({
		type: z.literal("tabular"),
		table: z
			.array(z.array(z.string()).min(1))
			.min(2, "needs a header row and at least one data row")
			.refine(
				(rows) => rows.every((row) => row.length === rows[0]?.length),
				"every row must have as many cells as the header",
			),
	}),
	z
		.strictObject({ type: z.literal("text-with-tokens"), text, tokens: z.array(token).min(1) })
		.superRefine((item, ctx) => {
			let previousEnd = 0;
			item.tokens.forEach((span, index) => {
				if (span.start < previousEnd || span.end <= span.start || span.end > item.text.length) {
					ctx.addIssue({
						code: "custom",
						path: ["tokens", index],
						message: `span ${span.start}-${span.end} must lie inside the text, after the previous span`,
					});
				}
				previousEnd = span.end;
			});
		}),
]);

export const pipelineEntrySchema = z.strictObject({
	key: z.string().regex(KEBAB, "must be a kebab-case task id"),
	name: text,
	modality: z.enum(MODALITIES),
	color: z.enum(TASK_COLORS),
	subtasks: z
		.array(z.strictObject({ type: z.string().regex(KEBAB, "must be a kebab-case subtask type"), name: text }))
		.min(1)
		.refine(
			(subtasks) => new Set(subtasks.map((s) => s.type)).size === subtasks.length,
			"subtask types must be unique",
		)
		.optional(),
	hideInModels: z.boolean().optional(),
	hideInDatasets: z.boolean().optional(),
});

const recordBase = {
	id: z.string(),
	label: text,
	libraries: z.array(z.string()),
	canonicalId: z.string().optional(),
};

export const documentedRecordSchema = z.strictObject({
	...recordBase,
	summary: text.refine((summary) => {
		const sentences = summary.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/).length;
		return sentences >= 2 && sentences <= 4;
	}, "must be 2 to 4 sentences"),
	useCases: z.array(useCase).min(2).max(5),
	models: uniqueById(recommendedModel).min(2),
	datasets: uniqueById(repo).min(1),
	spaces: uniqueById(repo),
	metrics: uniqueById(metric),
	demo: z.strictObject({ inputs: z.array(demoItemSchema).min(1), outputs: z.array(demoItemSchema).min(1) }),
	widgetModels: z.array(hubIdSchema),
	variants: z
		.array(variant)
		.min(2, "needs at least two variants, or none")
		.superRefine(uniqueBy((v) => v.name, "name"))
		.optional(),
	furtherReading: z
		.array(reading)
		.min(1, "needs at least one guide")
		.superRefine(uniqueBy((r) => r.url, "address")),
	youtubeId: z
		.string()
		.regex(/^[\w-]{11}$/, "must be an 11-character YouTube video id")
		.optional(),
	isPlaceholder: z.undefined({ error: "must be left out of a documented record" }).optional(),
});

const empty = z.array(z.never()).max(0, "must be empty for a placeholder");

export const placeholderRecordSchema = z.strictObject({
	...recordBase,
	summary: z.literal(""),
	useCases: empty,
	models: empty,
	datasets: empty,
	spaces: empty,
	metrics: empty,
	demo: z.strictObject({ inputs: empty, outputs: empty }),
	widgetModels: empty,
	furtherReading: empty,
	isPlaceholder: z.literal(true),
});

export const mediaEntrySchema = z.strictObject({ kind: z.enum(["img", "audio"]), description: text });

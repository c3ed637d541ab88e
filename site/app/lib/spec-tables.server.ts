import {
	CHAT_PAGES,
	getTaskSpec,
	isPipelineType,
	type JsonSchema,
	PIPELINE_TYPES,
	type PipelineType,
	type TaskSpec,
} from "@hubkit/tasks";
import { specTableDataPath } from "../components/spec-table/spec-calls.js";
import type {
	CallTables,
	SpecRow,
	SpecTableData,
	TaskApi,
} from "../components/spec-table/spec-table-data.js";

/**
 * The specifications a task page documents: the call its snippets make first. Chat pages' snippets
 * call chatCompletion, so it leads there; text generation also keeps its own textGeneration, the
 * raw pipeline call, second. The first specification's anchors are plain (`request-…`); later ones
 * carry their task id, so that no two rows of a page share an id.
 */
export function taskApi(id: PipelineType): TaskApi {
	const specs = [CHAT_PAGES.has(id) ? getTaskSpec("chat-completion") : undefined, getTaskSpec(id)].filter(
		(spec): spec is TaskSpec => spec !== undefined,
	);
	if (specs.length === 0) return { served: false };
	return {
		served: true,
		page: id,
		specs: specs.map((spec, index) => {
			const prefix = index === 0 ? "" : `${spec.task}-`;
			const responses = [specTable(spec.response, `${prefix}response`, spec.method, "response", "field")];
			if (spec.streamChunk) {
				responses.push(
					specTable(spec.streamChunk, `${prefix}stream`, `${spec.method}Stream`, "stream chunk", "field"),
				);
			}
			return {
				task: spec.task,
				request: specTable(spec.request, `${prefix}request`, spec.method, "request", "parameter"),
				responses,
			};
		}),
	};
}

/**
 * The tables of a call that a task page documents after its first, whose HTML carries only the first
 * call's: undefined for any other page or call (the first included), by own names only.
 */
export function laterCallTables(page: string, call: string): CallTables | undefined {
	if (!isPipelineType(page)) return undefined;
	const api = taskApi(page);
	return api.served ? api.specs.slice(1).find((spec) => spec.task === call) : undefined;
}

/** The static files with the tables of every task page's later calls, for the build to write. */
export function specTableDataPaths(): string[] {
	return PIPELINE_TYPES.flatMap((page) => {
		const api = taskApi(page);
		return api.served ? api.specs.slice(1).map((spec) => specTableDataPath(page, spec.task)) : [];
	});
}

/** A table of every field of `schema`, nested ones after their parent, ids starting with `idPrefix`. */
export function specTable(
	schema: JsonSchema,
	idPrefix: string,
	call: string,
	part: SpecTableData["part"],
	noun: SpecTableData["noun"],
): SpecTableData {
	const rows = childRows(schema, { path: "", ids: [idPrefix], depth: 0 });
	const seen = new Map<string, number>();
	for (const row of rows) {
		if (row.id === undefined) continue;
		// Names are free text in a schema: a clash (say `a.b_c` beside `a_b.c` after slugging) gets a counter.
		const count = (seen.get(row.id) ?? 0) + 1;
		seen.set(row.id, count);
		if (count > 1) row.id = `${row.id}-${count}`;
	}
	return {
		id: `${idPrefix}-table`,
		call,
		part,
		noun,
		type: typeLabel(schema),
		...(schema.description ? { description: schema.description } : {}),
		rows,
	};
}

interface Place {
	/** The path of the schema whose children are listed, e.g. `parameters` or `messages[]`. */
	path: string;
	/** Its anchor id, as segments. */
	ids: string[];
	depth: number;
}

/** The rows under a schema: an object's fields, a list's items, the shapes of a union. */
function childRows(schema: JsonSchema, place: Place): SpecRow[] {
	if (schema.oneOf) return unionRows(schema.oneOf, place);
	if (schema.type === "array" && schema.items) {
		const items = schema.items;
		const itemPlace = { ...place, path: `${place.path}[]` };
		const nested = childRows(items, itemPlace);
		if (nested.length > 0 || !items.description) return nested;
		// A list of plain values whose items are described: one row says what an item is.
		return [fieldRow(items, { ...itemPlace, ids: [...place.ids, "item"] }, "[]", false)];
	}
	const rows: SpecRow[] = [];
	const required = new Set(schema.required ?? []);
	for (const [name, field] of Object.entries(schema.properties ?? {})) {
		rows.push(...fieldRows(name, field, required.has(name), place));
	}
	if (typeof schema.additionalProperties === "object") {
		rows.push(...fieldRows("<key>", schema.additionalProperties, false, place, "key"));
	}
	return rows;
}

function fieldRows(name: string, field: JsonSchema, required: boolean, place: Place, idSegment = name) {
	const path = joinPath(place.path, name);
	const here = { path, ids: [...place.ids, slug(idSegment)], depth: place.depth + 1 };
	return [fieldRow(field, { ...here, depth: place.depth }, name, required), ...childRows(field, here)];
}

function fieldRow(schema: JsonSchema, place: Place, name: string, required: boolean): SpecRow {
	const union = schema.oneOf && !hasVariantRows(schema.oneOf);
	return {
		kind: "field",
		id: place.ids.join("-"),
		path: place.path,
		parent: place.path.slice(0, place.path.length - name.length),
		name,
		depth: place.depth,
		type: typeLabel(schema),
		constraints: [
			...constraints(schema),
			// A union shown on one line keeps its shapes' limits, each named by its shape.
			...(union
				? (schema.oneOf ?? []).flatMap((v) => constraints(v).map((c) => `${typeLabel(v)}: ${c}`))
				: []),
		],
		required,
		...(schema.default !== undefined ? { default: JSON.stringify(schema.default) } : {}),
		...(schema.description ? { description: schema.description } : {}),
		examples: scalarExamples(schema),
	};
}

/**
 * A union's shapes get rows of their own when they say more than their types: when a shape is
 * described, or when more than one has fields. A union with a single shape that has fields (text or
 * a list of parts) lists those fields directly under the field.
 */
function hasVariantRows(variants: readonly JsonSchema[]): boolean {
	const place = { path: "", ids: [], depth: 0 };
	return (
		variants.some((v) => v.description) || variants.filter((v) => childRows(v, place).length > 0).length > 1
	);
}

function unionRows(variants: readonly JsonSchema[], place: Place): SpecRow[] {
	if (!hasVariantRows(variants)) {
		const structured = variants.find((v) => childRows(v, place).length > 0);
		return structured ? childRows(structured, place) : [];
	}
	return variants.flatMap((variant, index) => {
		const key = discriminator(variant) ?? String(index + 1);
		const row: SpecRow = {
			kind: "variant",
			path: place.path,
			parent: "",
			name: `Option ${index + 1} of ${variants.length}`,
			depth: place.depth,
			type: typeLabel(variant),
			constraints: constraints(variant),
			required: false,
			...(variant.description ? { description: variant.description } : {}),
			examples: scalarExamples(variant),
		};
		return [row, ...childRows(variant, { ...place, ids: [...place.ids, slug(key)], depth: place.depth + 1 })];
	});
}

/** The value that tells an object shape from its siblings, such as `"json_schema"` for `type`. */
function discriminator(variant: JsonSchema): string | undefined {
	for (const field of Object.values(variant.properties ?? {})) {
		if (field.const !== undefined) return String(field.const);
	}
	return undefined;
}

/** A type as a reader (and a TypeScript user) writes it: `string | string[]`, `"low" | "high"`, `binary (image/*)`. */
export function typeLabel(schema: JsonSchema): string {
	if (schema.const !== undefined) return JSON.stringify(schema.const);
	if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
	if (schema.oneOf) return [...new Set(schema.oneOf.map(typeLabel))].join(" | ");
	switch (schema.type) {
		case "string":
			if (schema.format === "binary") {
				return schema.contentMediaType ? `binary (${schema.contentMediaType})` : "binary";
			}
			return schema.format === "uri" ? "string (URL)" : "string";
		case "array": {
			if (!schema.items) return "array";
			const item = typeLabel(schema.items);
			return item.includes(" | ") ? `(${item})[]` : `${item}[]`;
		}
		case undefined:
			return "any";
		default:
			return schema.type;
	}
}

/** Bounds, lengths and list sizes in words. */
export function constraints(schema: JsonSchema): string[] {
	const found: string[] = [];
	const low =
		schema.exclusiveMinimum !== undefined
			? { value: schema.exclusiveMinimum, before: "<", after: ">" }
			: schema.minimum !== undefined
				? { value: schema.minimum, before: "≤", after: "≥" }
				: undefined;
	const high =
		schema.exclusiveMaximum !== undefined
			? { value: schema.exclusiveMaximum, sign: "<" }
			: schema.maximum !== undefined
				? { value: schema.maximum, sign: "≤" }
				: undefined;
	if (low && high) found.push(`${low.value} ${low.before} x ${high.sign} ${high.value}`);
	else if (low) found.push(`x ${low.after} ${low.value}`);
	else if (high) found.push(`x ${high.sign} ${high.value}`);
	const length = sizeInWords(schema.minLength, schema.maxLength, "character");
	if (length) found.push(length);
	const items = sizeInWords(schema.minItems, schema.maxItems, "item");
	if (items) found.push(items);
	return found;
}

function sizeInWords(min: number | undefined, max: number | undefined, unit: string): string | undefined {
	const plural = (n: number) => `${n} ${unit}${n === 1 ? "" : "s"}`;
	if (min !== undefined && max !== undefined)
		return min === max ? `exactly ${plural(max)}` : `${min} to ${plural(max)}`;
	if (min !== undefined) return `at least ${plural(min)}`;
	if (max !== undefined) return `at most ${plural(max)}`;
	return undefined;
}

/** Examples worth a glance in a table cell: plain values, not whole objects. */
function scalarExamples(schema: JsonSchema): string[] {
	return (schema.examples ?? [])
		.filter((example) => example === null || typeof example !== "object")
		.map((example) => JSON.stringify(example));
}

function joinPath(parent: string, name: string): string {
	return parent === "" ? name : `${parent}.${name}`;
}

/** An id segment: names keep their letters, digits and underscores; anything else becomes a dash. */
function slug(name: string): string {
	return name.replace(/[^A-Za-z0-9_]+/g, "-").replace(/^-|-$/g, "") || "field";
}

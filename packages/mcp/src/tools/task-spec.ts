import {
	CHAT_PAGES,
	getExampleInput,
	getTaskSpec,
	type JsonSchema,
	TASK_SPECS,
	type TaskSpec,
} from "@hubkit/tasks";
import { codeBlock, inlineCode, refusal, type ToolAnswer, table } from "./markdown.js";

/** One field of a schema as a table row: where it sits, what it takes, what it means. */
interface FieldRow {
	path: string;
	type: string;
	required: boolean;
	schema: JsonSchema;
}

function typeOf(schema: JsonSchema): string {
	if (schema.oneOf) return schema.oneOf.map(typeOf).join(" or ");
	if (schema.const !== undefined) return JSON.stringify(schema.const);
	if (schema.type === "array") return `${schema.items ? typeOf(schema.items) : "value"}[]`;
	if (schema.format === "binary") return "binary";
	return schema.title ?? schema.type ?? "any";
}

/** The limits a field's schema sets: allowed values, bounds, lengths, media types. */
function limitsOf(schema: JsonSchema): string[] {
	const limits: string[] = [];
	if (schema.enum) limits.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`);
	if (schema.minimum !== undefined) limits.push(`≥ ${schema.minimum}`);
	if (schema.exclusiveMinimum !== undefined) limits.push(`> ${schema.exclusiveMinimum}`);
	if (schema.maximum !== undefined) limits.push(`≤ ${schema.maximum}`);
	if (schema.exclusiveMaximum !== undefined) limits.push(`< ${schema.exclusiveMaximum}`);
	if (schema.minLength !== undefined) limits.push(`at least ${schema.minLength} characters`);
	if (schema.maxLength !== undefined) limits.push(`at most ${schema.maxLength} characters`);
	if (schema.minItems !== undefined) limits.push(`at least ${schema.minItems} items`);
	if (schema.maxItems !== undefined) limits.push(`at most ${schema.maxItems} items`);
	if (schema.contentMediaType) limits.push(schema.contentMediaType);
	return limits;
}

/** How deep nested fields are listed: the specs' objects nest three or four levels, a loop never ends. */
const MAX_DEPTH = 6;

/** Every field under a schema, each nested field after its parent (`parameters.top_k`, `messages[].role`). */
function fieldRows(schema: JsonSchema, path: string, depth = 0): FieldRow[] {
	if (depth > MAX_DEPTH) return [];
	if (schema.type === "array" && schema.items) return fieldRows(schema.items, `${path}[]`, depth + 1);
	const rows: FieldRow[] = [];
	for (const [index, variant] of (schema.oneOf ?? []).entries())
		rows.push(
			...fieldRows(
				variant,
				schema.oneOf && schema.oneOf.length > 1 ? `${path} (shape ${index + 1})` : path,
				depth + 1,
			),
		);
	const required = new Set(schema.required ?? []);
	for (const [name, field] of Object.entries(schema.properties ?? {})) {
		const at = path ? `${path}.${name}` : name;
		rows.push({ path: at, type: typeOf(field), required: required.has(name), schema: field });
		rows.push(...fieldRows(field, at, depth + 1));
	}
	return rows;
}

function fieldTable(schema: JsonSchema): string {
	const rows = fieldRows(schema, "");
	if (rows.length === 0)
		return `A ${inlineCode(typeOf(schema))}${schema.description ? `: ${schema.description}` : "."}`;
	return table(
		["Field", "Type", "Required", "Default", "Limits", "Description"],
		rows.map((row) => [
			inlineCode(row.path),
			row.type,
			row.required ? "yes" : "no",
			row.schema.default !== undefined ? inlineCode(JSON.stringify(row.schema.default)) : "",
			limitsOf(row.schema).join("; "),
			row.schema.description ?? "",
		]),
	);
}

function specSection(spec: TaskSpec, example: unknown): string {
	const parts = [
		`## ${spec.task}: ${inlineCode(`client.${spec.method}()`)}`,
		"",
		"### Request",
		"",
		fieldTable(spec.request),
		"",
		"### Response",
		"",
		...(spec.response.description ? [spec.response.description, ""] : []),
		fieldTable(spec.response),
	];
	if (spec.streamChunk)
		parts.push(
			"",
			`### Stream chunk (${inlineCode(`client.${spec.method}Stream()`)})`,
			"",
			fieldTable(spec.streamChunk),
		);
	if (example !== undefined)
		parts.push("", "### Example request", "", codeBlock(JSON.stringify(example, null, 2), "json"));
	return parts.join("\n");
}

/**
 * The answer to `task_spec`: the request and response of a task as the specification tables give
 * them (every field with type, requirement, default, limits and description) and the task's example
 * input. A chat page's task (text generation, vision chat) leads with chat completion, as its page does.
 */
export function taskSpecAnswer(task: string): ToolAnswer {
	const specs = [CHAT_PAGES.has(task) ? getTaskSpec("chat-completion") : undefined, getTaskSpec(task)].filter(
		(spec): spec is TaskSpec => spec !== undefined,
	);
	if (specs.length === 0)
		return refusal(
			`No specification for ${JSON.stringify(task)}: the client serves these tasks: ${Object.keys(TASK_SPECS).join(", ")}.`,
		);
	return {
		text: [`# ${task}`, "", ...specs.map((spec) => specSection(spec, getExampleInput(spec.task)))]
			.join("\n\n")
			.replace(/\n{3,}/g, "\n\n"),
	};
}

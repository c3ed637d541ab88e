import type { Issue } from "../../errors/emulator-error.js";
import {
	badValue,
	checkFields,
	type FieldRule,
	isObject,
	missing,
	wrongType,
} from "../../validation/fields.js";

/**
 * The body of `POST /v1/responses` as the router checks it: huggingface/responses.js src/schemas.ts
 * at c45d4e4b (`createResponseParamsSchema`), with the field names and limits of OpenAI's
 * `ResponseCreateParams` (openai npm 6.30.1, resources/responses/responses.d.ts). Unknown fields
 * pass, as the router's schema drops them. Two refusals are the emulator's own, each saying so:
 * MCP tools and MCP items (the router connects to the server named; the emulator reaches no
 * network), and a `tool_choice` naming a function the request does not declare (which the model
 * behind the router refuses).
 */

const ROLES = ["user", "assistant", "system", "developer"] as const;
const ITEM_STATUSES = ["in_progress", "completed", "incomplete"] as const;
const MCP_ITEMS = ["mcp_list_tools", "mcp_approval_request", "mcp_approval_response", "mcp_call"];
/** `text.format.name`, as OpenAI documents it and the router checks it. */
const FORMAT_NAME = /^[a-zA-Z0-9_-]+$/;

const TOP_RULES: FieldRule[] = [
	{ key: "model", kind: "string", required: true, nonEmpty: true },
	{ key: "instructions", kind: "string" },
	{ key: "max_output_tokens", kind: "integer", min: 0 },
	{ key: "stream", kind: "boolean" },
	{ key: "temperature", kind: "number", min: 0, max: 2 },
	{ key: "top_p", kind: "number", min: 0, max: 1 },
	{
		key: "reasoning",
		kind: "object",
		fields: [
			{ key: "effort", kind: "string", oneOf: ["low", "medium", "high"] },
			{ key: "summary", kind: "string", oneOf: ["auto", "concise", "detailed"] },
		],
	},
	{ key: "metadata", kind: "object", each: { kind: "string", maxLength: 512 } },
	{ key: "tools", kind: "array", each: { kind: "object" } },
	{ key: "text", kind: "object", fields: [{ key: "format", kind: "object", required: true }] },
];

const FUNCTION_CALL_RULES: FieldRule[] = [
	{ key: "call_id", kind: "string", required: true },
	{ key: "name", kind: "string", required: true },
	{ key: "arguments", kind: "string", required: true },
	{ key: "id", kind: "string" },
	{ key: "status", kind: "string", oneOf: ITEM_STATUSES },
];

const FUNCTION_OUTPUT_RULES: FieldRule[] = [
	{ key: "call_id", kind: "string", required: true },
	{ key: "output", kind: "string", required: true },
	{ key: "id", kind: "string" },
	{ key: "status", kind: "string", oneOf: ITEM_STATUSES },
];

const FUNCTION_TOOL_RULES: FieldRule[] = [
	{ key: "name", kind: "string", required: true, nonEmpty: true, maxLength: 64 },
	{ key: "parameters", kind: "object", required: true },
	{ key: "strict", kind: "boolean" },
	{ key: "description", kind: "string" },
];

const JSON_SCHEMA_RULES: FieldRule[] = [
	{ key: "name", kind: "string", required: true, maxLength: 64 },
	{ key: "schema", kind: "object", required: true },
	{ key: "strict", kind: "boolean" },
	{ key: "description", kind: "string" },
];

/** The parts each role's content may hold: what a caller writes, and for the assistant what it said. */
function partRules(type: unknown, role: string): FieldRule[] | undefined {
	if (type === "input_text") return [{ key: "text", kind: "string", required: true }];
	if (type === "input_image") return [{ key: "image_url", kind: "string", required: true }];
	if (role !== "assistant") return undefined;
	if (type === "output_text") return [{ key: "text", kind: "string", required: true }];
	if (type === "refusal") return [{ key: "refusal", kind: "string", required: true }];
	return undefined;
}

function checkContent(content: unknown, role: string, path: Array<string | number>): Issue[] {
	if (typeof content === "string") return [];
	if (!Array.isArray(content)) return [wrongType(path, "a string or an array of content parts", content)];
	return content.flatMap((part, index): Issue[] => {
		const partPath = [...path, index];
		if (!isObject(part)) return [wrongType(partPath, "an object", part)];
		const rules = partRules(part.type, role);
		if (!rules) {
			const allowed =
				role === "assistant"
					? "'input_text', 'input_image', 'output_text', 'refusal'"
					: "'input_text', 'input_image'";
			return [
				badValue(
					[...partPath, "type"],
					`expected one of ${allowed} for a ${role} message, got '${String(part.type)}'.`,
				),
			];
		}
		return checkFields(part, rules, partPath);
	});
}

function checkItem(item: unknown, index: number): Issue[] {
	const path = ["input", index];
	if (!isObject(item)) return [wrongType(path, "an object", item)];
	const type = item.type ?? "message";
	if (type === "function_call") return checkFields(item, FUNCTION_CALL_RULES, path);
	if (type === "function_call_output") return checkFields(item, FUNCTION_OUTPUT_RULES, path);
	if (typeof type === "string" && MCP_ITEMS.includes(type)) {
		return [
			badValue([...path, "type"], `'${type}' items are not emulated: the emulator runs no MCP server.`),
		];
	}
	if (type !== "message") {
		return [
			badValue(
				[...path, "type"],
				`expected one of 'message', 'function_call', 'function_call_output', got '${String(type)}'.`,
			),
		];
	}
	const role = item.role;
	if (role === undefined) return [missing([...path, "role"])];
	if (typeof role !== "string" || !ROLES.includes(role as (typeof ROLES)[number])) {
		return [
			badValue(
				[...path, "role"],
				`expected one of ${ROLES.map((r) => `'${r}'`).join(", ")}, got '${String(role)}'.`,
			),
		];
	}
	if (item.content === undefined) return [missing([...path, "content"])];
	return [
		...checkFields(item, [{ key: "status", kind: "string", oneOf: ITEM_STATUSES }], path),
		...checkContent(item.content, role, [...path, "content"]),
	];
}

function checkInput(body: Record<string, unknown>): Issue[] {
	const input = body.input;
	if (input === undefined || input === null) return [missing(["input"])];
	if (typeof input === "string") return [];
	if (!Array.isArray(input)) return [wrongType(["input"], "a string or an array of input items", input)];
	if (input.length === 0) return [badValue(["input"], "it must not be empty.")];
	return input.flatMap(checkItem);
}

function checkTool(tool: Record<string, unknown>, index: number): Issue[] {
	const path = ["tools", index];
	if (tool.type === "function") return checkFields(tool, FUNCTION_TOOL_RULES, path);
	if (tool.type === "mcp") {
		return [badValue([...path, "type"], "'mcp' tools are not emulated: the emulator runs no MCP server.")];
	}
	return [badValue([...path, "type"], `expected 'function' or 'mcp', got '${String(tool.type)}'.`)];
}

function functionNames(body: Record<string, unknown>): string[] {
	const tools = Array.isArray(body.tools) ? body.tools.filter(isObject) : [];
	return tools.filter((tool) => tool.type === "function").map((tool) => String(tool.name));
}

function checkToolChoice(body: Record<string, unknown>): Issue[] {
	const choice = body.tool_choice;
	if (choice === undefined || choice === null) return [];
	if (typeof choice === "string") {
		if (!["auto", "none", "required"].includes(choice)) {
			return [
				badValue(
					["tool_choice"],
					`expected 'auto', 'none', 'required' or {type: 'function', name}, got '${choice}'.`,
				),
			];
		}
		return choice === "required" && functionNames(body).length === 0
			? [badValue(["tool_choice"], "'required' needs at least one function in 'tools'.")]
			: [];
	}
	if (!isObject(choice) || choice.type !== "function" || typeof choice.name !== "string") {
		return [badValue(["tool_choice"], "expected 'auto', 'none', 'required' or {type: 'function', name}.")];
	}
	return functionNames(body).includes(choice.name)
		? []
		: [badValue(["tool_choice", "name"], `no function named '${choice.name}' is in 'tools'.`)];
}

function checkFormat(body: Record<string, unknown>): Issue[] {
	const format = isObject(body.text) ? body.text.format : undefined;
	if (!isObject(format)) return [];
	const path = ["text", "format"];
	if (format.type === "text" || format.type === "json_object") return [];
	if (format.type !== "json_schema") {
		return [
			badValue(
				[...path, "type"],
				`expected one of 'text', 'json_object', 'json_schema', got '${String(format.type)}'.`,
			),
		];
	}
	const issues = checkFields(format, JSON_SCHEMA_RULES, path);
	if (typeof format.name === "string" && !FORMAT_NAME.test(format.name)) {
		issues.push(badValue([...path, "name"], "only letters, digits, underscores and dashes are allowed."));
	}
	return issues;
}

function checkMetadata(body: Record<string, unknown>): Issue[] {
	const metadata = body.metadata;
	if (!isObject(metadata)) return [];
	const keys = Object.keys(metadata);
	const issues: Issue[] = [];
	if (keys.length > 16)
		issues.push(badValue(["metadata"], `at most 16 keys are allowed, but got ${keys.length}.`));
	for (const key of keys) {
		if (key.length > 64)
			issues.push(badValue(["metadata"], `a key may have at most 64 characters, but one has ${key.length}.`));
	}
	return issues;
}

/** Every problem of a Responses body; none for a body the router accepts. */
export function checkResponsesBody(body: Record<string, unknown>): Issue[] {
	const issues = checkFields(body, TOP_RULES);
	const tools = Array.isArray(body.tools) ? body.tools : [];
	return [
		...issues,
		...checkInput(body),
		...tools.flatMap((tool, index) => (isObject(tool) ? checkTool(tool, index) : [])),
		...checkToolChoice(body),
		...checkFormat(body),
		...checkMetadata(body),
	];
}

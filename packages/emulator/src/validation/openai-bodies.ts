import type { Issue } from "../errors/emulator-error.js";
import { badValue, checkFields, type FieldRule, isObject, missing, wrongType } from "./fields.js";

/** Bodies of the OpenAI-compatible endpoints: chat completions, text completions and embeddings. */

// The roles of the chat specification; developer is OpenAI's newer name for system.
const ROLES = ["system", "developer", "user", "assistant", "tool"] as const;
const PART_TYPES = ["text", "image_url", "input_audio"] as const;

const DETAILS = ["auto", "low", "high"] as const;
const AUDIO_RULES: FieldRule[] = [
	{ key: "data", kind: "string", required: true },
	{ key: "format", kind: "string", required: true, oneOf: ["wav", "mp3"] },
];

const FUNCTION_TYPE = { key: "type", kind: "string", required: true, oneOf: ["function"] } as const;

/** A tool call an assistant turn carries back. */
const TOOL_CALL_RULES: FieldRule[] = [
	{ key: "id", kind: "string", required: true },
	FUNCTION_TYPE,
	{
		key: "function",
		kind: "object",
		required: true,
		fields: [
			{ key: "name", kind: "string", required: true },
			// A JSON text for most providers, or the parsed object.
			{ key: "arguments", kind: "string-or-object", required: true },
		],
	},
];

const MESSAGE_RULES: FieldRule[] = [
	{ key: "name", kind: "string" },
	{ key: "tool_call_id", kind: "string" },
	{ key: "tool_calls", kind: "array", each: { kind: "object", fields: TOOL_CALL_RULES } },
];

const TOOL_RULES: FieldRule[] = [
	FUNCTION_TYPE,
	{
		key: "function",
		kind: "object",
		required: true,
		fields: [
			{ key: "name", kind: "string", required: true, maxLength: 64 },
			{ key: "description", kind: "string" },
			{ key: "parameters", kind: "object" },
			{ key: "strict", kind: "boolean" },
		],
	},
];

const SAMPLING_RULES: FieldRule[] = [
	{ key: "model", kind: "string", required: true, nonEmpty: true },
	{ key: "max_tokens", kind: "integer", min: 1 },
	{ key: "temperature", kind: "number", min: 0, max: 2 },
	{ key: "top_p", kind: "number", above: 0, max: 1 },
	{ key: "stream", kind: "boolean" },
	// The specification sets no upper bound; 128 is OpenAI's, and keeps an answer's size bounded.
	{ key: "n", kind: "integer", min: 1, max: 128 },
	{ key: "seed", kind: "integer" },
	{ key: "stop", kind: "string-or-strings" },
	{ key: "frequency_penalty", kind: "number", min: -2, max: 2 },
	{ key: "presence_penalty", kind: "number", min: -2, max: 2 },
	{ key: "stream_options", kind: "object", fields: [{ key: "include_usage", kind: "boolean" }] },
];

const CHAT_RULES: FieldRule[] = [
	...SAMPLING_RULES,
	{ key: "messages", kind: "array", required: true, nonEmpty: true },
	{ key: "max_completion_tokens", kind: "integer", min: 1 },
	{ key: "logprobs", kind: "boolean" },
	{ key: "top_logprobs", kind: "integer", min: 0, max: 20 },
	{ key: "tools", kind: "array", each: { kind: "object", fields: TOOL_RULES } },
	{ key: "response_format", kind: "object" },
	{ key: "logit_bias", kind: "object", each: { kind: "number", min: -100, max: 100 } },
	{ key: "tool_prompt", kind: "string" },
	{ key: "reasoning_effort", kind: "string" },
];

const COMPLETION_RULES: FieldRule[] = [
	...SAMPLING_RULES,
	{ key: "prompt", kind: "string-or-strings", required: true },
	{ key: "echo", kind: "boolean" },
];

const EMBEDDING_RULES: FieldRule[] = [
	{ key: "model", kind: "string", required: true, nonEmpty: true },
	{ key: "input", kind: "string-or-strings", required: true, nonEmpty: true },
	{ key: "encoding_format", kind: "string", oneOf: ["float", "base64"] },
	{ key: "dimensions", kind: "integer", min: 1 },
];

function quoteList(items: readonly string[]): string {
	return items.map((item) => `'${item}'`).join(", ");
}

function checkContent(content: unknown, path: Array<string | number>): Issue[] {
	if (typeof content === "string") return [];
	if (!Array.isArray(content)) return [wrongType(path, "a string or an array of content parts", content)];
	return content.flatMap((part, j): Issue[] => {
		const partPath = [...path, j];
		if (!isObject(part)) return [wrongType(partPath, "an object", part)];
		if (!PART_TYPES.includes(part.type as (typeof PART_TYPES)[number])) {
			return [
				badValue(
					[...partPath, "type"],
					`expected one of ${quoteList(PART_TYPES)}, got '${String(part.type)}'.`,
				),
			];
		}
		if (part.type === "text" && typeof part.text !== "string")
			return [wrongType([...partPath, "text"], "a string", part.text)];
		if (part.type === "image_url" && !(isObject(part.image_url) && typeof part.image_url.url === "string")) {
			return [
				wrongType(
					[...partPath, "image_url", "url"],
					"a string",
					isObject(part.image_url) ? part.image_url.url : undefined,
				),
			];
		}
		if (part.type === "image_url" && isObject(part.image_url)) {
			return checkFields(
				part.image_url,
				[{ key: "detail", kind: "string", oneOf: DETAILS }],
				[...partPath, "image_url"],
			);
		}
		if (part.type === "input_audio") {
			const audio = isObject(part.input_audio) ? part.input_audio : {};
			return checkFields(audio, AUDIO_RULES, [...partPath, "input_audio"]);
		}
		return [];
	});
}

function checkMessage(message: unknown, index: number): Issue[] {
	const path = ["messages", index];
	if (!isObject(message)) return [wrongType(path, "an object", message)];
	const role = message.role;
	if (role === undefined) return [missing([...path, "role"])];
	if (typeof role !== "string") return [wrongType([...path, "role"], "a string", role)];
	if (!ROLES.includes(role as (typeof ROLES)[number])) {
		return [badValue([...path, "role"], `'${role}' is not one of ${quoteList(ROLES)}.`)];
	}
	const issues = checkFields(message, MESSAGE_RULES, path);
	const toolCalls =
		role === "assistant" && Array.isArray(message.tool_calls) && message.tool_calls.length > 0;
	if (message.content === undefined || message.content === null) {
		if (!toolCalls) issues.push(missing([...path, "content"]));
	} else {
		issues.push(...checkContent(message.content, [...path, "content"]));
	}
	if (role === "tool" && message.tool_call_id === undefined) issues.push(missing([...path, "tool_call_id"]));
	return issues;
}

function checkTools(body: Record<string, unknown>): Issue[] {
	const issues: Issue[] = [];
	const choice = body.tool_choice;
	if (choice !== undefined && choice !== null) {
		const named = isObject(choice) && isObject(choice.function) && typeof choice.function.name === "string";
		if (!(named || (typeof choice === "string" && ["none", "auto", "required"].includes(choice)))) {
			issues.push(
				badValue(
					["tool_choice"],
					"expected 'none', 'auto', 'required' or {type: 'function', function: {name}}.",
				),
			);
		}
	}
	return issues;
}

function checkResponseFormat(body: Record<string, unknown>): Issue[] {
	const format = body.response_format;
	if (!isObject(format)) return [];
	const types = ["text", "json_object", "json_schema"];
	if (typeof format.type !== "string" || !types.includes(format.type)) {
		return [
			badValue(
				["response_format", "type"],
				`expected one of ${quoteList(types)}, got '${String(format.type)}'.`,
			),
		];
	}
	if (format.type !== "json_schema") return [];
	const path = ["response_format", "json_schema"];
	if (format.json_schema === undefined) return [missing(path)];
	if (!isObject(format.json_schema)) return [wrongType(path, "an object", format.json_schema)];
	return checkFields(
		format.json_schema,
		[{ key: "name", kind: "string", required: true, nonEmpty: true, maxLength: 64 }],
		path,
	);
}

/** Up to four stop sequences, as the specification (and OpenAI) allow. */
function checkStop(body: Record<string, unknown>): Issue[] {
	return Array.isArray(body.stop) && body.stop.length > 4
		? [badValue(["stop"], `at most 4 stop sequences are allowed, but got ${body.stop.length}.`)]
		: [];
}

export function checkChatBody(body: Record<string, unknown>): Issue[] {
	const issues = checkFields(body, CHAT_RULES);
	if (Array.isArray(body.messages)) issues.push(...body.messages.flatMap(checkMessage));
	return [...issues, ...checkStop(body), ...checkTools(body), ...checkResponseFormat(body)];
}

export function checkCompletionBody(body: Record<string, unknown>): Issue[] {
	return checkFields(body, COMPLETION_RULES);
}

export function checkEmbeddingBody(body: Record<string, unknown>): Issue[] {
	return checkFields(body, EMBEDDING_RULES);
}

import { isObject } from "../validation/fields.js";
import { timeOf } from "./seed.js";
import { chatReplyText, contentText, countTokens, lead, streamPieces } from "./text.js";
import {
	type Body,
	generationSeed,
	messagesOf,
	promptTokens,
	tokenLimit,
	truncate,
	usage,
} from "./token-budget.js";

/** Chat completions in the OpenAI shape, whole or as stream chunks, derived from the request body. */

interface ToolCall {
	id: string;
	type: "function";
	function: { name: string; arguments: string };
}

interface Outcome {
	content: string | null;
	toolCalls?: ToolCall[];
	finishReason: "stop" | "length" | "tool_calls";
	completionTokens: number;
}

/** A value of the JSON-schema type `schema` describes, filled from the reply. */
function sample(schema: unknown, text: string): unknown {
	if (!isObject(schema)) return text;
	if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
	switch (schema.type) {
		case "object": {
			const properties = isObject(schema.properties) ? schema.properties : {};
			return Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, sample(value, text)]));
		}
		case "array":
			return [];
		case "integer":
		case "number":
			return 1;
		case "boolean":
			return true;
		default:
			return text;
	}
}

function jsonContent(body: Body, text: string): string | undefined {
	const format = body.response_format;
	if (!isObject(format)) return undefined;
	if (format.type === "json_object") return JSON.stringify({ answer: text });
	if (format.type !== "json_schema") return undefined;
	// OpenAI nests the schema under json_schema.schema; Together takes it at the top level.
	const schema = isObject(format.json_schema) ? format.json_schema.schema : format.schema;
	return JSON.stringify(
		sample(schema ?? { type: "object", properties: { answer: { type: "string" } } }, text),
	);
}

/** The tool the model "decides" to call: a forced one, else the first when the user spoke last. */
function plannedTool(body: Body): Body | undefined {
	const tools = Array.isArray(body.tools) ? body.tools.filter(isObject) : [];
	const choice = body.tool_choice;
	if (tools.length === 0 || choice === "none") return undefined;
	const named = isObject(choice) && isObject(choice.function) ? choice.function.name : undefined;
	if (named !== undefined)
		return tools.find((tool) => isObject(tool.function) && tool.function.name === named);
	const last = messagesOf(body).at(-1);
	return choice === "required" || last?.role === "user" ? tools[0] : undefined;
}

function toolCall(tool: Body, prompt: string, seed: string): ToolCall {
	const fn = isObject(tool.function) ? tool.function : {};
	const parameters = isObject(fn.parameters) ? fn.parameters : {};
	const properties = isObject(parameters.properties) ? parameters.properties : {};
	const required = Array.isArray(parameters.required) ? parameters.required : Object.keys(properties);
	const args = Object.fromEntries(
		required
			.filter((key) => typeof key === "string")
			.map((key) => [key, sample(properties[key], lead(prompt, 4))]),
	);
	return {
		id: `call_${seed.slice(0, 12)}`,
		type: "function",
		function: { name: String(fn.name ?? "tool"), arguments: JSON.stringify(args) },
	};
}

function lastUserText(body: Body): string {
	const messages = messagesOf(body);
	const last = [...messages].reverse().find((m) => m.role === "user") ?? messages.at(-1);
	return contentText(last?.content);
}

function chatOutcome(body: Body, model: string, seed: string): Outcome {
	const prompt = lastUserText(body);
	const tool = plannedTool(body);
	if (tool) {
		const call = toolCall(tool, prompt, seed);
		const tokens = countTokens(`${call.function.name} ${call.function.arguments}`);
		return { content: null, toolCalls: [call], finishReason: "tool_calls", completionTokens: tokens };
	}
	const last = messagesOf(body).at(-1);
	const reply =
		last?.role === "tool"
			? `Based on the tool result ("${lead(contentText(last.content), 10)}"), here is the answer.`
			: chatReplyText(prompt, model, seed);
	const json = jsonContent(body, reply);
	const { text, cut } = truncate(json ?? reply, json ? undefined : tokenLimit(body));
	return { content: text, finishReason: cut ? "length" : "stop", completionTokens: countTokens(text) };
}

function choiceCount(body: Body): number {
	return typeof body.n === "number" ? body.n : 1;
}

export function chatCompletion(body: Body, model: string): Body {
	const seed = generationSeed("chat", body);
	const outcome = chatOutcome(body, model, seed);
	const count = choiceCount(body);
	return {
		id: `chatcmpl-${seed}`,
		object: "chat.completion",
		created: timeOf(seed),
		model,
		system_fingerprint: `fp_${seed.slice(0, 10)}`,
		choices: Array.from({ length: count }, (_, index) => ({
			index,
			message: {
				role: "assistant",
				content: outcome.content,
				...(outcome.toolCalls ? { tool_calls: outcome.toolCalls } : {}),
			},
			logprobs: null,
			finish_reason: outcome.finishReason,
		})),
		usage: usage(promptTokens(body), outcome.completionTokens * count),
	};
}

/** The `data:` payloads of a chat stream, ending with `[DONE]`. */
export function chatCompletionEvents(body: Body, model: string): string[] {
	const seed = generationSeed("chat", body);
	const outcome = chatOutcome(body, model, seed);
	const base = {
		id: `chatcmpl-${seed}`,
		object: "chat.completion.chunk",
		created: timeOf(seed),
		model,
		system_fingerprint: `fp_${seed.slice(0, 10)}`,
	};
	const chunk = (delta: Body, finishReason: string | null = null, extra: Body = {}) =>
		JSON.stringify({
			...base,
			choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
			...extra,
		});
	const deltas = outcome.toolCalls
		? [{ tool_calls: outcome.toolCalls.map((call, index) => ({ index, ...call })) }]
		: streamPieces(outcome.content ?? "").map((piece) => ({ content: piece }));
	return [
		chunk({ role: "assistant", content: "" }),
		...deltas.map((delta) => chunk(delta)),
		chunk({}, outcome.finishReason, { usage: usage(promptTokens(body), outcome.completionTokens) }),
		"[DONE]",
	];
}

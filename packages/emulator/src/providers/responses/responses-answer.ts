import { chatCompletion } from "../../answers/chat-completion.js";
import { timeOf } from "../../answers/seed.js";
import { streamPieces } from "../../answers/text.js";
import { generationSeed } from "../../answers/token-budget.js";
import { isObject } from "../../validation/fields.js";

/**
 * The router's answers on `/v1/responses`, as huggingface/responses.js src/routes/responses.ts at
 * 0ffaa6b8 makes them: the request is turned into a chat completion (instructions as a system
 * message, items as messages, functions as chat tools, `text.format` as `response_format`,
 * `max_output_tokens` as `max_tokens`), whose reply becomes the output items. The answer has the
 * fields that router sets (not OpenAI's `output_text`, `parallel_tool_calls` or
 * `incomplete_details`); streamed, the same answer comes as the events it sends, in its order, each
 * with its `sequence_number`, with the fields OpenAI's event types require (openai npm 6.30.1).
 */

type Body = Record<string, unknown>;

/** A message part of the Responses API as a chat content part. */
function chatPart(part: Body): Body | undefined {
	if (part.type === "input_text" || part.type === "output_text") return { type: "text", text: part.text };
	if (part.type === "input_image") return { type: "image_url", image_url: { url: part.image_url } };
	return undefined;
}

function chatMessage(item: Body): Body {
	if (item.type === "function_call") {
		return {
			role: "assistant",
			content: null,
			tool_calls: [
				{ id: item.call_id, type: "function", function: { name: item.name, arguments: item.arguments } },
			],
		};
	}
	if (item.type === "function_call_output")
		return { role: "tool", tool_call_id: item.call_id, content: item.output };
	const content = Array.isArray(item.content)
		? item.content.filter(isObject).flatMap((part) => chatPart(part) ?? [])
		: item.content;
	return { role: item.role, content };
}

/** The chat completion the router asks the chosen provider for. */
export function chatBodyOf(body: Body, providerModel: string): Body {
	const messages: Body[] =
		typeof body.instructions === "string" ? [{ role: "system", content: body.instructions }] : [];
	if (typeof body.input === "string") messages.push({ role: "user", content: body.input });
	else if (Array.isArray(body.input)) messages.push(...body.input.filter(isObject).map(chatMessage));
	const tools = (Array.isArray(body.tools) ? body.tools.filter(isObject) : []).map((tool) => ({
		type: "function",
		function: {
			name: tool.name,
			description: tool.description,
			parameters: tool.parameters,
			strict: tool.strict,
		},
	}));
	const choice = body.tool_choice;
	const format = isObject(body.text) && isObject(body.text.format) ? body.text.format : undefined;
	return {
		model: providerModel,
		messages,
		...(tools.length > 0 ? { tools } : {}),
		...(typeof choice === "string" ? { tool_choice: choice } : {}),
		...(isObject(choice) ? { tool_choice: { type: "function", function: { name: choice.name } } } : {}),
		...(format && format.type !== "text"
			? {
					response_format: {
						type: format.type,
						...(format.type === "json_schema" ? { json_schema: format } : {}),
					},
				}
			: {}),
		...(typeof body.max_output_tokens === "number" ? { max_tokens: body.max_output_tokens } : {}),
	};
}

interface ChatReply {
	content: string | null;
	toolCalls: Array<{ id: string; function: { name: string; arguments: string } }>;
	usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

function chatReply(body: Body, providerModel: string): ChatReply {
	const completion = chatCompletion(chatBodyOf(body, providerModel), providerModel) as {
		choices: Array<{ message: { content: string | null; tool_calls?: ChatReply["toolCalls"] } }>;
		usage: ChatReply["usage"];
	};
	const message = completion.choices[0]?.message;
	return { content: message?.content ?? null, toolCalls: message?.tool_calls ?? [], usage: completion.usage };
}

/** The answer's fields other than its output, status and usage, as the router echoes the request. */
function envelope(body: Body, seed: string): Body {
	return {
		id: `resp_${seed.slice(0, 24)}`,
		object: "response",
		created_at: timeOf(seed),
		error: null,
		instructions: body.instructions ?? null,
		max_output_tokens: body.max_output_tokens ?? null,
		metadata: body.metadata ?? null,
		model: body.model,
		...(body.text !== undefined ? { text: body.text } : {}),
		tool_choice: body.tool_choice ?? "auto",
		tools: Array.isArray(body.tools) ? body.tools.map((tool) => ({ strict: true, ...tool })) : [],
		temperature: body.temperature ?? 1,
		top_p: body.top_p ?? 1,
	};
}

function usageOf(reply: ChatReply | undefined): Body {
	const input = reply?.usage.prompt_tokens ?? 0;
	const output = reply?.usage.completion_tokens ?? 0;
	return {
		input_tokens: input,
		input_tokens_details: { cached_tokens: 0 },
		output_tokens: output,
		output_tokens_details: { reasoning_tokens: 0 },
		total_tokens: input + output,
	};
}

type Item = Body & { id: string };

/** The output items, finished: the message (when there is text) or the function calls. */
function outputItems(reply: ChatReply, seed: string): Item[] {
	if (reply.toolCalls.length > 0) {
		return reply.toolCalls.map((call, index) => ({
			id: `fc_${seed.slice(0, 20)}${index}`,
			type: "function_call",
			status: "completed",
			call_id: call.id,
			name: call.function.name,
			arguments: call.function.arguments,
		}));
	}
	if (!reply.content) return [];
	return [
		{
			id: `msg_${seed.slice(0, 24)}`,
			type: "message",
			role: "assistant",
			status: "completed",
			content: [{ type: "output_text", text: reply.content, annotations: [] }],
		},
	];
}

/** The whole answer, for `stream: false`. */
export function responseObject(body: Body, providerModel: string): Body {
	const seed = generationSeed("responses", body);
	const reply = chatReply(body, providerModel);
	return {
		...envelope(body, seed),
		status: "completed",
		output: outputItems(reply, seed),
		usage: usageOf(reply),
	};
}

/** The events of one finished output item, from its `output_item.added` to its `output_item.done`. */
function itemEvents(item: Item, index: number): Body[] {
	const at = { item_id: item.id, output_index: index };
	if (item.type === "function_call") {
		const args = String(item.arguments);
		return [
			{
				type: "response.output_item.added",
				output_index: index,
				item: { ...item, arguments: "", status: "in_progress" },
			},
			...streamPieces(args, 1).map((delta) => ({
				type: "response.function_call_arguments.delta",
				...at,
				delta,
			})),
			{ type: "response.function_call_arguments.done", ...at, name: item.name, arguments: args },
			{ type: "response.output_item.done", output_index: index, item },
		];
	}
	const part = (item.content as Body[])[0] as Body & { text: string };
	const partAt = { ...at, content_index: 0 };
	return [
		{
			type: "response.output_item.added",
			output_index: index,
			item: { ...item, status: "in_progress", content: [] },
		},
		{ type: "response.content_part.added", ...partAt, part: { ...part, text: "" } },
		...streamPieces(part.text).map((delta) => ({
			type: "response.output_text.delta",
			...partAt,
			delta,
			logprobs: [],
		})),
		{ type: "response.output_text.done", ...partAt, text: part.text, logprobs: [] },
		{ type: "response.content_part.done", ...partAt, part },
		{ type: "response.output_item.done", output_index: index, item },
	];
}

/** The `data:` payloads of the answer as a stream: no `[DONE]`, as the router sends none. */
export function responseEvents(body: Body, providerModel: string): string[] {
	const seed = generationSeed("responses", body);
	const reply = chatReply(body, providerModel);
	const started = { ...envelope(body, seed), status: "in_progress", output: [], usage: usageOf(undefined) };
	const output = outputItems(reply, seed);
	const events: Body[] = [
		{ type: "response.created", response: started },
		{ type: "response.in_progress", response: started },
		...output.flatMap(itemEvents),
		{
			type: "response.completed",
			response: { ...started, status: "completed", output, usage: usageOf(reply) },
		},
	];
	return events.map((event, sequence) => JSON.stringify({ ...event, sequence_number: sequence }));
}

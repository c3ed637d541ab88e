/**
 * The Responses API as the hub's router serves it (`POST {routerUrl}/v1/responses`, in beta).
 *
 * Sources, read 2026-11-28:
 * - the hub's guide, huggingface/hub-docs docs/inference-providers/guides/responses-api.md at
 *   cc69fc55 ("Responses API (beta)"): text and item input, instructions, function tools, structured
 *   output, reasoning effort, streaming events, `<repo>:<provider>` model ids;
 * - the router's request schema, huggingface/responses.js src/schemas.ts at c45d4e4b, and its
 *   answers and event order, src/routes/responses.ts at 0ffaa6b8;
 * - the official `openai` npm package 6.30.1, resources/responses/responses.d.ts (`ResponseCreateParams`,
 *   `Response`, `ResponseStreamEvent` and the event interfaces), whose names and fields these follow.
 *
 * What the router supports, and what we do with the rest:
 * - Typed here, checked by the router: `model`, `input` (text, or message, `function_call` and
 *   `function_call_output` items; message parts `input_text` and `input_image` by URL),
 *   `instructions`, `tools` (functions; the router also runs remote MCP servers, typed loosely as
 *   {@link ResponsesMcpTool}), `tool_choice`, `text.format` (`text`, `json_object`, `json_schema`),
 *   `reasoning.effort`, `max_output_tokens`, `temperature`, `top_p`, `metadata`, `stream`.
 * - Everything else OpenAI documents (`previous_response_id`, `store`, `background`, `include`,
 *   `truncation`, `parallel_tool_calls`, hosted tools, file inputs…) the router's schema leaves out:
 *   it drops unknown fields without a word. The client sends any extra field as given (the router
 *   may learn it) and types none of them, so a caller sees in the types what has an effect.
 * - The router keeps no responses: there is no `GET /v1/responses/{id}`, so no method reads one back.
 * - Its answers omit fields OpenAI's always has (`output_text`, `parallel_tool_calls`,
 *   `incomplete_details`): they are optional here; `output_text` is the SDK's own sum of the text,
 *   which {@link responsesOutputText} computes.
 */

/** A part of a message the caller sends: text, or an image by URL (`data:` URLs included). */
export type ResponsesInputContent =
	| { type: "input_text"; text: string }
	| { type: "input_image"; image_url: string; detail?: "auto" | "low" | "high" };

/** A part of an earlier assistant message sent back as history. */
export type ResponsesOutputContent =
	| { type: "output_text"; text: string; annotations?: unknown[] }
	| { type: "refusal"; refusal: string };

/** A message of the conversation. */
export interface ResponsesInputMessage {
	type?: "message";
	role: "user" | "assistant" | "system" | "developer";
	content: string | Array<ResponsesInputContent | ResponsesOutputContent>;
	status?: "in_progress" | "completed" | "incomplete";
	id?: string;
}

/** A function call the model made earlier, sent back with its result. */
export interface ResponsesFunctionCallItem {
	type: "function_call";
	call_id: string;
	name: string;
	/** The arguments as JSON text. */
	arguments: string;
	id?: string;
	status?: "in_progress" | "completed" | "incomplete";
}

/** The result of a function call, for the model to read. */
export interface ResponsesFunctionCallOutputItem {
	type: "function_call_output";
	call_id: string;
	/** What the function returned, as text (JSON text is usual). */
	output: string;
	id?: string;
}

/** One item of `input`. */
export type ResponsesInputItem =
	| ResponsesInputMessage
	| ResponsesFunctionCallItem
	| ResponsesFunctionCallOutputItem;

/** A function the model may call. */
export interface ResponsesFunctionTool {
	type: "function";
	name: string;
	/** The arguments' JSON Schema. */
	parameters: Record<string, unknown>;
	description?: string;
	strict?: boolean;
}

/** A remote MCP server whose tools the router itself lists and calls. */
export interface ResponsesMcpTool {
	type: "mcp";
	server_label: string;
	server_url: string;
	allowed_tools?: string[] | { tool_names: string[] } | null;
	headers?: Record<string, string> | null;
	require_approval?: "always" | "never" | Record<string, unknown>;
}

/** Whether and which tool the model must call. */
export type ResponsesToolChoice = "auto" | "none" | "required" | { type: "function"; name: string };

/** The format of the reply's text: plain, any JSON object, or JSON that fits a schema. */
export type ResponsesTextFormat =
	| { type: "text" }
	| { type: "json_object" }
	| {
			type: "json_schema";
			/** Letters, digits, `_` and `-`, at most 64. */
			name: string;
			schema: Record<string, unknown>;
			description?: string;
			strict?: boolean;
	  };

/** The request's body: what `responses()` and `responsesStream()` send besides the model. */
export interface ResponsesRequest {
	/** The prompt as text (one user message), or the conversation as items. */
	input: string | ResponsesInputItem[];
	/** A system message put before the input. */
	instructions?: string | null;
	tools?: Array<ResponsesFunctionTool | ResponsesMcpTool>;
	tool_choice?: ResponsesToolChoice;
	text?: { format: ResponsesTextFormat };
	/** How hard a reasoning model thinks (models without effort tiers ignore it). */
	reasoning?: { effort?: "low" | "medium" | "high"; summary?: "auto" | "concise" | "detailed" | null };
	/** The most tokens the reply may take. */
	max_output_tokens?: number | null;
	/** 0 to 2. */
	temperature?: number;
	/** 0 to 1. */
	top_p?: number;
	/** Up to 16 string pairs (keys up to 64 characters, values up to 512), echoed in the answer. */
	metadata?: Record<string, string> | null;
}

/** An assistant message of the answer. */
export interface ResponsesOutputMessage {
	type: "message";
	id: string;
	role: "assistant";
	status: "in_progress" | "completed" | "incomplete";
	content: Array<
		| { type: "output_text"; text: string; annotations: unknown[]; logprobs?: unknown[] }
		| { type: "refusal"; refusal: string }
	>;
}

/** A call of one of the request's functions: run it, and send the result back as a `function_call_output` item. */
export interface ResponsesFunctionCall {
	type: "function_call";
	id?: string;
	call_id: string;
	name: string;
	/** The arguments as JSON text, meant to fit the function's `parameters`. */
	arguments: string;
	status?: "in_progress" | "completed" | "incomplete";
}

/**
 * An item of the answer's `output`: a message or a function call, or another kind the router may
 * add (MCP tool listings and calls, reasoning), kept as sent.
 */
export type ResponsesOutputItem =
	| ResponsesOutputMessage
	| ResponsesFunctionCall
	| {
			type: "mcp_list_tools" | "mcp_call" | "mcp_approval_request" | "reasoning";
			id: string;
			[key: string]: unknown;
	  };

/** Tokens counted for the answer. */
export interface ResponsesUsage {
	input_tokens: number;
	input_tokens_details?: { cached_tokens: number };
	output_tokens: number;
	output_tokens_details?: { reasoning_tokens: number };
	total_tokens: number;
}

/** The status of an answer. */
export type ResponsesStatus = "completed" | "failed" | "in_progress" | "cancelled" | "queued" | "incomplete";

/** The router's answer (also the `response` of the lifecycle events). */
export interface ResponsesResponse {
	id: string;
	object: "response";
	created_at: number;
	/** The model id as sent, suffix included. */
	model: string;
	status?: ResponsesStatus;
	output: ResponsesOutputItem[];
	error: { code: string; message: string } | null;
	incomplete_details?: { reason?: string } | null;
	instructions?: string | ResponsesInputItem[] | null;
	max_output_tokens?: number | null;
	metadata?: Record<string, string> | null;
	temperature?: number | null;
	top_p?: number | null;
	tool_choice?: ResponsesToolChoice | Record<string, unknown>;
	tools?: Array<ResponsesFunctionTool | ResponsesMcpTool | Record<string, unknown>>;
	text?: { format?: ResponsesTextFormat };
	usage?: ResponsesUsage;
	/** OpenAI's SDK adds it; the router's answer has none (see {@link responsesOutputText}). */
	output_text?: string;
	parallel_tool_calls?: boolean;
}

/** The fields every stream event has. */
interface EventBase {
	/** The event's place in the stream, from 0. */
	sequence_number: number;
}

/** `response.created`, `response.in_progress`: the answer so far. */
export interface ResponsesLifecycleEvent extends EventBase {
	type: "response.created" | "response.in_progress" | "response.queued";
	response: ResponsesResponse;
}

/** `response.completed`: the last event of a complete stream, with the whole answer. */
export interface ResponsesCompletedEvent extends EventBase {
	type: "response.completed";
	response: ResponsesResponse;
}

/** `response.incomplete`: the answer stopped early (e.g. at `max_output_tokens`); a last event too. */
export interface ResponsesIncompleteEvent extends EventBase {
	type: "response.incomplete";
	response: ResponsesResponse;
}

/** `response.failed`: the call failed; the stream raises it as a typed error, never yields it. */
export interface ResponsesFailedEvent extends EventBase {
	type: "response.failed";
	response: ResponsesResponse;
}

/** `error`: a failure mid-stream; raised as a typed error, never yielded. */
export interface ResponsesErrorEvent extends EventBase {
	type: "error";
	code: string | null;
	message: string;
	param: string | null;
}

/** `response.output_item.added` / `.done`: an output item starts, or is finished. */
export interface ResponsesOutputItemEvent extends EventBase {
	type: "response.output_item.added" | "response.output_item.done";
	output_index: number;
	item: ResponsesOutputItem;
}

/** `response.content_part.added` / `.done`: a part of a message starts, or is finished. */
export interface ResponsesContentPartEvent extends EventBase {
	type: "response.content_part.added" | "response.content_part.done";
	item_id: string;
	output_index: number;
	content_index: number;
	part: ResponsesOutputMessage["content"][number];
}

/** `response.output_text.delta`: the next piece of the reply's text. */
export interface ResponsesTextDeltaEvent extends EventBase {
	type: "response.output_text.delta";
	item_id: string;
	output_index: number;
	content_index: number;
	delta: string;
	logprobs?: unknown[];
}

/** `response.output_text.done`: a text part's whole text. */
export interface ResponsesTextDoneEvent extends EventBase {
	type: "response.output_text.done";
	item_id: string;
	output_index: number;
	content_index: number;
	text: string;
	logprobs?: unknown[];
}

/** `response.function_call_arguments.delta`: the next piece of a function call's arguments. */
export interface ResponsesFunctionCallArgumentsDeltaEvent extends EventBase {
	type: "response.function_call_arguments.delta";
	item_id: string;
	output_index: number;
	delta: string;
}

/** `response.function_call_arguments.done`: a function call's whole arguments. */
export interface ResponsesFunctionCallArgumentsDoneEvent extends EventBase {
	type: "response.function_call_arguments.done";
	item_id: string;
	output_index: number;
	arguments: string;
	name?: string;
}

/**
 * An event of the router's stream as `responsesStream()` yields it, by `type`: the ones above, or
 * another the router sends (`response.mcp_call.*`, `response.reasoning_text.delta`…), with its fields as sent.
 */
export type ResponsesStreamEvent =
	| ResponsesLifecycleEvent
	| ResponsesCompletedEvent
	| ResponsesIncompleteEvent
	| ResponsesOutputItemEvent
	| ResponsesContentPartEvent
	| ResponsesTextDeltaEvent
	| ResponsesTextDoneEvent
	| ResponsesFunctionCallArgumentsDeltaEvent
	| ResponsesFunctionCallArgumentsDoneEvent
	| (EventBase & { type: `response.${"mcp" | "reasoning"}${string}`; [key: string]: unknown });

/** The event types that end a complete stream. */
export const RESPONSES_LAST_EVENTS = ["response.completed", "response.incomplete"] as const;

/**
 * The answer's text, as OpenAI's SDKs give it in `output_text`: every `output_text` part of every
 * assistant message, in order.
 *
 * @param response - An answer of `responses()`, or the `response` of a `response.completed` event.
 * @returns The text; "" when the answer is only function calls.
 * @example
 * ```ts
 * import { responses, responsesOutputText } from "@hubkit/inference";
 *
 * const response = await responses({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "openai/gpt-oss-120b:groq",
 * 	input: "Name three primary colours.",
 * });
 * console.log(responsesOutputText(response));
 * ```
 */
export function responsesOutputText(response: Pick<ResponsesResponse, "output">): string {
	let text = "";
	for (const item of response.output) {
		if (item.type !== "message") continue;
		for (const part of (item as ResponsesOutputMessage).content) {
			if (part.type === "output_text") text += part.text;
		}
	}
	return text;
}

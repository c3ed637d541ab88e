// The router's own routes beside the tasks: the Responses API (`POST /v1/responses`) and the model
// list (`GET /v1/models`, `GET /v1/models/{owner}/{name}`). Their schemas follow what the router
// serves, from the sources @hubkit/inference's types name (src/responses/responses-types.ts:
// huggingface/responses.js src/schemas.ts at c45d4e4b; src/router-models/router-model.ts:
// huggingface/hub-docs docs/inference-providers/hub-api.md at 0968d835), and are held to the
// emulator's answers and to the client's reading of them by the site's tests.
import { ERROR_RESPONSES, MODEL_PARAMETERS, ref } from "./shared-parts.mjs";

const text = (description) => ({ type: "string", description });
const object = (properties, required = [], description = undefined) => ({
	type: "object",
	...(description ? { description } : {}),
	properties,
	...(required.length ? { required } : {}),
});
const itemStatus = { enum: ["in_progress", "completed", "incomplete"] };

const INPUT_ITEM = {
	description: "A message, an earlier function call, or a function's result.",
	anyOf: [
		object(
			{
				type: { const: "message" },
				role: { enum: ["user", "assistant", "system", "developer"] },
				content: {
					anyOf: [
						{ type: "string" },
						{
							type: "array",
							items: object({ type: { type: "string" } }, ["type"], "A part of the message."),
						},
					],
				},
				status: itemStatus,
				id: { type: "string" },
			},
			["role", "content"],
		),
		object(
			{
				type: { const: "function_call" },
				call_id: { type: "string" },
				name: { type: "string" },
				arguments: text("The arguments as JSON text."),
				id: { type: "string" },
				status: itemStatus,
			},
			["type", "call_id", "name", "arguments"],
		),
		object(
			{
				type: { const: "function_call_output" },
				call_id: { type: "string" },
				output: { type: "string" },
				id: { type: "string" },
			},
			["type", "call_id", "output"],
		),
	],
};

const RESPONSES_REQUEST = object(
	{
		model: {
			...ref("ModelId"),
			description:
				"The model's hub id, optionally with a policy or provider suffix (`:fastest`, `:cheapest`, `:preferred`, `:<provider>`).",
		},
		input: {
			description: "The prompt as text, or the conversation as items.",
			anyOf: [{ type: "string" }, { type: "array", items: INPUT_ITEM }],
		},
		instructions: { description: "A system message put before the input.", type: ["string", "null"] },
		tools: {
			type: "array",
			items: object(
				{ type: { enum: ["function", "mcp"] } },
				["type"],
				"A function the model may call, or a remote MCP server.",
			),
		},
		tool_choice: {
			anyOf: [
				{ enum: ["auto", "none", "required"] },
				object({ type: { const: "function" }, name: { type: "string" } }, ["type", "name"]),
			],
		},
		text: object({ format: object({ type: { enum: ["text", "json_object", "json_schema"] } }, ["type"]) }, [
			"format",
		]),
		reasoning: object({ effort: { enum: ["low", "medium", "high"] } }),
		max_output_tokens: { type: ["integer", "null"], minimum: 1 },
		temperature: { type: "number", minimum: 0, maximum: 2 },
		top_p: { type: "number", minimum: 0, maximum: 1 },
		metadata: { type: ["object", "null"], additionalProperties: { type: "string" } },
		stream: { type: "boolean", description: "Answer as server-sent events, each a typed event." },
	},
	["model", "input"],
	"The Responses API request, as the router's schema takes it (unknown fields are dropped).",
);

const RESPONSES_RESPONSE = object(
	{
		id: { type: "string" },
		object: { const: "response" },
		created_at: { type: "number" },
		model: text("The model id as sent, suffix included."),
		status: { enum: ["completed", "failed", "in_progress", "cancelled", "queued", "incomplete"] },
		output: {
			type: "array",
			items: object(
				{ type: { type: "string" }, id: { type: "string" } },
				["type"],
				"A message, a function call, or another kind of item the router adds (MCP calls, reasoning).",
			),
		},
		error: {
			anyOf: [
				{ type: "null" },
				object({ code: { type: "string" }, message: { type: "string" } }, ["code", "message"]),
			],
		},
		usage: object(
			{
				input_tokens: { type: "integer" },
				output_tokens: { type: "integer" },
				total_tokens: { type: "integer" },
			},
			["input_tokens", "output_tokens", "total_tokens"],
		),
	},
	["id", "object", "created_at", "model", "output", "error"],
	"The answer: its output items (messages and function calls) and token counts.",
);

const RESPONSES_STREAM_EVENT = object(
	{
		type: text(
			"The event's kind, e.g. `response.created`, `response.output_text.delta`, `response.completed`.",
		),
		sequence_number: { type: "integer", minimum: 0, description: "The event's place in the stream, from 0." },
		response: ref("ResponsesResponse"),
	},
	["type", "sequence_number"],
	"One event of a streamed answer; the lifecycle events (`response.created`, `response.completed`…) carry the answer so far as `response`.",
);

const figure = (description) => ({ type: "number", minimum: 0, description });

const ROUTER_MODEL = object(
	{
		id: { ...ref("HubId"), description: "The hub id, `owner/name`: what a chat call names as `model`." },
		object: { const: "model" },
		created: { type: "integer", description: "When the model was added, in Unix seconds." },
		owned_by: { type: "string" },
		architecture: object(
			{
				input_modalities: { type: "array", items: { type: "string" } },
				output_modalities: { type: "array", items: { type: "string" } },
			},
			["input_modalities", "output_modalities"],
		),
		providers: {
			type: "array",
			items: object(
				{
					provider: { type: "string" },
					status: { type: "string", description: "`live` or `error`." },
					context_length: figure("The longest context, in tokens."),
					pricing: object(
						{
							input: figure("US dollars per million prompt tokens."),
							output: figure("US dollars per million reply tokens."),
						},
						["input", "output"],
					),
					is_free: { type: "boolean" },
					supports_tools: { type: "boolean" },
					supports_structured_output: { type: "boolean" },
					first_token_latency_ms: figure("Time to the first token, from the router's latest probe."),
					throughput: figure("Output tokens per second, from the router's latest probe."),
					is_model_author: { type: "boolean" },
				},
				["provider"],
			),
		},
	},
	["id", "object", "providers"],
	"A chat model the router serves, with each provider's status, prices and speed.",
);

/**
 * A GET operation of the model list: public, as the hub's docs call it with no Authorization header
 * (huggingface/hub-docs docs/inference-providers/hub-api.md at 0968d835, "List OpenAI-compatible
 * models"); a token may still be sent, and the client sends the one it has.
 */
const listOperation = (operationId, summary, schema, parameters) => ({
	get: {
		operationId,
		summary,
		description: "Public: no token is needed, and a hub token may be sent.",
		tags: ["models"],
		security: [{}, { hfToken: [] }],
		...(parameters ? { parameters } : {}),
		responses: {
			200: { description: "The answer.", content: { "application/json": { schema } } },
			...ERROR_RESPONSES,
		},
	},
});

/** The router's own routes (`paths`) and their schemas (`components.schemas`). */
export function routerRoutes() {
	return {
		paths: {
			"/v1/responses": {
				post: {
					operationId: "responses",
					summary: "Responses API (beta)",
					description:
						"OpenAI's Responses API on the router: text or items in, output items out; with `stream: true`, typed server-sent events ending with `response.completed`.",
					tags: ["chat"],
					requestBody: {
						required: true,
						content: {
							"application/json": {
								schema: ref("ResponsesRequest"),
								examples: {
									responses: {
										summary: "responses",
										value: { model: "meta-llama/Llama-3.1-8B-Instruct", input: "Say hello in French." },
									},
								},
							},
						},
					},
					responses: {
						200: {
							description: "The answer.",
							content: {
								"application/json": { schema: ref("ResponsesResponse") },
								"text/event-stream": {
									schema: {
										type: "string",
										description: "With `stream: true`: one typed event per `data:` line.",
									},
								},
							},
						},
						...ERROR_RESPONSES,
					},
				},
			},
			"/v1/models": listOperation(
				"listModels",
				"The chat models the router serves, with their providers",
				object({ object: { const: "list" }, data: { type: "array", items: ref("RouterModel") } }, ["data"]),
			),
			"/v1/models/{owner}/{name}": listOperation(
				"getModel",
				"One chat model the router serves, with its providers",
				ref("RouterModel"),
				MODEL_PARAMETERS,
			),
		},
		schemas: {
			ResponsesRequest: { ...RESPONSES_REQUEST, title: "ResponsesRequest" },
			ResponsesResponse: { ...RESPONSES_RESPONSE, title: "ResponsesResponse" },
			ResponsesStreamEvent: { ...RESPONSES_STREAM_EVENT, title: "ResponsesStreamEvent" },
			RouterModel: { ...ROUTER_MODEL, title: "RouterModel" },
		},
	};
}

import type { RequestHelper } from "@hubkit/inference";
import { autoRouterChatRequest } from "@hubkit/inference/internal";
import type { Value } from "../literals/value.js";
import type { InferenceSnippetOptions, ModelDataMinimal } from "../types.js";
import { chatInputs } from "./example-inputs.js";

/** Responses fields that come from their own options (the example's input, the streaming choice). */
const RESPONSES_OWN_FIELDS = new Set(["input", "model", "stream"]);

/** A chat content part as the Responses API spells it: `input_text`, `input_image` by URL; others as given. */
function inputPart(part: Value): Value {
	if (!part || typeof part !== "object" || Array.isArray(part)) return part;
	if (part.type === "text" && typeof part.text === "string") return { type: "input_text", text: part.text };
	const image = part.image_url;
	if (part.type === "image_url" && image && typeof image === "object" && !Array.isArray(image))
		return typeof image.url === "string" ? { type: "input_image", image_url: image.url } : part;
	return part;
}

/** A chat message as a Responses input item: its parts renamed, every other field kept as its own. */
function inputItem(message: Value): Value {
	if (!message || typeof message !== "object" || Array.isArray(message)) return message;
	const content = message.content;
	if (!Array.isArray(content)) return message;
	// Spread copies an own `__proto__` key as an entry, where an assignment would set the prototype.
	return { ...message, content: content.map(inputPart) };
}

/**
 * The `input` of a Responses call from chat messages: one user message of plain text is the text
 * itself (the API's own shorthand); anything else is the list of items.
 */
function responsesInput(messages: Value): Value {
	if (!Array.isArray(messages)) return messages;
	const [only] = messages;
	if (
		messages.length === 1 &&
		only &&
		typeof only === "object" &&
		!Array.isArray(only) &&
		only.role === "user" &&
		typeof only.content === "string" &&
		Object.keys(only).length === 2
	)
		return only.content;
	return messages.map(inputItem);
}

/**
 * A Responses call's arguments, from the same example (or the caller's messages) as chat's: `input`,
 * the caller's other fields, then `max_output_tokens`, `temperature` and `top_p` from their options.
 */
export function responsesInputs(
	model: ModelDataMinimal,
	options: InferenceSnippetOptions,
): Record<string, Value> {
	const { messages } = chatInputs(model, { messages: options.messages });
	const extra = Object.fromEntries(
		Object.entries(options.parameters ?? {}).filter(([key]) => !RESPONSES_OWN_FIELDS.has(key)),
	) as Record<string, Value>;
	const inputs: Record<string, Value> = { input: responsesInput(messages as Value), ...extra };
	if (options.max_tokens !== undefined) inputs.max_output_tokens = options.max_tokens;
	// Zero is a real setting (greedy decoding), so only an absent value is left out.
	if (options.temperature !== undefined) inputs.temperature = options.temperature;
	if (options.top_p !== undefined) inputs.top_p = options.top_p;
	return inputs;
}

/**
 * The router's Responses route, built as the client builds it (`responses()` in @hubkit/inference
 * is the router's chat helper on `v1/responses`, with the same body: the model, then the
 * arguments). The executed tests compare every snippet's request with the client's own.
 */
export const RESPONSES_HELPER: RequestHelper = { ...autoRouterChatRequest, route: () => "v1/responses" };

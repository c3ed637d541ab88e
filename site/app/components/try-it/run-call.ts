import { InferenceClient, type ResponsesStreamEvent } from "@hubkit/inference";
import { responsesInput } from "./responses-input.js";

export interface CallTarget {
	token: string;
	provider: string;
	model: string;
	routerUrl: string;
	hubUrl: string;
}

type TaskMethod = (args: object, options?: { signal?: AbortSignal }) => Promise<unknown>;
type StreamMethod = (args: object, options?: { signal?: AbortSignal }) => AsyncIterable<ChatChunk>;
interface ChatChunk {
	choices?: { delta?: { content?: string | null } }[];
}

/** A client for one call: nothing about the token outlives it but the call itself. */
const clientFor = ({ token, routerUrl, hubUrl }: CallTarget) =>
	new InferenceClient(token || undefined, { routerUrl, hubUrl }) as unknown as Record<string, unknown>;

/** Calls the task's client method with the reader's arguments and resolves to its answer. */
export async function runTask(
	method: string,
	target: CallTarget,
	args: Record<string, unknown>,
	signal: AbortSignal,
): Promise<unknown> {
	const run = clientFor(target)[method];
	if (typeof run !== "function") throw new Error(`The client has no method ${method}.`);
	return (run as TaskMethod)({ ...args, model: target.model, provider: target.provider }, { signal });
}

/** Streams a chat answer, handing each piece of text to `onText` as it arrives. */
export async function streamChat(
	target: CallTarget,
	args: Record<string, unknown>,
	signal: AbortSignal,
	onText: (text: string) => void,
): Promise<void> {
	const stream = clientFor(target).chatCompletionStream as StreamMethod;
	for await (const chunk of stream({ ...args, model: target.model, provider: target.provider }, { signal })) {
		const text = chunk.choices?.[0]?.delta?.content;
		if (text) onText(text);
	}
}

type ResponsesStreamMethod = (
	args: object,
	options?: { signal?: AbortSignal },
) => AsyncIterable<ResponsesStreamEvent>;

/**
 * Streams an answer from the router's Responses API, handing each piece of the reply's text to
 * `onText`: the same message as the chat call, as input items, and the same model and provider.
 */
export async function streamResponses(
	target: CallTarget,
	args: Record<string, unknown>,
	signal: AbortSignal,
	onText: (text: string) => void,
): Promise<void> {
	const client = clientFor(target);
	// A method of the client's class: called on the client, which it reads its options from.
	const stream = (client.responsesStream as ResponsesStreamMethod).bind(client);
	const call = { input: responsesInput(args.messages), model: target.model, provider: target.provider };
	for await (const event of stream(call, { signal })) {
		if (event.type === "response.output_text.delta" && event.delta) onText(event.delta);
	}
}

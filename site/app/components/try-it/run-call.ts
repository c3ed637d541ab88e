import { InferenceClient } from "@hubkit/inference";

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

import type { ResponsesInputItem } from "@hubkit/inference";

/** The two APIs a chat page's Try it calls: the router's chat completions, or its Responses API. */
export const CHAT_APIS = [
	{ name: "chat", label: "Chat completions", route: "/v1/chat/completions" },
	{ name: "responses", label: "Responses", route: "/v1/responses" },
] as const;

export type ChatApi = (typeof CHAT_APIS)[number]["name"];

interface ChatPart {
	type?: unknown;
	text?: unknown;
	image_url?: { url?: unknown };
}

/**
 * The panel's chat messages as the Responses API's input items: text parts become `input_text`,
 * images `input_image` with the same data URL, so both APIs are asked the same thing.
 */
export function responsesInput(messages: unknown): ResponsesInputItem[] {
	if (!Array.isArray(messages)) return [];
	return messages.map((message: { role?: unknown; content?: unknown }) => {
		const role = message.role === "system" || message.role === "assistant" ? message.role : "user";
		if (!Array.isArray(message.content)) return { role, content: String(message.content ?? "") };
		return {
			role,
			content: (message.content as ChatPart[]).map((part) =>
				part.type === "image_url"
					? { type: "input_image" as const, image_url: String(part.image_url?.url ?? "") }
					: { type: "input_text" as const, text: String(part.text ?? "") },
			),
		};
	});
}

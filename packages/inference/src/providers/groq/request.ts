import type { ProviderModule } from "../provider-module.js";
import { chatBackedGeneration, openAIChat } from "../shapes/openai.js";

const CHAT_ROUTE = "openai/v1/chat/completions";

export const groqChat = /* @__PURE__ */ openAIChat("groq", CHAT_ROUTE);

/** Groq serves text generation on its chat route too, with the hub's arguments as they are. */
export const groqTextGeneration = /* @__PURE__ */ chatBackedGeneration("groq", CHAT_ROUTE);

export const groq = {
	id: "groq",
	label: "Groq",
	hubOrg: "groq",
	baseUrl: "https://api.groq.com",
	routed: true,
	keyEnvVar: "GROQ_API_KEY",
	tasks: { conversational: groqChat, "text-generation": groqTextGeneration },
} as const satisfies ProviderModule;

import type { ProviderModule } from "../provider-module.js";
import { openAIChat } from "../shapes/openai.js";

// OpenAI is not behind the router: only its own key reaches it, straight to its API.
export const openaiChat = /* @__PURE__ */ openAIChat("openai", "v1/chat/completions");

export const openai = {
	id: "openai",
	label: "OpenAI",
	hubOrg: "openai",
	baseUrl: "https://api.openai.com",
	routed: false,
	keyEnvVar: "OPENAI_API_KEY",
	tasks: { conversational: openaiChat },
} as const satisfies ProviderModule;

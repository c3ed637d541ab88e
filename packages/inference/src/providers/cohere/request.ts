import type { ProviderModule } from "../provider-module.js";
import { openAIChat } from "../shapes/openai.js";

export const cohereChat = /* @__PURE__ */ openAIChat("cohere", "compatibility/v1/chat/completions");

export const cohere = {
	id: "cohere",
	label: "Cohere",
	hubOrg: "CohereLabs",
	baseUrl: "https://api.cohere.com",
	routed: true,
	keyEnvVar: "COHERE_API_KEY",
	tasks: { conversational: cohereChat },
} as const satisfies ProviderModule;

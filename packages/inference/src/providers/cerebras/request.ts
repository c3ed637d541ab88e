import type { ProviderModule } from "../provider-module.js";
import { openAIChat } from "../shapes/openai.js";

export const cerebrasChat = /* @__PURE__ */ openAIChat("cerebras", "v1/chat/completions", {
	// Cerebras validates bodies strictly and refuses OpenAI's `store` flag.
	body: ({ store: _store, ...body }) => body,
});

export const cerebras = {
	id: "cerebras",
	label: "Cerebras",
	hubOrg: "cerebras",
	baseUrl: "https://api.cerebras.ai",
	routed: true,
	keyEnvVar: "CEREBRAS_API_KEY",
	tasks: { conversational: cerebrasChat },
} as const satisfies ProviderModule;

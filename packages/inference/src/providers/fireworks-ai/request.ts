import type { ProviderModule } from "../provider-module.js";
import { openAIChat } from "../shapes/openai.js";

export const fireworksAiChat = /* @__PURE__ */ openAIChat("fireworks-ai", "inference/v1/chat/completions");

export const fireworksAi = {
	id: "fireworks-ai",
	label: "Fireworks AI",
	hubOrg: "fireworks-ai",
	baseUrl: "https://api.fireworks.ai",
	routed: true,
	keyEnvVar: "FIREWORKS_AI_API_KEY",
	tasks: { conversational: fireworksAiChat },
} as const satisfies ProviderModule;

import type { ProviderModule } from "../provider-module.js";
import { openAIChat } from "../shapes/openai.js";

export const publicaiChat = /* @__PURE__ */ openAIChat("publicai");

export const publicai = {
	id: "publicai",
	label: "Public AI",
	hubOrg: "publicai",
	baseUrl: "https://api.publicai.co",
	routed: true,
	keyEnvVar: "PUBLICAI_API_KEY",
	tasks: { conversational: publicaiChat },
} as const satisfies ProviderModule;

import type { ProviderModule } from "../provider-module.js";
import { openAIChat } from "../shapes/openai.js";

export const basetenChat = /* @__PURE__ */ openAIChat("baseten");

export const baseten = {
	id: "baseten",
	label: "Baseten",
	hubOrg: "baseten",
	baseUrl: "https://inference.baseten.co",
	routed: true,
	keyEnvVar: "BASETEN_API_KEY",
	tasks: { conversational: basetenChat },
} as const satisfies ProviderModule;

import type { ProviderModule } from "../provider-module.js";
import { completionsBody, openAIChat, openAICompletions } from "../shapes/openai.js";

export const featherlessAiChat = /* @__PURE__ */ openAIChat("featherless-ai");

export const featherlessAiTextGeneration = /* @__PURE__ */ openAICompletions(
	"featherless-ai",
	"v1/completions",
	{ body: completionsBody },
);

export const featherlessAi = {
	id: "featherless-ai",
	label: "Featherless AI",
	hubOrg: "featherless-ai",
	baseUrl: "https://api.featherless.ai",
	routed: true,
	keyEnvVar: "FEATHERLESS_AI_API_KEY",
	tasks: { conversational: featherlessAiChat, "text-generation": featherlessAiTextGeneration },
} as const satisfies ProviderModule;

import type { ProviderModule } from "../provider-module.js";
import { completionsBody, openAIChat, openAICompletions } from "../shapes/openai.js";

export const ovhcloudChat = /* @__PURE__ */ openAIChat("ovhcloud");

export const ovhcloudTextGeneration = /* @__PURE__ */ openAICompletions("ovhcloud", "v1/completions", {
	body: completionsBody,
});

export const ovhcloud = {
	id: "ovhcloud",
	label: "OVHcloud",
	hubOrg: "ovhcloud",
	baseUrl: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
	routed: true,
	keyEnvVar: "OVHCLOUD_API_KEY",
	tasks: { conversational: ovhcloudChat, "text-generation": ovhcloudTextGeneration },
} as const satisfies ProviderModule;

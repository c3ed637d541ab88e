import type { ProviderModule } from "../provider-module.js";
import { openAIChat, openAICompletions, openAIEmbeddings } from "../shapes/openai.js";

export const scalewayTextGeneration = /* @__PURE__ */ openAICompletions("scaleway", "v1/completions", {
	// The hub's `inputs` and `parameters` go along untouched, as the hub's own client sends them.
	body: (body) => ({ ...body, prompt: body.inputs }),
});

export const scalewayFeatureExtraction = /* @__PURE__ */ openAIEmbeddings("scaleway", "v1/embeddings", {
	// Scaleway's embeddings API takes nothing but the input and the model.
	body: ({ input, model }) => ({ input, model }),
});

export const scalewayChat = /* @__PURE__ */ openAIChat("scaleway");

export const scaleway = {
	id: "scaleway",
	label: "Scaleway",
	hubOrg: "scaleway",
	baseUrl: "https://api.scaleway.ai",
	routed: true,
	keyEnvVar: "SCALEWAY_API_KEY",
	tasks: {
		conversational: scalewayChat,
		"feature-extraction": scalewayFeatureExtraction,
		"text-generation": scalewayTextGeneration,
	},
} as const satisfies ProviderModule;

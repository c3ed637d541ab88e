import type { TextGenerationOutput } from "../types/tasks.js";
import { openAICompletions, openAIEmbeddings } from "./shapes/openai.js";

export const scalewayTextGeneration = /* @__PURE__ */ openAICompletions<TextGenerationOutput>(
	"scaleway",
	"v1/completions",
	{
		// The hub's `inputs` and `parameters` go along untouched, as the hub's own client sends them.
		body: (body) => ({ ...body, prompt: body.inputs }),
	},
);

export const scalewayFeatureExtraction = /* @__PURE__ */ openAIEmbeddings("scaleway", "v1/embeddings", {
	// Scaleway's embeddings API takes nothing but the input and the model.
	body: ({ input, model }) => ({ input, model }),
});

import type { ProviderAnswers } from "../provider-module.js";
import {
	openAIChatAnswer,
	openAICompletionsAnswer,
	openAIEmbeddingsAnswer,
} from "../shapes/openai-answer.js";

/** How the client reads scaleway's answers; its requests are in request.ts. */
export const scalewayAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("scaleway"),
		"feature-extraction": /* @__PURE__ */ openAIEmbeddingsAnswer("scaleway"),
		"text-generation": /* @__PURE__ */ openAICompletionsAnswer("scaleway"),
	},
} as const satisfies ProviderAnswers;

import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer, openAICompletionsAnswer } from "../shapes/openai-answer.js";

/** How the client reads featherless-ai's answers; its requests are in request.ts. */
export const featherlessAiAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("featherless-ai"),
		"text-generation": /* @__PURE__ */ openAICompletionsAnswer("featherless-ai"),
	},
} as const satisfies ProviderAnswers;

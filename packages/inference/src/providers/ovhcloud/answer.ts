import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer, openAICompletionsAnswer } from "../shapes/openai-answer.js";

/** How the client reads ovhcloud's answers; its requests are in request.ts. */
export const ovhcloudAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("ovhcloud"),
		"text-generation": /* @__PURE__ */ openAICompletionsAnswer("ovhcloud"),
	},
} as const satisfies ProviderAnswers;

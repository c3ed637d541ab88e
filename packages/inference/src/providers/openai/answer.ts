import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";

/** How the client reads openai's answers; its requests are in request.ts. */
export const openaiAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("openai"),
	},
} as const satisfies ProviderAnswers;

import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";

/** How the client reads cohere's answers; its requests are in request.ts. */
export const cohereAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("cohere"),
	},
} as const satisfies ProviderAnswers;

import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";

/** How the client reads publicai's answers; its requests are in request.ts. */
export const publicaiAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("publicai"),
	},
} as const satisfies ProviderAnswers;

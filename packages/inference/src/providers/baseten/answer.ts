import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";

/** How the client reads baseten's answers; its requests are in request.ts. */
export const basetenAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("baseten"),
	},
} as const satisfies ProviderAnswers;

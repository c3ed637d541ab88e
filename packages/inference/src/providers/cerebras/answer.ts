import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";

/** How the client reads cerebras's answers; its requests are in request.ts. */
export const cerebrasAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("cerebras"),
	},
} as const satisfies ProviderAnswers;

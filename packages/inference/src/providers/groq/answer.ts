import type { ProviderAnswers } from "../provider-module.js";
import { chatBackedAnswer, openAIChatAnswer } from "../shapes/openai-answer.js";

/** How the client reads groq's answers; its requests are in request.ts. */
export const groqAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("groq"),
		"text-generation": /* @__PURE__ */ chatBackedAnswer("groq"),
	},
} as const satisfies ProviderAnswers;

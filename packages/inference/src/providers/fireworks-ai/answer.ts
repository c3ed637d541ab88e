import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";

/** How the client reads fireworks-ai's answers; its requests are in request.ts. */
export const fireworksAiAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("fireworks-ai"),
	},
} as const satisfies ProviderAnswers;

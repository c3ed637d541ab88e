import type { ProviderAnswers } from "../provider-module.js";
import { openAIChatAnswer } from "../shapes/openai-answer.js";
import { openAIImagesAnswer } from "../shapes/openai-images-answer.js";

/** How the client reads nscale's answers; its requests are in request.ts. */
export const nscaleAnswers = {
	tasks: {
		conversational: /* @__PURE__ */ openAIChatAnswer("nscale"),
		"text-to-image": /* @__PURE__ */ openAIImagesAnswer("Nscale", "text-to-image"),
	},
} as const satisfies ProviderAnswers;

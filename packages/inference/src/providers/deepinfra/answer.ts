import type { ProviderAnswers } from "../provider-module.js";
import { blobAnswer } from "../shapes/media-answer.js";
import {
	openAIChatAnswer,
	openAICompletionsAnswer,
	openAIEmbeddingsAnswer,
} from "../shapes/openai-answer.js";
import { transcriptionAnswer } from "../shapes/openai-audio-answer.js";
import { openAIImagesAnswer } from "../shapes/openai-images-answer.js";
import { LABEL } from "./request.js";

/** How the client reads DeepInfra's answers; its requests are in request.ts. */
export const deepinfraAnswers = {
	tasks: {
		"automatic-speech-recognition": /* @__PURE__ */ transcriptionAnswer(LABEL),
		conversational: /* @__PURE__ */ openAIChatAnswer("deepinfra"),
		"feature-extraction": /* @__PURE__ */ openAIEmbeddingsAnswer("deepinfra"),
		"text-generation": /* @__PURE__ */ openAICompletionsAnswer("deepinfra"),
		"text-to-image": /* @__PURE__ */ openAIImagesAnswer(LABEL, "text-to-image"),
		"text-to-speech": /* @__PURE__ */ blobAnswer(LABEL, "text-to-speech"),
	},
} as const satisfies ProviderAnswers;

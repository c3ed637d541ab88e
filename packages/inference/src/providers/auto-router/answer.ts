import { openAIChatAnswer } from "../shapes/openai-answer.js";

/** The router's own chat answers, read as any chat completion; its request is in request.ts. */
export const autoRouterChatAnswer = /* @__PURE__ */ openAIChatAnswer("auto");

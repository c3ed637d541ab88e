import { openAIChat } from "../shapes/openai.js";

/**
 * The router's own chat endpoint (`provider: "auto"`): it picks the provider (or honours an
 * `id:provider` suffix). Not a provider module: `auto` is a policy, and has no host, key or table.
 * Its answer is read as any chat completion (`answer.ts`).
 */
export const autoRouterChatRequest = /* @__PURE__ */ openAIChat("auto");

import type { ChatCompletionOutput } from "../types/generated/index.js";
import { openAIChat } from "./shapes/openai.js";

/**
 * The router's own chat endpoint (`provider: "auto"`): it picks the provider (or honours an
 * `id:provider` suffix). Not a provider module: `auto` is a policy, and has no host, key or table.
 */
export const autoRouterChat = /* @__PURE__ */ openAIChat<ChatCompletionOutput>("auto");

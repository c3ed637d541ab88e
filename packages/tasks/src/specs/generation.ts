import type { TaskSpec } from "./schema.js";
import { chatCompletionSpec } from "./tasks/chat-completion.js";
import { textGenerationSpec } from "./tasks/text-generation.js";

/** Chat completion and text generation, the two tasks that stream. */
export const GENERATION_SPECS: Record<string, TaskSpec> = {
	"chat-completion": chatCompletionSpec,
	"text-generation": textGenerationSpec,
};

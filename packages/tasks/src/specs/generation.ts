import type { TaskSpec } from "./schema.js";

/** Chat completion and text generation, the two tasks that stream. */
export const GENERATION_SPECS: Record<string, TaskSpec> = {};

import type { TaskSpec } from "./schema.js";

/** The text tasks the client serves, besides chat and text generation. */
export const NLP_SPECS: Record<string, TaskSpec> = {};

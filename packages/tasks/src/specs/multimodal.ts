import type { TaskSpec } from "./schema.js";

/** The tasks that take a document or image with a question, and the tabular tasks. */
export const MULTIMODAL_SPECS: Record<string, TaskSpec> = {};

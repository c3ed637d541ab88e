import type { TaskSpec } from "./schema.js";

/** The image and video tasks the client serves. */
export const VISION_SPECS: Record<string, TaskSpec> = {};

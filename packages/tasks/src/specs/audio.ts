import type { TaskSpec } from "./schema.js";

/** The audio tasks the client serves. */
export const AUDIO_SPECS: Record<string, TaskSpec> = {};

/** The colors a task is drawn in; {@link COLOR_MEANINGS} says what each one stands for. */
export const TASK_COLORS = ["orange", "blue", "green", "yellow", "indigo", "red"] as const;

/** One of {@link TASK_COLORS}. */
export type TaskColor = (typeof TASK_COLORS)[number];

/**
 * A task's color says what kind of result it gives back, whatever its modality, so a reader
 * scanning the catalogue can tell "this labels things" from "this draws things" at a glance.
 */
export const COLOR_MEANINGS: Record<TaskColor, string> = {
	orange: "assigns a label or predicts a value",
	blue: "finds or extracts parts of the input",
	green: "writes text",
	yellow: "creates images, video or 3D",
	red: "produces sound or takes actions",
	indigo: "represents, compares or retrieves",
};

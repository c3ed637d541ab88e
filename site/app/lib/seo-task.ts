import { describeFrom } from "./seo.js";

interface TaskSeoInput {
	task: { label: string; summary: string };
	modalityLabel: string;
	canonical?: { name: string };
}

/** A task page's description: its summary's opening, or for an unwritten page, what it offers instead. */
export function taskDescription({ task, modalityLabel, canonical }: TaskSeoInput): string {
	if (task.summary.trim()) return describeFrom(task.summary);
	if (canonical) {
		return `${task.label} is documented together with ${canonical.name}: see that page for what the task does, models to start with and code to call them.`;
	}
	return `${task.label} is a ${modalityLabel} task type on the model hub. Its page is not written yet: browse the documented tasks for models, datasets and code.`;
}

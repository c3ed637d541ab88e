/** A task as the navigation shows it. */
export interface NavTask {
	id: string;
	name: string;
}

/** One modality's tasks, in the catalogue's order. */
export interface NavGroup {
	modality: string;
	label: string;
	tasks: NavTask[];
}

export interface TaskNavigation {
	groups: NavGroup[];
	current: string;
	previous?: NavTask;
	next?: NavTask;
}

/**
 * The sidebar and the previous/next links of one task page. The catalogue comes in the groups that
 * /tasks shows, each with its main tasks before the rare or undocumented ones; reading order is the
 * groups one after the other, so the pager walks the catalogue exactly as the sidebar lists it.
 */
export function taskNavigation(
	catalogue: readonly { modality: string; label: string; main: NavTask[]; secondary: NavTask[] }[],
	current: string,
): TaskNavigation {
	const groups = catalogue.map(({ modality, label, main, secondary }) => ({
		modality,
		label,
		tasks: [...main, ...secondary].map(({ id, name }) => ({ id, name })),
	}));
	const order = groups.flatMap((group) => group.tasks);
	const index = order.findIndex((task) => task.id === current);
	if (index < 0) throw new Error(`Task ${current} is not in the catalogue`);
	return { groups, current, previous: order[index - 1], next: order[index + 1] };
}

/** The libraries that list `task` in the library map, sorted by name so pages list them the same way everywhere. */
export const librariesForTask = (mapping: Record<string, readonly string[]>, task: string): string[] =>
	Object.keys(mapping)
		.filter((library) => mapping[library]?.includes(task))
		.sort();

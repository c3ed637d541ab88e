/**
 * Where the focus goes when `key` is pressed in the search form: the index of a result, or -1 for
 * the field; `undefined` when the key is not the list's (the browser keeps it). `current` is where
 * the focus is now (-1: the field). Up, Home and End belong to the field while it has the focus,
 * where they move the caret.
 */
export function resultFocusMove(key: string, current: number, count: number): number | undefined {
	if (count === 0) return undefined;
	const inList = current >= 0;
	switch (key) {
		case "ArrowDown":
			return Math.min(current + 1, count - 1);
		case "ArrowUp":
			return inList ? current - 1 : undefined;
		case "Home":
			return inList ? 0 : undefined;
		case "End":
			return inList ? count - 1 : undefined;
		default:
			return undefined;
	}
}

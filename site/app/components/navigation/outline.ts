import { createContext, useContext } from "react";

/** One entry of a page's "On this page" list: a heading's id, its text and its level. */
export interface OutlineItem {
	id: string;
	text: string;
	level?: 2 | 3;
}

/**
 * The headings of one page, gathered while the page renders on the server. `done` settles once the
 * whole content has rendered, so a navigation placed before the content can wait for it.
 */
export interface Outline {
	readonly items: OutlineItem[];
	readonly levels: readonly number[];
	readonly done: Promise<void>;
	finish(): void;
}

export function createOutline(levels: readonly (2 | 3)[] = [2]): Outline {
	let finish = () => {};
	const done = new Promise<void>((resolve) => {
		finish = resolve;
	});
	return { items: [], levels, done, finish };
}

export const OutlineContext = createContext<Outline | null>(null);

/** Called by every heading: inside a page that keeps an outline, its entry joins the list. */
export function useOutlineEntry(level: number, id: string, text: string): void {
	const outline = useContext(OutlineContext);
	if (outline?.levels.includes(level)) outline.items.push({ id, text, level: level as 2 | 3 });
}

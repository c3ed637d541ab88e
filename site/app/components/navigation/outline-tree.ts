import type { OutlineItem } from "./outline.js";

export interface OutlineBranch {
	item: OutlineItem;
	children: OutlineItem[];
}

/** Nests each level-3 entry under the level-2 entry before it; one that comes first stands alone. */
export function outlineTree(items: readonly OutlineItem[]): OutlineBranch[] {
	const tree: OutlineBranch[] = [];
	for (const item of items) {
		const parent = tree.at(-1);
		if (item.level === 3 && parent && parent.item.level !== 3) parent.children.push(item);
		else tree.push({ item, children: [] });
	}
	return tree;
}

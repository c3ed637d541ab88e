import type { LocalSnippet } from "@hubkit/snippets";
import { slugify } from "../../lib/slugify.js";
import type { NamedTab } from "../snippets/snippet-tab.js";

/** One library's or app's code for a model, as a tab of the "Run locally" section. */
export interface LocalTab {
	/** Stable across models and pages (kind and label), so the reader's choice can follow them. */
	id: string;
	kind: LocalSnippet["kind"];
	/** The library's key in `MODEL_LIBRARIES`, or the app's id. */
	name: string;
	label: string;
	language: LocalSnippet["language"];
	/** The install or download command, shown above the code. */
	setup?: string;
	setupHtml?: string;
	code: string;
	html: string;
	docsUrl?: string;
}

/** A recommended model's code, or why it has none. */
export interface LocalModelPanel {
	modelId: string;
	/** The library the model is built for, by its display name. */
	library?: string;
	tabs: LocalTab[];
	/** Why the model has no local code, or what its code cannot show. */
	note?: string;
}

/**
 * A model as the page carries it: the page's own model with its tabs (the first with its code, the
 * others by name); the others with their tabs' ids only (for the Libraries list's anchors). Code a
 * page does not carry is loaded from the model's static file when shown, so a page with many chat
 * models and apps does not carry every one's highlighted code. The generator's model has every
 * tab's code (`LocalModelChoice<LocalTab>`).
 */
export type LocalModelChoice<Tab = LocalTab | NamedTab<LocalTab>> = Omit<LocalModelPanel, "tabs"> & {
	tabIds: string[];
	tabs?: Tab[];
};

/** Where the build writes a task's recommended model's local code (by its place in the page's list). */
export function localSnippetDataPath(task: string, index: number): string {
	return `/local-snippet-data/${task}/${index}.json`;
}

// The page's loader reads it too, to hydrate the tabs as the page loads when a choice is stored.
export { LOCAL_CHOICE_KEY } from "../../../scripts/island-hydration.mjs";

/** The element id of a tab, the anchor the page's Libraries list links to. */
export const localTabAnchor = (id: string) => `run-locally-${id}`;

/**
 * The element id an address's fragment (`#…`) names, decoded; none for an empty fragment or one
 * whose percent-escapes do not decode (`#%`): a link anyone can write never throws.
 */
export function fragmentId(hash: string): string | undefined {
	const encoded = hash.startsWith("#") ? hash.slice(1) : hash;
	if (encoded === "") return undefined;
	try {
		return decodeURIComponent(encoded);
	} catch {
		return undefined;
	}
}

/** Tab ids from each snippet's kind and label, numbered where two would be the same. */
export function localTabIds(snippets: readonly Pick<LocalSnippet, "kind" | "label">[]): string[] {
	const seen = new Map<string, number>();
	return snippets.map(({ kind, label }) => {
		const base = `${kind}-${slugify(label) || "code"}`;
		const count = (seen.get(base) ?? 0) + 1;
		seen.set(base, count);
		return count === 1 ? base : `${base}-${count}`;
	});
}

/** The parts of a keydown event the search shortcut reads. */
export interface ShortcutEvent {
	key: string;
	ctrlKey: boolean;
	metaKey: boolean;
	altKey: boolean;
	shiftKey: boolean;
	isComposing: boolean;
	defaultPrevented: boolean;
	target: EventTarget | { tagName?: string; isContentEditable?: boolean } | null;
}

/**
 * Whether a keydown should move the focus to the search field: `/` when the reader is not typing
 * in a field (there it is a character), Ctrl-K or Cmd-K anywhere, as on most documentation sites.
 * The page's inline loader (browser/search-loader.ts) bundles it, so the shortcut works before any
 * search code is fetched.
 */
export function isSearchShortcut(event: ShortcutEvent): boolean {
	if (event.defaultPrevented || event.isComposing || event.altKey) return false;
	if (event.key === "k" && (event.ctrlKey || event.metaKey) && !event.shiftKey) return true;
	if (event.key !== "/" || event.ctrlKey || event.metaKey) return false;
	const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
	const tag = target?.tagName ?? "";
	return !(tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || target?.isContentEditable === true);
}

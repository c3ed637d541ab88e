import { useCallback, useEffect, useState } from "react";

function stored(key: string): string | undefined {
	try {
		return localStorage.getItem(key) ?? undefined;
	} catch {
		return undefined;
	}
}

export interface RememberedTab {
	/** The tab to show: the one chosen when `tabs` has it, else the first. */
	selected: string;
	/** The reader's pick: shown, and remembered for the next page under the key. */
	choose: (id: string) => void;
	/** Shows a tab without remembering it (a link named it, not the reader). */
	show: (id: string) => void;
}

/**
 * The tab a group of tabs shows, remembered across pages under `key` (read once hydrated, as the
 * prerendered page shows the first). A choice the current tabs lack is kept, not dropped: the
 * first tab stands in until tabs that have it come back (another provider, another model).
 */
export function useRememberedTab(key: string, tabs: readonly { id: string }[]): RememberedTab {
	const [chosen, setChosen] = useState(tabs[0]?.id ?? "");

	useEffect(() => {
		const remembered = stored(key);
		if (remembered) setChosen(remembered);
	}, [key]);

	const choose = useCallback(
		(id: string) => {
			setChosen(id);
			try {
				localStorage.setItem(key, id);
			} catch {
				// Storage can be off (private windows, policies); the choice then lasts for this page.
			}
		},
		[key],
	);

	const selected = tabs.some((tab) => tab.id === chosen) ? chosen : (tabs[0]?.id ?? "");
	return { selected, choose, show: setChosen };
}

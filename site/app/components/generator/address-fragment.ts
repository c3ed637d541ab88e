import { useEffect } from "react";

/**
 * Runs `read` once the page is hydrated, and again whenever the address's fragment changes: a link
 * pasted over the open page, or followed within it, changes only the fragment and loads nothing.
 * `read` keeps its identity between renders (`useCallback`), or it runs after every render.
 */
export function useAddressFragment(read: () => void): void {
	useEffect(() => {
		read();
		window.addEventListener("hashchange", read);
		return () => window.removeEventListener("hashchange", read);
	}, [read]);
}

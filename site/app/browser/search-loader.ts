import type { start } from "../components/search/search-box.js";
import { isSearchShortcut } from "../components/search/shortcut.js";

/**
 * The page's only search code until the reader reaches for the field: on focus or typing it
 * imports the search module (search-box.ts, whose address the form carries), and `/`, Ctrl-K or
 * Cmd-K focus the field. A classic script right after the form, so the shortcuts work as soon as
 * the header is parsed. After a failed import the next focus tries again, at an address of its
 * own: the browser remembers a module that failed by its URL.
 */
const form = document.getElementById("site-search") as HTMLFormElement | null;
const input = form?.querySelector("input");
if (form && input) {
	let loading: Promise<void> | null = null;
	let failures = 0;
	const load = () => {
		if (loading) return;
		loading = import(/* @vite-ignore */ `${form.dataset.script}${failures ? `?retry=${failures}` : ""}`).then(
			(module: { start: typeof start }) => module.start(form),
			() => {
				loading = null;
				failures++;
			},
		);
	};
	input.addEventListener("focus", load);
	input.addEventListener("input", load);
	addEventListener("keydown", (event) => {
		if (isSearchShortcut(event)) {
			event.preventDefault();
			input.focus();
			input.select();
		}
	});
}

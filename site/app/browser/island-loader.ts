/**
 * Pages are static: React Router renders them at build time and ships no router to the browser.
 * This module script, at the end of the body, fetches the island hydrator (whose address its own
 * `data-hydrator` carries) only on pages that have an interactive island. The Copy page button
 * alone is not worth React on load: its bundle comes when a reader reaches for the button, and a
 * click made before it arrives is marked for the button to finish (CopyPageButton reads the mark).
 */
const hydrator = document.querySelector<HTMLScriptElement>("script[data-hydrator]")?.dataset.hydrator;
if (hydrator) {
	const load = () => import(/* @vite-ignore */ hydrator);
	if (document.querySelector("[data-island]:not([data-island=copy-page])")) load();
	else {
		const button = document.querySelector(".copy-page-button");
		if (button) {
			for (const type of ["pointerover", "focusin", "touchstart"])
				button.addEventListener(type, load, { once: true, passive: true });
			button.addEventListener("click", () => {
				const mark = document.documentElement.dataset;
				if (mark.copyPage !== "ready") {
					mark.copyPage = "pending";
					load();
				}
			});
		}
	}
}

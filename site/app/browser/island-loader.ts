import { hydratesNearView, hydratesOnLoad, NEAR_VIEW_MARGIN } from "../../scripts/island-hydration.mjs";

/**
 * Pages are static: React Router renders them at build time and ships no router to the browser.
 * This script, at the end of the body, fetches the island hydrator (whose address its own
 * `data-hydrator` carries) as the page loads when one of its islands needs React to show what it
 * should, and otherwise when the reader first reaches for an island, or one that acts on coming into
 * view nears the screen (scripts/island-hydration.mjs).
 * Until React has taken the islands over, a click on one of their buttons is held and a change to
 * one of their fields noted, and both are handed to React, in order, once it has: nothing the reader
 * did while the code was on its way is lost. The document's `data-islands` says where that stands:
 * "on-reach", "loading", then "hydrated" (or "failed": the code did not come).
 */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const hydrator = document.querySelector<HTMLScriptElement>("script[data-hydrator]")?.dataset.hydrator;
const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const names = islands.map((island) => island.dataset.island ?? "");
/** Whether the browser keeps something under `key`: storage can be off (private windows, policies). */
const isStored = (key: string) => {
	try {
		return localStorage.getItem(key) !== null;
	} catch {
		return false;
	}
};
if (hydrator && names.length > 0) {
	const state = document.documentElement.dataset;
	const held: HTMLElement[] = [];
	const inIsland = (target: EventTarget | null): target is Element =>
		target instanceof Element && target.closest("[data-island]") !== null;
	const isField = (target: EventTarget | null): target is Field =>
		target instanceof HTMLInputElement ||
		target instanceof HTMLSelectElement ||
		target instanceof HTMLTextAreaElement;

	let loading: Promise<void> | undefined;
	const load = () => {
		if (loading) return;
		state.islands = "loading";
		loading = import(/* @vite-ignore */ hydrator)
			.then((hydrate: { hydrateIslands: () => Promise<void> }) => hydrate.hydrateIslands())
			.then(handOver, giveBack);
	};
	const reach = (event: Event) => {
		if (inIsland(event.target)) load();
	};
	// A summary is a details element's button: opening it natively would leave React's state closed.
	const holdClick = (event: Event) => {
		const target = event.target instanceof Element ? event.target : null;
		const control = target?.closest("[data-island] button, [data-island] summary");
		if (!(control instanceof HTMLElement)) return;
		event.preventDefault();
		event.stopImmediatePropagation();
		held.push(control);
		load();
	};
	const noteChange = (event: Event) => {
		if (!isField(event.target) || !inIsland(event.target)) return;
		if (!held.includes(event.target)) held.push(event.target);
		load();
	};
	const listeners: [string, (event: Event) => void][] = [
		["pointerover", reach],
		["focusin", reach],
		["touchstart", reach],
		["click", holdClick],
		["input", noteChange],
		["change", noteChange],
	];
	for (const [type, listener] of listeners) document.addEventListener(type, listener, true);

	let nearView: IntersectionObserver | undefined;

	function stopHolding(now: string) {
		for (const [type, listener] of listeners) document.removeEventListener(type, listener, true);
		window.removeEventListener("hashchange", loadIfAddressed);
		nearView?.disconnect();
		state.islands = now;
	}

	function handOver() {
		stopHolding("hydrated");
		// Read every field first: React renders after each change it takes, and a render puts the
		// fields not yet handed over back to what its state still says.
		const replays = held.map((element) => {
			if (!isField(element)) return () => element.click();
			const value = readField(element);
			return () => changeAgain(element, value);
		});
		for (const replay of replays) replay();
	}

	/** The code did not come: the page stays as prerendered, and what the browser does alone it does. */
	function giveBack() {
		stopHolding("failed");
		for (const element of held) if (element.localName === "summary") element.click();
	}

	const needsReactNow = () => hydratesOnLoad(names, window.location, isStored);
	const loadIfAddressed = () => {
		if (needsReactNow()) load();
	};
	if (needsReactNow()) load();
	else {
		state.islands = "on-reach";
		window.addEventListener("hashchange", loadIfAddressed);
		const watched = islands.filter((island) => hydratesNearView(island.dataset.island ?? ""));
		if (watched.length > 0 && typeof IntersectionObserver === "undefined") load();
		else if (watched.length > 0) {
			nearView = new IntersectionObserver(
				(entries) => {
					if (entries.some((entry) => entry.isIntersecting)) load();
				},
				{ rootMargin: NEAR_VIEW_MARGIN },
			);
			for (const island of watched) nearView.observe(island);
		}
	}
}

type FieldValue = string | boolean;

const checkable = (field: Field): field is HTMLInputElement =>
	field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

const readField = (field: Field): FieldValue => (checkable(field) ? field.checked : field.value);

/**
 * Has React take `value`, which the reader gave `field` before hydration. React (react-dom 19.3,
 * initInput while hydrating) keeps what a field holds and remembers it as the value it last saw, so
 * the same event fired again changes nothing: a text field is set through its own setter to another
 * value (React's memory follows), then to the reader's through the element type's setter (which
 * React does not see), and the event fired; React then reads a change, as from the reader's keyboard.
 */
function changeAgain(field: Field, value: FieldValue): void {
	if (checkable(field)) {
		// React reads a checkbox's change from its click: the other way first, then clicked.
		field.checked = !value;
		field.click();
		return;
	}
	const text = String(value);
	if (field instanceof HTMLSelectElement) {
		// A select's change is read from the event alone.
		field.value = text;
		field.dispatchEvent(new Event("change", { bubbles: true }));
		return;
	}
	field.value = text === "" ? " " : "";
	Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, text);
	field.dispatchEvent(new Event("input", { bubbles: true }));
}

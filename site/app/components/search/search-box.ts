// The header search, fetched by the page's inline loader (SearchField) only when the reader
// focuses the field or types in it; it then fetches Pagefind and its index. Plain DOM code: the
// static page already holds the form, and React would cost more than all of this.
//
// Pattern: a search field followed by a list of links (not a combobox), so the field keeps its
// native searchbox role and each result is an ordinary link. Down from the field moves the focus
// onto the results, Up and Down move through them, Up from the first returns to the field, Enter
// follows the focused link (Enter in the field, the first one), Escape closes the list and gives
// the focus back to the field. A polite live region, in the page from the start, says the count.
import { excerptSegments } from "./excerpt.js";
import { resultFocusMove } from "./result-keys.js";
import { searchStatus } from "./search-status.js";
import { bestSections, type PageSection } from "./sections.js";

/** Pagefind's browser API, the part of it used here. */
interface Pagefind {
	options(options: { excerptLength?: number }): Promise<void>;
	init(): Promise<void>;
	search(term: string): Promise<{ results: { data(): Promise<PagefindData> }[] } | null>;
}

interface PagefindData {
	url: string;
	excerpt: string;
	meta: { title?: string };
	sub_results: PageSection[];
}

const PAGEFIND_URL = "/pagefind/pagefind.js";
const DEBOUNCE_MS = 150;
/** Results shown at once: each one costs a fragment request. More words narrow the list. */
const MAX_SHOWN = 8;
const EXCERPT_WORDS = 18;
/** Section links under a page's result. */
const MAX_SECTIONS = 2;

/**
 * Pagefind, ready to search. `attempt` counts earlier failures: the browser remembers a module
 * that failed to load by its URL, so a retry asks for a URL of its own.
 */
function loadPagefind(attempt: number): Promise<Pagefind> {
	const url = attempt === 0 ? PAGEFIND_URL : `${PAGEFIND_URL}?retry=${attempt}`;
	// A runtime URL: the index is written after this bundle is built, so the bundler leaves it be.
	return import(/* @vite-ignore */ url).then(async (pagefind: Pagefind) => {
		await pagefind.options({ excerptLength: EXCERPT_WORDS });
		await pagefind.init();
		return pagefind;
	});
}

function resultLink(url: string, title: string, excerpt: string): HTMLAnchorElement {
	const link = document.createElement("a");
	link.href = url;
	const heading = document.createElement("span");
	heading.className = "site-search-title";
	heading.dir = "auto";
	heading.textContent = title;
	const text = document.createElement("span");
	text.className = "site-search-excerpt";
	text.dir = "auto";
	for (const { text: words, marked } of excerptSegments(excerpt)) {
		if (marked) {
			const mark = document.createElement("mark");
			mark.textContent = words;
			text.append(mark);
		} else {
			text.append(words);
		}
	}
	link.append(heading, text);
	return link;
}

/** A page's result: its link, then links to its best matching sections. */
function resultItem(data: PagefindData): HTMLLIElement {
	const item = document.createElement("li");
	const title = data.meta.title ?? data.url;
	item.append(resultLink(data.url, title, data.excerpt));
	const sections = bestSections(title, data.sub_results ?? [], MAX_SECTIONS);
	if (sections.length > 0) {
		const list = document.createElement("ul");
		list.className = "site-search-sections";
		for (const section of sections) {
			const entry = document.createElement("li");
			entry.append(resultLink(section.url, section.title, section.excerpt));
			list.append(entry);
		}
		item.append(list);
	}
	return item;
}

/** Wires the header's search form; `form` is the static markup SearchField rendered. */
export function start(form: HTMLFormElement): void {
	const input = form.querySelector<HTMLInputElement>("input[type=search]");
	const status = form.querySelector<HTMLElement>(".site-search-status");
	const panel = form.querySelector<HTMLElement>(".site-search-results");
	const list = panel?.querySelector<HTMLUListElement>(":scope > ul");
	const empty = panel?.querySelector<HTMLElement>(".site-search-empty");
	const more = panel?.querySelector<HTMLElement>(".site-search-more");
	if (!input || !status || !panel || !list || !empty || !more) return;

	// Fetched now, while the reader types the first word; fetched again after a failure.
	let pagefind: Promise<Pagefind> | undefined;
	let failures = 0;
	const forgetPagefind = () => {
		if (pagefind) failures++;
		pagefind = undefined;
	};
	const getPagefind = () => {
		pagefind ??= loadPagefind(failures);
		return pagefind;
	};
	getPagefind().catch(forgetPagefind);
	let timer: ReturnType<typeof setTimeout> | undefined;
	// Answers can arrive out of order; only the latest search may fill the list.
	let latest = 0;

	const links = () => Array.from(list.querySelectorAll<HTMLAnchorElement>("a"));
	const hasContent = () => list.childElementCount > 0 || !empty.hidden;
	const open = () => {
		panel.hidden = !hasContent();
	};
	const close = () => {
		panel.hidden = true;
	};
	const clear = () => {
		list.replaceChildren();
		empty.hidden = true;
		more.hidden = true;
		status.textContent = "";
		close();
	};

	const run = async (words: string) => {
		const search = ++latest;
		if (!words.trim()) return clear();
		let found: PagefindData[];
		let total: number;
		try {
			const answer = await (await getPagefind()).search(words);
			if (!answer || search !== latest) return;
			total = answer.results.length;
			found = await Promise.all(answer.results.slice(0, MAX_SHOWN).map((result) => result.data()));
		} catch {
			forgetPagefind();
			if (search !== latest) return;
			clear();
			const message = "Search could not load. Check your connection and try again.";
			empty.textContent = message;
			empty.hidden = false;
			status.textContent = message;
			if (form.contains(document.activeElement)) open();
			return;
		}
		if (search !== latest) return;
		const text = searchStatus(words, total);
		list.replaceChildren(...found.map(resultItem));
		empty.textContent = text;
		empty.hidden = total > 0;
		more.textContent = `Showing ${found.length} of ${total}. Add words to narrow the search.`;
		more.hidden = total <= found.length;
		status.textContent = text;
		if (form.contains(document.activeElement)) open();
	};

	// A search waiting out the debounce; Enter runs it at once.
	let pending = false;
	// The search last started, which Enter waits for: its answer may still be on the way.
	let searching: Promise<void> = Promise.resolve();
	const schedule = () => {
		clearTimeout(timer);
		pending = true;
		timer = setTimeout(() => {
			pending = false;
			searching = run(input.value);
		}, DEBOUNCE_MS);
	};

	input.addEventListener("input", schedule);
	// Back in the field after a click elsewhere, the reader sees the results again; not when
	// Escape just closed them and put the focus here.
	let keepClosed = false;
	input.addEventListener("focus", () => {
		if (!keepClosed && input.value.trim()) open();
	});

	form.addEventListener("keydown", (event) => {
		if (event.key === "Escape") {
			if (panel.hidden) return;
			event.preventDefault();
			close();
			keepClosed = true;
			input.focus();
			keepClosed = false;
			return;
		}
		// Down in the field brings back a list that Escape closed.
		if (event.key === "ArrowDown" && panel.hidden) open();
		const items = links();
		const current = items.indexOf(document.activeElement as HTMLAnchorElement);
		const next = panel.hidden ? undefined : resultFocusMove(event.key, current, items.length);
		if (next === undefined) return;
		event.preventDefault();
		(next === -1 ? input : items[next])?.focus();
	});

	// Enter in the field opens the first result of what is typed, searching first if need be.
	form.addEventListener("submit", async (event) => {
		event.preventDefault();
		if (pending) {
			clearTimeout(timer);
			pending = false;
			searching = run(input.value);
		}
		await searching;
		links()[0]?.click();
	});

	// A click on the list's text (not a link) keeps the focus where it is, so the list stays open.
	panel.addEventListener("mousedown", (event) => {
		if (!(event.target as Element).closest("a")) event.preventDefault();
	});

	// The list closes when the focus leaves the form (a click elsewhere, Tab past the last result).
	form.addEventListener("focusout", (event) => {
		if (!form.contains(event.relatedTarget as Node | null)) close();
	});

	// Words typed before this module arrived are searched at once.
	if (input.value.trim()) searching = run(input.value);
}

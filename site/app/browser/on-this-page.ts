import { openWhenWide } from "./open-when-wide.js";

/**
 * The "On this page" list's script, inline inside its navigation. Opens the list where it is a
 * column (72rem, as in navigation.css) and marks the entry of the section being read: the last
 * heading above the top third of the window, or, once the page is scrolled to its end, the last
 * heading in view (short final sections never reach the top). It reads positions once per frame and
 * writes one attribute.
 */
// Placed inside the navigation it drives, and run while the page is parsed, when currentScript is this.
const nav = (document.currentScript as HTMLScriptElement).parentElement as HTMLElement;
openWhenWide(nav, "72rem");
const links = [...nav.querySelectorAll("a")];
let headings: (HTMLElement | null)[] | undefined;
let frame = 0;

const markCurrent = () => {
	frame = 0;
	headings ??= links.map((link) => document.getElementById((link.getAttribute("href") as string).slice(1)));
	const height = innerHeight;
	const atEnd = scrollY + height >= document.documentElement.scrollHeight - 2;
	const line = atEnd ? height : height / 3;
	let current = 0;
	headings.forEach((heading, i) => {
		if ((heading?.getBoundingClientRect().top as number) < line) current = i;
	});
	for (const link of links) link.removeAttribute("aria-current");
	(links[current] as HTMLAnchorElement).setAttribute("aria-current", "true");
};
const schedule = () => {
	frame = frame || requestAnimationFrame(markCurrent);
};

addEventListener("scroll", schedule);
addEventListener("resize", schedule);
addEventListener("DOMContentLoaded", markCurrent);

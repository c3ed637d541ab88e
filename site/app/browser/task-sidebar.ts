import { openWhenWide } from "./open-when-wide.js";

/**
 * The task sidebar's script, inline inside its navigation, so it runs as soon as the list is
 * parsed. Opens the sidebar where it is a column (50rem, as in navigation.css) and brings the
 * current task into view inside its own scroll area, without moving the page.
 */
// Placed inside the navigation it drives, and run while the page is parsed, when currentScript is this.
const nav = (document.currentScript as HTMLScriptElement).parentElement as HTMLElement;
openWhenWide(nav, "50rem");
const current = nav.querySelector<HTMLElement>("[aria-current]");
if (current) nav.scrollTop = current.offsetTop - nav.clientHeight / 3;

/**
 * Script text that keeps the disclosure of the navigation `n` open while the window is at least
 * `minWidth` wide, where the navigation stands beside the content and its summary is hidden. CSS
 * alone shows the content there too (navigation.css), but a closed disclosure's content counts as
 * hidden for some assistive technology and for axe.
 */
export const openWhenWide = (minWidth: string) =>
	`const d=n.querySelector("details"),m=matchMedia("(min-width:${minWidth})"),o=()=>{d.open=m.matches};o();m.addEventListener("change",o);`;

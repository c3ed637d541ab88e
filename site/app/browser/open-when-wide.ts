/**
 * Keeps the disclosure of the navigation `nav` open while the window is at least `minWidth` wide,
 * where the navigation stands beside the content and its summary is hidden. CSS alone shows the
 * content there too (navigation.css), but a closed disclosure's content counts as hidden for some
 * assistive technology and for axe.
 */
export function openWhenWide(nav: HTMLElement, minWidth: string): void {
	const details = nav.querySelector("details") as HTMLDetailsElement;
	const wide = matchMedia(`(min-width:${minWidth})`);
	const follow = () => {
		details.open = wide.matches;
	};
	follow();
	wide.addEventListener("change", follow);
}

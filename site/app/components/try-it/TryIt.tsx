import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NEAR_VIEW_MARGIN } from "../../../scripts/island-hydration.mjs";
import type { TryItProps } from "./try-it-props.js";

/** The panel and the inference client it carries: fetched only once the reader gets near it. */
const TryItPanel = lazy(() => import("./TryItPanel.js"));

/** What the section says until the panel is there: what it does, and what it is waiting for. */
function Intro({ note }: { note?: string }) {
	return (
		<div className="try-it-intro">
			<p>
				Call this task from your browser with your own access token: choose a provider, edit the inputs and
				parameters, and press Run. The request goes from this page to the hub's router, and the answer is
				shown here. The token stays in the page's memory.
			</p>
			{note && <p className="try-it-note">{note}</p>}
		</div>
	);
}

/**
 * The Try it section's island: static text until the reader scrolls near it or touches it, then the
 * panel. Hydrating this costs a few hundred bytes; the client and the form load on demand.
 */
export default function TryIt(props: TryItProps) {
	const [hydrated, setHydrated] = useState(false);
	const [open, setOpen] = useState(false);
	const root = useRef<HTMLDivElement>(null);

	useEffect(() => {
		setHydrated(true);
		const element = root.current;
		if (!element || typeof IntersectionObserver === "undefined") {
			setOpen(true);
			return;
		}
		// A pointer over the section or focus inside it also counts: the reader means to use it.
		const openNow = () => setOpen(true);
		element.addEventListener("pointerenter", openNow, { once: true });
		element.addEventListener("focusin", openNow, { once: true });
		const observer = new IntersectionObserver(
			(entries) => {
				if (entries.some((entry) => entry.isIntersecting)) {
					setOpen(true);
					observer.disconnect();
				}
			},
			{ rootMargin: NEAR_VIEW_MARGIN },
		);
		observer.observe(element);
		return () => {
			observer.disconnect();
			element.removeEventListener("pointerenter", openNow);
			element.removeEventListener("focusin", openNow);
		};
	}, []);

	return (
		<div ref={root} className="try-it">
			{open ? (
				<Suspense fallback={<Intro note="Loading the panel…" />}>
					<TryItPanel {...props} />
				</Suspense>
			) : (
				<Intro {...(hydrated ? {} : { note: "This panel needs JavaScript." })} />
			)}
		</div>
	);
}

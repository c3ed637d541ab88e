import { createElement, type FunctionComponent, type ReactNode, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { LocaleContext } from "../components/locale/locale-context.js";
import type { Locale } from "../components/locale/strings.js";
import { ISLANDS } from "./registry.js";

/** Calls `done` once React has committed what it wraps: an effect runs after its children's. */
function Committed({ done, children }: { done: () => void; children?: ReactNode }) {
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration.
	useEffect(done, []);
	return children;
}

/**
 * Hydrates every island on the page with the props the prerender wrote next to it, and settles when
 * React has taken all of them over (a lazy island's code loaded and its markup hydrated): the loader
 * (browser/island-loader.ts) then hands them what the reader did meanwhile.
 */
export function hydrateIslands(): Promise<void> {
	const locale: Locale = document.documentElement.lang === "he" ? "he" : "en";
	const committed: Promise<void>[] = [];
	for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
		// An island inside another is part of the outer one's React tree, hydrated with it.
		if (element.parentElement?.closest("[data-island]")) continue;
		const name = element.dataset.island as keyof typeof ISLANDS;
		const Component = ISLANDS[name] as FunctionComponent<object> | undefined;
		if (!Component) continue;
		const props = JSON.parse(element.dataset.props ?? "{}") as object;
		committed.push(
			new Promise((done) => {
				hydrateRoot(
					element,
					createElement(
						LocaleContext.Provider,
						{ value: locale },
						createElement(Committed, { done: () => done() }, createElement(Component, props)),
					),
				);
			}),
		);
	}
	return Promise.all(committed).then(() => undefined);
}

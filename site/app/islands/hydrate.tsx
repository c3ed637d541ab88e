import { createElement, type FunctionComponent } from "react";
import { hydrateRoot } from "react-dom/client";
import { LocaleContext } from "../components/locale/locale-context.js";
import type { Locale } from "../components/locale/strings.js";
import { ISLANDS } from "./registry.js";

/** Hydrates every island on the page with the props the prerender wrote next to it. */
function hydrateIslands(): void {
	const locale: Locale = document.documentElement.lang === "he" ? "he" : "en";
	for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
		// An island inside another is part of the outer one's React tree, hydrated with it.
		if (element.parentElement?.closest("[data-island]")) continue;
		const name = element.dataset.island as keyof typeof ISLANDS;
		const Component = ISLANDS[name] as FunctionComponent<object> | undefined;
		if (!Component) continue;
		const props = JSON.parse(element.dataset.props ?? "{}") as object;
		hydrateRoot(
			element,
			createElement(LocaleContext.Provider, { value: locale }, createElement(Component, props)),
		);
	}
}

hydrateIslands();

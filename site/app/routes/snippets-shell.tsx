import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { pageMeta } from "../lib/seo.js";

/**
 * A generator page's meta: its title and description. No preload of the generator's modules: eight
 * of them (87 KB) fetched beside the stylesheet held the page's first paint back to 2.1 s in
 * Lighthouse's mobile run (1.0 s without); the island loads as every other page's do, when the
 * hydrator runs, and a change the reader makes before then is kept.
 */
export const generatorPageMeta =
	(title: string, description: string) =>
	({ location }: { location: { pathname: string } }): MetaDescriptor[] =>
		pageMeta({ title, description, path: location.pathname, type: "website" });

export interface GeneratorPageProps {
	heading: string;
	lead: ReactNode;
	/** The generator's island, then anything after it. */
	children: ReactNode;
}

/** The page around a snippet generator (/snippets, /snippets/local): its heading, its lead, the generator. */
export function GeneratorPage({ heading, lead, children }: GeneratorPageProps) {
	return (
		<div className="page">
			<Heading level={1}>{heading}</Heading>
			<p className="lead">{lead}</p>
			{children}
		</div>
	);
}

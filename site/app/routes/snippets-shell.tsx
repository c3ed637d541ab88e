import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { Heading } from "../components/heading/Heading.js";
import { pageMeta } from "../lib/seo.js";

/** What a generator page's loader gives its meta: the island's modules, preloaded. */
export interface GeneratorPageData {
	preload: string[];
}

/** A generator page's meta: its title and description, and a preload link for each of its island's modules. */
export const generatorPageMeta =
	(title: string, description: string) =>
	({ data, location }: { data?: GeneratorPageData; location: { pathname: string } }): MetaDescriptor[] => [
		...pageMeta({ title, description, path: location.pathname, type: "website" }),
		...(data?.preload ?? []).map((href) => ({ tagName: "link", rel: "modulepreload", href })),
	];

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

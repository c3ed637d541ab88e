import { type ComponentType, createElement } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";
import InferenceGuide, { loader as inferenceGuideLoader } from "../../routes/inference.js";

/** A guide's h2 section and every identifier its code names (inline code and code blocks). */
export interface GuideSection {
	href: string;
	title: string;
	identifiers: ReadonlySet<string>;
}

/**
 * A route's page rendered to HTML as the build renders it: inside a static data router, because
 * the build wraps route components to read their data from the router rather than from props.
 */
async function renderRoute(path: string, Page: ComponentType<never>, loader: () => unknown): Promise<string> {
	const routes = [
		{
			id: "guide",
			path,
			loader,
			Component: () => createElement(Page, { loaderData: useLoaderData() } as never),
		},
	];
	const handler = createStaticHandler(routes);
	const context = await handler.query(new Request(new URL(path, "http://localhost")));
	if (context instanceof Response)
		throw new Error(`Rendering ${path} for the reference answered ${context.status}`);
	const router = createStaticRouter(handler.dataRoutes, context);
	// prerender, not renderToStaticMarkup: the guide's "On this page" waits for its headings (DocLayout).
	const { prelude } = await prerender(
		createElement(StaticRouterProvider, { router, context, hydrate: false }),
	);
	return new Response(prelude).text();
}

/** The guides whose sections the reference links to. */
const GUIDES = [
	{
		path: "/inference",
		title: "Inference",
		html: () => renderRoute("/inference", InferenceGuide as ComponentType<never>, inferenceGuideLoader),
	},
];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const decode = (html: string) =>
	html.replace(/<[^>]*>/g, "").replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, body: string) => {
		if (body[0] !== "#") return ENTITIES[body] ?? entity;
		return String.fromCodePoint(body[1] === "x" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1)));
	});

const CODE = /<(code|pre)\b[^>]*>([\s\S]*?)<\/\1>/g;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/** One guide's h2 sections, read from its HTML. */
export function sectionsOf(html: string, path: string, guideTitle: string): GuideSection[] {
	const sections: GuideSection[] = [];
	const headings = [...html.matchAll(/<h2 id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/g)];
	headings.forEach((heading, index) => {
		const start = heading.index + heading[0].length;
		const end = headings[index + 1]?.index ?? html.length;
		const identifiers = new Set<string>();
		for (const code of html.slice(start, end).matchAll(CODE)) {
			for (const [name] of decode(code[2] as string).matchAll(IDENTIFIER)) identifiers.add(name);
		}
		sections.push({
			href: `${path}#${heading[1]}`,
			title: `${guideTitle}: ${decode(heading[2] as string).trim()}`,
			identifiers,
		});
	});
	return sections;
}

let cached: Promise<GuideSection[]> | undefined;

/** Every guide section, rendered once per build. */
export function guideSections(): Promise<GuideSection[]> {
	cached ??= Promise.all(
		GUIDES.map(async (guide) => sectionsOf(await guide.html(), guide.path, guide.title)),
	).then((lists) => lists.flat());
	return cached;
}

import type { ReactNode } from "react";
import {
	isRouteErrorResponse,
	Links,
	Meta,
	Outlet,
	Scripts,
	useLocation,
	useMatches,
	useRouteLoaderData,
} from "react-router";
import { markdownPath } from "../scripts/markdown-path.mjs";
import type { Route } from "./+types/root";
import ISLAND_LOADER from "./browser/island-loader.ts?inline-script";
import { SiteFooter } from "./components/layout/SiteFooter.js";
import { SiteHeader } from "./components/layout/SiteHeader.js";
import { LocaleContext } from "./components/locale/locale-context.js";
import { ThemeHeadScript } from "./components/theme/ThemeHeadScript.js";
import { Island } from "./islands/Island.js";
import { islandsScriptUrl, searchScriptUrl } from "./lib/islands-script.server.js";
import type { PageHandle } from "./lib/page-handle.js";
import { NotFoundContent } from "./routes/not-found.js";
import "./styles/site.css";
import "./styles/navigation.css";
import "./styles/no-script.css";
import "./styles/reference.css";
import "./styles/search.css";

export const meta: Route.MetaFunction = () => [{ title: "Hubkit" }];

export const links: Route.LinksFunction = () => [
	{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const loader = ({ request }: Route.LoaderArgs) => ({
	islandsScript: islandsScriptUrl(),
	searchScript: searchScriptUrl(),
	// React Router also prerenders a client-side fallback shell, asked for with this header, and
	// refuses to build unless that shell carries its runtime. Our server never serves the shell.
	fallbackShell: request.headers.get("X-React-Router-SPA-Mode") === "yes",
});

/** Fetches React only on pages with an interactive island (browser/island-loader.ts). */
function IslandLoader({ hydrator }: { hydrator: string }) {
	return (
		// biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed loader of ours; it reads the bundle path from data-hydrator.
		<script type="module" data-hydrator={hydrator} dangerouslySetInnerHTML={{ __html: ISLAND_LOADER }} />
	);
}

/** The deepest route that says something about the page wins. */
function usePageHandle(matches: ReturnType<typeof useMatches>): PageHandle {
	return Object.assign({}, ...matches.map((match) => (match.handle ?? {}) as PageHandle));
}

export function Layout({ children }: { children: ReactNode }) {
	const matches = useMatches();
	const { lang = "en", dir = "ltr" } = usePageHandle(matches);
	const rootData = useRouteLoaderData<typeof loader>("root");
	const { pathname } = useLocation();
	// Every page but the not-found one has its Markdown beside it (scripts/llms.mjs writes it).
	const markdown = matches.some((match) => match.id === "routes/not-found")
		? undefined
		: markdownPath(pathname);
	return (
		<html lang={lang} dir={dir}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<ThemeHeadScript />
				<Meta />
				<Links />
				{/* The relations llms.txt v2 gives a page's Markdown copy and the site's index (page-alternates.mjs). */}
				{markdown && <link rel="alternate" type="text/markdown" href={markdown} />}
				<link rel="describedby" href="/llms.txt" />
			</head>
			<body>
				<LocaleContext.Provider value={lang}>
					<SiteHeader markdown={markdown} />
					<main id="main" tabIndex={-1} data-pagefind-body>
						{markdown && <Island name="copy-page" props={{ markdown }} />}
						{children}
					</main>
					<SiteFooter />
				</LocaleContext.Provider>
				{rootData?.fallbackShell && <Scripts />}
				{rootData && <IslandLoader hydrator={rootData.islandsScript} />}
				{/* `npm run dev` only: reloads the page when something it renders from changes (vite.config.ts). */}
				{import.meta.env.DEV && <script type="module" src="/@vite/client" />}
			</body>
		</html>
	);
}

export default function App() {
	return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
	return (
		<div className="page">
			<h1>Something went wrong</h1>
			<p>
				This page could not be shown. Try the <a href="/tasks">task catalogue</a> or the{" "}
				<a href="/">home page</a>.
			</p>
		</div>
	);
}

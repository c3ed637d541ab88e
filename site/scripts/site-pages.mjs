// What the steps after the prerender know about the site's pages, read from the modules the
// prerender itself reads (react-router.config.ts's page list, app/site-config.ts's SITE_URL), not
// from the built HTML. They are TypeScript, so Vite loads them (Node cannot import them as they are).
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const SITE = fileURLToPath(new URL("../", import.meta.url));

async function load(path) {
	const { module } = await runnerImport(`${SITE}${path}`, {
		root: SITE,
		configFile: false,
		logLevel: "warn",
	});
	return module;
}

/** The pages the prerender writes, the one served for unknown addresses, and the site's origin. */
export async function sitePages() {
	// The page list is loaded as a module of its own: the config imports it only when asked, and a
	// loaded module cannot import any more once its runner is closed.
	const [config, pages, siteConfig] = await Promise.all([
		load("react-router.config.ts"),
		load("prerender-paths.ts"),
		load("app/site-config.ts"),
	]);
	return {
		paths: config.keptPages(pages.PRERENDER_PATHS),
		notFound: config.NOT_FOUND_PATH,
		origin: siteConfig.SITE_URL,
	};
}

/** What the sitemap lists: every prerendered page but the not-found one (noindex), on the origin. */
export async function sitemapSite() {
	const { paths, notFound, origin } = await sitePages();
	return { paths: paths.filter((path) => path !== notFound), origin };
}

import type { Config } from "@react-router/dev/config";

/** The page served for unknown addresses: prerendered like any page, never listed (it is noindex). */
export const NOT_FOUND_PATH = "/404";

/**
 * `npm run bench` builds with fewer task pages to show the build time grows linearly with the page
 * count: `HUBKIT_TASK_PAGES=n` keeps the first n task pages (and their snippet files). Unset, all.
 */
function taskPageLimit(): number {
	const limit = Number.parseInt(process.env.HUBKIT_TASK_PAGES ?? "", 10);
	return Number.isInteger(limit) && limit >= 0 ? limit : Number.POSITIVE_INFINITY;
}

/** Of every page, those this build prerenders, in the order given (see `taskPageLimit`). */
export function keptPages(paths: readonly string[]): string[] {
	const kept = new Set(paths.filter((path) => path.startsWith("/tasks/")).slice(0, taskPageLimit()));
	return paths.filter((path) => !path.startsWith("/tasks/") || kept.has(path));
}

/**
 * The pages this build prerenders, in the order of PRERENDER_PATHS; the sitemap lists them too.
 * The list is imported here, not at the top: it reads the packages' registries, and React Router
 * loads this config five times per build, each time in a fresh Vite server that transformed them
 * again (the build's first 10 s went to it before the client build started; 3 s without).
 */
export async function pagePaths(): Promise<string[]> {
	const { PRERENDER_PATHS } = await import("./prerender-paths.js");
	return keptPages(PRERENDER_PATHS);
}

/** Every page is prerendered to static HTML; there is no server at run time. */
export default {
	ssr: false,
	prerender: {
		// Pages render while others wait on their loaders' files: the build's prerender step took
		// 15.7-16.9 s instead of 16.3-18.3 (three builds each), with every page the same byte for byte.
		concurrency: 4,
		async paths() {
			// Imported here, not at the top: it pulls in the snippet generator, which only the build needs.
			const { snippetDataPaths } = await import("./app/lib/snippets-data.server.js");
			const { localSnippetDataPaths } = await import("./app/lib/local-snippets-data.server.js");
			const { specTableDataPaths } = await import("./app/lib/spec-tables.server.js");
			const pages = await pagePaths();
			const kept = new Set(pages);
			return [
				...pages,
				...[...snippetDataPaths(), ...localSnippetDataPaths(), ...specTableDataPaths()].filter((path) =>
					kept.has(`/tasks/${path.split("/")[2]}`),
				),
			];
		},
	},
} satisfies Config;

import type { Config } from "@react-router/dev/config";
import { PRERENDER_PATHS } from "./prerender-paths";

/** Every page is prerendered to static HTML; there is no server at run time. */
export default {
	ssr: false,
	async prerender() {
		// Imported here, not at the top: it pulls in the snippet generator, which only the build needs.
		const { snippetDataPaths } = await import("./app/lib/snippets-data.server.js");
		return [...PRERENDER_PATHS, ...snippetDataPaths()];
	},
} satisfies Config;

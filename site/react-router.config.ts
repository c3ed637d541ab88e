import type { Config } from "@react-router/dev/config";
import { PRERENDER_PATHS } from "./prerender-paths";

/** Every page is prerendered to static HTML; there is no server at run time. */
export default {
	ssr: false,
	async prerender() {
		return PRERENDER_PATHS;
	},
} satisfies Config;

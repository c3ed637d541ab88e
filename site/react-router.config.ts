import { PIPELINE_TYPES } from "@hubkit/tasks";
import type { Config } from "@react-router/dev/config";

/** Every page is prerendered to static HTML; there is no server at run time. */
export default {
	ssr: false,
	async prerender() {
		return [
			"/",
			"/tasks",
			...PIPELINE_TYPES.map((id) => `/tasks/${id}`),
			"/inference",
			"/course/he/chapter0/1",
			"/404",
		];
	},
} satisfies Config;

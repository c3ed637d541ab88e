import { defineConfig } from "vitest/config";

/** Component tests: the page pieces rendered in jsdom, without the router or the build. */
export default defineConfig({
	test: {
		name: "site",
		environment: "jsdom",
		include: ["test/**/*.test.{ts,tsx}"],
		setupFiles: ["test/setup.ts"],
	},
});

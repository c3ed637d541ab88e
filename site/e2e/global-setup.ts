import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { BUILD_DIR, startStaticServer } from "../scripts/static-server.mjs";

declare module "vitest" {
	export interface ProvidedContext {
		siteUrl: string;
	}
}

/** Serves the built site once for every end-to-end test file. */
export default async function setup(project: TestProject) {
	if (!existsSync(`${BUILD_DIR}index.html`)) {
		throw new Error("The site is not built: run `npm run build` first (npm test does).");
	}
	const server = await startStaticServer();
	project.provide("siteUrl", server.url);
	return () => server.close();
}

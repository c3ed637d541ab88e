// Copies the task demo images and sounds from @hubkit/tasks into the site's public folder, so the
// build serves them as static files next to the pages.
import { cpSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

/** Replaces `public/media/tasks/` with the media folder of @hubkit/tasks. */
export function copyMedia() {
	const source = join(dirname(require.resolve("@hubkit/tasks/package.json")), "media");
	const target = fileURLToPath(new URL("../public/media/tasks/", import.meta.url));
	rmSync(target, { recursive: true, force: true });
	mkdirSync(target, { recursive: true });
	cpSync(source, target, { recursive: true });
}

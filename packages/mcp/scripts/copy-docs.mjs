// Build step: copies the built site's Markdown pages and llms.txt into docs/, the folder the server
// reads by default, so the published package answers from the pages of the site it was built with,
// offline and without the site's code. Runs after the site's build (the root build orders the
// workspaces so); any other Markdown folder can be served with --docs or HUBKIT_DOCS_DIR instead.
// The pages' HTML is not copied (ten times the Markdown's size): only its headings' ids, which links
// to a section need, go into anchors.json, read by the same code the server uses on a built site.
import {
	copyFileSync,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { headingIds } from "../dist/docs/heading-ids.js";
import { ANCHORS_FILE } from "../dist/docs/load-docs.js";
import { pagePathOf } from "../dist/docs/page-path.js";

const SITE = fileURLToPath(new URL("../../../site/build/client/", import.meta.url));
const DOCS = fileURLToPath(new URL("../docs/", import.meta.url));

if (!existsSync(join(SITE, "llms.txt"))) {
	console.error(
		`@hubkit/mcp: no built site in ${SITE} (no llms.txt): run \`npm run build -w @hubkit/site\` first`,
	);
	process.exit(1);
}
rmSync(DOCS, { recursive: true, force: true });
let copied = 0;
const anchors = {};
// Regular files only: a symbolic link in the build is no page of the site.
for (const entry of readdirSync(SITE, { recursive: true, withFileTypes: true })) {
	if (!entry.isFile() || !(entry.name.endsWith(".md") || entry.name === "llms.txt")) continue;
	const source = join(entry.parentPath, entry.name);
	const target = join(DOCS, relative(SITE, source));
	mkdirSync(dirname(target), { recursive: true });
	copyFileSync(source, target);
	copied++;
	if (entry.name === "llms.txt") continue;
	const path = pagePathOf(relative(SITE, source).split(sep).join("/"));
	const html = join(SITE, path, "index.html");
	if (existsSync(html)) anchors[path] = headingIds(readFileSync(html, "utf8"));
}
writeFileSync(join(DOCS, ANCHORS_FILE), `${JSON.stringify(anchors)}\n`);
console.log(
	`@hubkit/mcp: ${copied} files of the site's Markdown copied to docs/, with ${Object.keys(anchors).length} pages' heading ids`,
);

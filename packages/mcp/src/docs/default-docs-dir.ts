import { fileURLToPath } from "node:url";

/**
 * The Markdown this package ships: the built site's pages and llms.txt, copied into `docs/` when the
 * package is built (scripts/copy-docs.mjs), beside `dist/` where this module runs from.
 */
export const DEFAULT_DOCS_DIR = fileURLToPath(new URL("../../docs/", import.meta.url));

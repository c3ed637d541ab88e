export { DEFAULT_DOCS_DIR } from "./docs/default-docs-dir.js";
export { type Docs, type DocsPage, loadDocs } from "./docs/load-docs.js";
export type { Section } from "./docs/sections.js";
export { createMcpHttpHandler, type McpHttpHandler, type McpHttpHandlerOptions } from "./http/handler.js";
export { isMcpRequest } from "./http/is-mcp-request.js";
export { LOOPBACK_HOSTS, type RequestGuardOptions } from "./http/request-guard.js";
export { createHubkitServer } from "./server.js";
export type { HostOptions } from "./tools/inference-snippets.js";

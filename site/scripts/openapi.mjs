// Build step: `/openapi.json`. The document is made in openapi/, a file per part: document.mjs
// assembles it, task-operations.mjs and router-operations.mjs make the routes, client-wire.mjs asks
// the client how it sends each task.
export { OPENAPI_TASKS } from "./openapi/client-wire.mjs";
export { openApiDocument, writeOpenApi } from "./openapi/document.mjs";
export { taskPath } from "./openapi/task-operations.mjs";

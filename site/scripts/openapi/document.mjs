// `/openapi.json`, an OpenAPI 3.1 description of the router's routes the client calls: the tasks
// it serves on the hub's own provider (hf-inference), chat, the Responses API and the model list.
// Assembled from task-operations.mjs (what each task's route takes and answers, asked of the
// client), router-operations.mjs and the parts they share.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { INFERENCE_TOKEN_URL } from "@hubkit/inference";
import { ROUTER } from "./client-wire.mjs";
import { routerRoutes } from "./router-operations.mjs";
import { ERROR_SCHEMA, ID_SCHEMAS, PARAMETERS, RESPONSES } from "./shared-parts.mjs";
import { taskRoutes } from "./task-operations.mjs";

/** The whole document, as plain data: `JSON.stringify` of it is what `/openapi.json` serves. */
export function openApiDocument() {
	const tasks = taskRoutes();
	const router = routerRoutes();
	return {
		openapi: "3.1.0",
		info: {
			title: "Hugging Face Inference Providers router (task routes)",
			version: "1.0.0",
			description:
				"The router's routes the Hubkit client calls: the tasks it serves on the hub's own provider (hf-inference), the OpenAI-compatible chat completions, the Responses API and the model list. Request and answer schemas come from @hubkit/tasks, and each route, body and answer form is the one the client's request builder and answer checks use. Tasks only other providers serve are left out: each provider's route differs.",
			license: { name: "MIT", identifier: "MIT" },
		},
		servers: [{ url: ROUTER }],
		security: [{ hfToken: [] }],
		paths: { ...tasks.paths, ...router.paths },
		components: {
			securitySchemes: {
				hfToken: {
					type: "http",
					scheme: "bearer",
					description: `\`HF_TOKEN\`: a hub access token with the inference permission (“Make calls to Inference Providers”). Create one at ${INFERENCE_TOKEN_URL}`,
				},
			},
			parameters: PARAMETERS,
			schemas: { ...tasks.schemas, ...router.schemas, ...ID_SCHEMAS, Error: ERROR_SCHEMA },
			responses: RESPONSES,
		},
	};
}

/** Writes `openapi.json` into the built site; returns how many paths it describes. */
export async function writeOpenApi(root) {
	const document = openApiDocument();
	await writeFile(join(root, "openapi.json"), `${JSON.stringify(document, null, "\t")}\n`);
	return Object.keys(document.paths).length;
}

// @vitest-environment node
import { type Emulator, seededModel, startEmulator } from "@hubkit/emulator";
import { buildRequest, type InferenceTask } from "@hubkit/inference";
import {
	HUB_ID_PATTERN,
	HUB_ID_SEGMENT_PATTERN,
	idProblem,
	MODEL_ID_PATTERN,
} from "@hubkit/inference/internal";
import { getExampleInput, TASK_SPECS } from "@hubkit/tasks";
import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPENAPI_TASKS, openApiDocument, taskPath } from "../scripts/openapi.mjs";

const TOKEN = "hf_emulator";
const document = openApiDocument();

/** The client's and the emulator's name for a task: chat completion is `conversational` there. */
const clientTask = (task: string) => (task === "chat-completion" ? "conversational" : task);

/** The hub id of a model hf-inference serves for the task in the emulator's registry. */
function modelFor(task: string): string {
	const found = seededModel("hf-inference", clientTask(task));
	if (!found) throw new Error(`The emulator seeds no hf-inference model for ${task}`);
	return found.model.id;
}

/** Every example of the document: its path, media type, task (the example's name) and body. */
const examples = Object.entries(document.paths).flatMap(([path, item]) =>
	Object.values(item).flatMap((operation) =>
		Object.entries(operation.requestBody?.content ?? {}).flatMap(([mediaType, { examples = {} }]) =>
			Object.entries(examples).map(([task, example]) => ({ path, mediaType, task, example })),
		),
	),
);

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 0 });
});
afterAll(() => emulator.close());

describe("openapi.json", () => {
	it("is a valid OpenAPI 3.1 document", async () => {
		const result = await new Validator().validate(structuredClone(document));
		expect(result.errors).toBeUndefined();
		expect(result.valid).toBe(true);
		expect(document.openapi).toBe("3.1.0");
		expect(document.servers).toEqual([{ url: "https://router.huggingface.co" }]);
	});

	it("has one example per task it describes, and describes the tasks hf-inference serves and chat", () => {
		expect(examples.map((example) => example.task).sort()).toEqual([...OPENAPI_TASKS, "responses"].sort());
		expect(OPENAPI_TASKS).toContain("chat-completion");
		expect(OPENAPI_TASKS).toHaveLength(28);
		for (const { path, task } of examples) if (task !== "responses") expect(path).toBe(taskPath(task));
	});

	it("says chat completions can answer as a stream, with the chunk's schema", () => {
		const answer = document.paths["/v1/chat/completions"]?.post?.responses["200"] as { content: object };
		expect(Object.keys(answer.content)).toEqual(["application/json", "text/event-stream"]);
		expect(document.components.schemas?.ChatCompletionStreamChunk).toMatchObject({ type: "object" });
	});

	it.each(OPENAPI_TASKS)("documents the route the client calls for %s", async (task) => {
		const model = modelFor(task);
		const example = getExampleInput(task === "chat-completion" ? "text-generation" : task, {
			tags: ["conversational"],
		});
		const request = await buildRequest(
			clientTask(task) as InferenceTask,
			{
				model,
				provider: task === "chat-completion" ? "auto" : "hf-inference",
				accessToken: TOKEN,
				...example,
			},
			{ routerUrl: emulator.url, hubUrl: emulator.url },
		);
		expect(request.url).toBe(`${emulator.url}${taskPath(task).replace("{owner}/{name}", model)}`);
	});

	it("describes the tasks the emulator's hf-inference serves, which the spec-agreement test checks", () => {
		for (const task of Object.keys(TASK_SPECS).filter((name) => name !== "chat-completion"))
			expect(seededModel("hf-inference", task) !== undefined, task).toBe(OPENAPI_TASKS.includes(task));
	});

	it("describes the Responses API and the model list", () => {
		expect(Object.keys(document.paths)).toEqual(
			expect.arrayContaining(["/v1/responses", "/v1/models", "/v1/models/{owner}/{name}"]),
		);
	});

	it("gives owner, name, a hub id and a model id the client's own patterns", () => {
		const parameters = document.components.parameters as Record<string, { schema: { pattern: string } }>;
		expect(parameters.owner?.schema.pattern).toBe(HUB_ID_SEGMENT_PATTERN);
		expect(parameters.name?.schema.pattern).toBe(HUB_ID_SEGMENT_PATTERN);
		const schemas = document.components.schemas as Record<string, { pattern?: string }>;
		expect(schemas.HubId?.pattern).toBe(HUB_ID_PATTERN);
		expect(schemas.ModelId?.pattern).toBe(MODEL_ID_PATTERN);
		const ids = ["meta-llama/Llama-3.1-8B", "a/..", "./b", "a b/c", "a_b.c-d/E.F", "é/b", "a/.x", "a/%2e"];
		for (const id of ids) {
			const [owner = "", name = ""] = id.split("/");
			const fits = [owner, name].every((part) => new RegExp(HUB_ID_SEGMENT_PATTERN).test(part));
			expect(fits, id).toBe(idProblem(id, "hub model id") === undefined);
		}
	});

	it("names the model of every body that has one by the client's model id rule", () => {
		const schemas = document.components.schemas as Record<string, unknown>;
		const models: unknown[] = [];
		const seen = new Set<unknown>();
		// Every schema a request body reaches, through references and branches: each `model` it names.
		const walk = (schema: unknown): void => {
			if (typeof schema !== "object" || schema === null || seen.has(schema)) return;
			seen.add(schema);
			const node = schema as Record<string, unknown>;
			if (typeof node.$ref === "string") walk(schemas[node.$ref.split("/").at(-1) ?? ""]);
			const properties = node.properties as Record<string, unknown> | undefined;
			if (properties?.model) models.push(properties.model);
			for (const key of ["anyOf", "oneOf", "allOf"])
				for (const branch of (node[key] as unknown[]) ?? []) walk(branch);
		};
		for (const item of Object.values(document.paths))
			for (const operation of Object.values(item))
				for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema);
		// Chat completions and the Responses API at least.
		expect(models.length).toBeGreaterThanOrEqual(2);
		for (const model of models) expect(model).toMatchObject({ $ref: "#/components/schemas/ModelId" });
	});

	it("lets the model list be read without a token, as the hub's docs call it, and no other route", () => {
		for (const [path, item] of Object.entries(document.paths)) {
			for (const operation of Object.values(item) as Array<{ security?: unknown[] }>) {
				const security = operation.security ?? (document.security as unknown[]);
				expect(
					security.some((requirement) => Object.keys(requirement as object).length === 0),
					path,
				).toBe(path.startsWith("/v1/models"));
				expect(security, path).toContainEqual({ hfToken: [] });
			}
		}
	});
});

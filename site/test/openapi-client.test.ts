// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Emulator, seededModel, startEmulator } from "@hubkit/emulator";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openApiDocument } from "../scripts/openapi.mjs";

// A client generated from the document, as a reader would make one: openapi-typescript writes the
// types, a small program calls the emulator through openapi-fetch with them, and the TypeScript
// compiler checks the program (strict) before it runs; the program also holds the client's own
// types of the Responses API and the model list to the document's.

const TOKEN = "hf_emulator";
/** Inside the site's node_modules, so the program resolves openapi-fetch as a reader's project would. */
const SCRATCH = fileURLToPath(new URL("../node_modules/.openapi-client/", import.meta.url));

const classifier = seededModel("hf-inference", "text-classification")?.model.id ?? "";

const PROGRAM = `import type { ResponsesRequest, ResponsesResponse, RouterModel } from "@hubkit/inference";
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

// What the client sends and reads fits the document's types: the document is no stricter than the client.
type Schemas = components["schemas"];
export const sends = (request: ResponsesRequest & { model: string }): Schemas["ResponsesRequest"] => request;
export const readsResponse = (answer: ResponsesResponse): Schemas["ResponsesResponse"] => answer;
export const readsModel = (model: RouterModel): Schemas["RouterModel"] => model;

export async function run(baseUrl: string, token: string, classifier: string) {
	const client = createClient<paths>({ baseUrl, headers: { authorization: \`Bearer \${token}\` } });
	const [owner, name] = classifier.split("/") as [string, string];
	const chat = await client.POST("/v1/chat/completions", {
		body: { model: "meta-llama/Llama-3.1-8B-Instruct", messages: [{ role: "user", content: "Hello" }] },
	});
	const labels = await client.POST("/hf-inference/models/{owner}/{name}", {
		params: { path: { owner, name } },
		body: { inputs: "I like you. I love you." },
	});
	const models = await client.GET("/v1/models");
	const responses = await client.POST("/v1/responses", {
		body: { model: "meta-llama/Llama-3.1-8B-Instruct", input: "Say hello." },
	});
	// @ts-expect-error: a chat request without its messages does not typecheck
	const refused = () => client.POST("/v1/chat/completions", { body: { model: "m" } });
	// Both routes may answer a stream (text) instead: a JSON answer is an object.
	const reply = typeof chat.data === "object" ? chat.data.choices[0]?.message.content : undefined;
	const output = typeof responses.data === "object" ? responses.data.output.map((item) => item.type) : [];
	return {
		reply,
		labels: labels.data,
		models: models.data?.data.map((model) => model.id),
		output,
		refused: typeof refused,
	};
}
`;

let emulator: Emulator;
let scratch: string;
beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 0 });
	await mkdir(SCRATCH, { recursive: true });
	scratch = await mkdtemp(SCRATCH);
});
afterAll(async () => {
	await emulator.close();
	await rm(scratch, { recursive: true, force: true });
});

describe("a client generated from openapi.json", () => {
	it("typechecks and calls the emulator through openapi-fetch", async () => {
		// A field with a default is optional to send: without this option the generator types every
		// such field of a request as required.
		const generated = await openapiTS(structuredClone(openApiDocument()) as never, {
			defaultNonNullable: false,
		});
		const types = astToString(generated);
		await writeFile(join(scratch, "schema.d.ts"), types);
		await writeFile(join(scratch, "call.ts"), PROGRAM);
		const options: ts.CompilerOptions = {
			strict: true,
			noEmit: true,
			target: ts.ScriptTarget.ES2022,
			module: ts.ModuleKind.NodeNext,
			moduleResolution: ts.ModuleResolutionKind.NodeNext,
			skipLibCheck: true,
			types: [],
		};
		const program = ts.createProgram([join(scratch, "call.ts")], options);
		const problems = ts
			.getPreEmitDiagnostics(program)
			.map((problem) => ts.flattenDiagnosticMessageText(problem.messageText, "\n"));
		expect(problems).toEqual([]);

		const js = ts.transpileModule(PROGRAM, {
			compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
		}).outputText;
		await writeFile(join(scratch, "call.mjs"), js);
		const { run } = await import(pathToFileURL(join(scratch, "call.mjs")).href);
		const result = await run(emulator.url, TOKEN, classifier);
		expect(typeof result.reply).toBe("string");
		expect(JSON.stringify(result.labels)).toMatch(/"label":"[A-Z]+","score":/);
		expect(result.models).toContain("meta-llama/Llama-3.1-8B-Instruct");
		expect(result.output).toContain("message");
	});
});

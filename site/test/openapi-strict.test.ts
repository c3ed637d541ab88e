// @vitest-environment node
import { type Emulator, seededModel, startEmulator } from "@hubkit/emulator";
import { idProblem } from "@hubkit/inference/internal";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readsAnswer, sampleFile, taskWire } from "../scripts/openapi/client-wire.mjs";
import { OPENAPI_TASKS, openApiDocument } from "../scripts/openapi.mjs";

// Strict tools read the document as it is: every request example must fit its operation's schema,
// and every answer the emulator gives to it must fit the operation's answer schema.

const TOKEN = "hf_emulator";
const document = openApiDocument();
const DOCUMENT_ID = "https://hubkit.test/openapi.json";

/** The document's own keywords, outside any schema: Ajv's strict mode must not read them as schema. */
const DOCUMENT_KEYWORDS = [
	"openapi",
	"info",
	"servers",
	"security",
	"paths",
	"components",
	"tags",
	"webhooks",
];

function strictAjv(): Ajv2020 {
	const ajv = new Ajv2020({ strict: true, allErrors: true });
	addFormats.default(ajv);
	for (const keyword of DOCUMENT_KEYWORDS) ajv.addKeyword(keyword);
	ajv.addSchema({ ...structuredClone(document), $id: DOCUMENT_ID });
	return ajv;
}

const pointer = (...parts: string[]) =>
	parts.map((part) => part.replaceAll("~", "~0").replaceAll("/", "~1")).join("/");

type Operation = (typeof document.paths)[string][string];

/** Every operation of the document, with its path and method. */
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
	Object.entries(item).map(([method, operation]) => ({ path, method, operation: operation as Operation })),
);

/** Every request example, where it sits, and the model its path names. */
const examples = operations.flatMap(({ path, method, operation }) =>
	Object.entries(operation.requestBody?.content ?? {}).flatMap(([mediaType, { examples = {} }]) =>
		Object.entries(examples).map(([name, example]) => ({
			path,
			method,
			mediaType,
			name,
			example,
		})),
	),
);

const ajv = strictAjv();
const validator = (...parts: string[]): ValidateFunction => {
	const validate = ajv.getSchema(`${DOCUMENT_ID}#/${pointer(...parts)}`);
	if (!validate) throw new Error(`No schema at ${parts.join(" ")}`);
	return validate;
};

/** The model the example's route runs: the one its body names, else one the emulator seeds for its task. */
function modelFor(task: string, body: unknown): string {
	const named = (body as { model?: unknown } | undefined)?.model;
	if (typeof named === "string") return named;
	const found = seededModel("hf-inference", task);
	if (!found) throw new Error(`The emulator seeds no hf-inference model for ${task}`);
	return found.model.id;
}

/** What {@link checkAnswer} gives for an answer that is a file, whose bytes no schema describes. */
const FILE = Symbol("file");

async function send(
	method: string,
	path: string,
	model = "",
	mediaType?: string,
	body?: string | Uint8Array<ArrayBuffer>,
): Promise<Response> {
	return fetch(`${emulator.url}${path.replace("{owner}/{name}", model)}`, {
		method: method.toUpperCase(),
		headers: { authorization: `Bearer ${TOKEN}`, ...(mediaType ? { "content-type": mediaType } : {}) },
		...(body === undefined ? {} : { body }),
	});
}

/** Checks a 200 answer against the operation's answer content; gives the JSON answer, or FILE. */
async function checkAnswer(path: string, method: string, response: Response): Promise<unknown> {
	expect(response.status, await response.clone().text()).toBe(200);
	const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
	const operation = document.paths[path]?.[method];
	const answers = Object.keys(
		(operation?.responses["200"] as { content: object } | undefined)?.content ?? {},
	);
	if (type !== "application/json") {
		expect(
			answers.some((media) => media === type || media === `${type.split("/")[0]}/*`),
			type,
		).toBe(true);
		return FILE;
	}
	const validate = validator(
		"paths",
		path,
		method,
		"responses",
		"200",
		"content",
		"application/json",
		"schema",
	);
	const answer = await response.json();
	expect(
		validate(answer),
		`${JSON.stringify(answer).slice(0, 300)}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
	).toBe(true);
	return answer;
}

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator({ pollSteps: 0 });
});
afterAll(() => emulator.close());

describe("openapi.json under a strict validator", () => {
	it("compiles every component schema in strict mode", () => {
		for (const name of Object.keys(document.components.schemas ?? {}))
			expect(() => validator("components", "schemas", name), name).not.toThrow();
	});

	it.each(examples)(
		"the $name example fits its own schema ($mediaType)",
		({ path, method, mediaType, example }) => {
			expect(example.externalValue, "an external file an offline generator cannot read").toBeUndefined();
			const validate = validator("paths", path, method, "requestBody", "content", mediaType, "schema");
			expect(validate(example.value), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
		},
	);

	it.each(examples)(
		"the emulator's answer to the $name example fits the answer schema, and the client reads it",
		async ({ path, method, mediaType, name, example }) => {
			const model = modelFor(name, example.value);
			const response = await send(method, path, model, mediaType, JSON.stringify(example.value));
			const answer = await checkAnswer(path, method, response);
			if (answer !== FILE && OPENAPI_TASKS.includes(name)) expect(readsAnswer(name, answer), name).toBe(true);
		},
	);

	const rawTasks = OPENAPI_TASKS.map(taskWire).filter((wire) => wire.media?.raw);
	it.each(rawTasks)(
		"the emulator's answer to $task's file as the whole body fits the answer schema",
		async ({ task, path, media }) => {
			const file = sampleFile(media?.type ?? "");
			const response = await send("post", path, modelFor(task, undefined), file.type, file.bytes);
			const answer = await checkAnswer(path, "post", response);
			if (answer !== FILE) expect(readsAnswer(task, answer), task).toBe(true);
		},
	);

	it("the emulator's model list and one model fit their schemas", async () => {
		await checkAnswer("/v1/models", "get", await send("get", "/v1/models"));
		const path = "/v1/models/{owner}/{name}";
		await checkAnswer(path, "get", await send("get", path, "meta-llama/Llama-3.1-8B-Instruct"));
	});

	it("the emulator's streamed Responses events fit ResponsesStreamEvent", async () => {
		const body = JSON.stringify({
			model: "meta-llama/Llama-3.1-8B-Instruct",
			input: "Say hello.",
			stream: true,
		});
		const response = await send("post", "/v1/responses", "", "application/json", body);
		expect(response.status).toBe(200);
		const events = (await response.text())
			.split("\n")
			.filter((line) => line.startsWith("data: "))
			.map((line) => JSON.parse(line.slice("data: ".length)));
		expect(events.at(-1)?.type).toBe("response.completed");
		const validate = validator("components", "schemas", "ResponsesStreamEvent");
		for (const event of events)
			expect(validate(event), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
	});

	it("describes the billing refusal the router answers with 402", async () => {
		emulator.setFaults([{ fault: "credits-exhausted", times: 1 }]);
		const path = "/hf-inference/models/{owner}/{name}";
		const response = await send(
			"post",
			path,
			modelFor("text-classification", undefined),
			"application/json",
			"{}",
		);
		expect(response.status).toBe(402);
		const validate = validator(
			"components",
			"responses",
			"PaymentRequired",
			"content",
			"application/json",
			"schema",
		);
		const answer = await response.json();
		expect(validate(answer), JSON.stringify(answer)).toBe(true);
		for (const { path, operation } of operations)
			expect(Object.keys(operation.responses), path).toContain("402");
	});

	it("gives the hub id's owner and name the client's pattern", () => {
		const parameters = document.components.parameters as Record<string, { schema: { pattern?: string } }>;
		for (const part of ["owner", "name"]) {
			const pattern = new RegExp(parameters[part]?.schema.pattern ?? "");
			expect(pattern.test("meta-llama"), part).toBe(true);
			for (const bad of ["..", "a/b", "a b", "a:b", ""])
				expect(pattern.test(bad), `${part}: ${bad}`).toBe(false);
		}
	});

	it("takes a body's model exactly when the client takes it as a model id", () => {
		const bodies = [
			["ChatCompletionRequest", (model: string) => ({ model, messages: [{ role: "user", content: "Hi" }] })],
			["ResponsesRequest", (model: string) => ({ model, input: "Hi" })],
		] as const;
		const models = [
			"meta-llama/Llama-3.1-8B-Instruct",
			"meta-llama/Llama-3.1-8B-Instruct:fastest",
			"meta-llama/Llama-3.1-8B-Instruct:fireworks-ai",
			"gpt2",
			"gpt2:fastest",
			"a/b:FASTEST",
			"a/b:..",
			"a/b:x/y",
			"a/b:",
			"a/..:cheapest",
			"../b",
			`a/${"b".repeat(510)}`,
			`a/${"b".repeat(498)}:cheapest`,
			"https://evil.example/x",
		];
		for (const [name, body] of bodies) {
			const validate = validator("components", "schemas", name);
			for (const model of models)
				expect(validate(body(model)), `${name}: ${model}`).toBe(idProblem(model, "model id") === undefined);
		}
	});

	it("takes a hub id exactly when the client does, for any id (HubId, under the u flag Ajv reads patterns with)", () => {
		const validate = validator("components", "schemas", "HubId");
		const pieces = fc.constantFrom(
			"a",
			"Z",
			"9",
			"-",
			"_",
			".",
			"..",
			"/",
			":",
			" ",
			"%",
			"é",
			"😀",
			"fastest",
		);
		const ids = fc.oneof(
			fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join("")),
			fc.string({ unit: "grapheme" }),
			fc.integer({ min: 505, max: 515 }).map((length) => `o/${"n".repeat(length - 2)}`),
		);
		fc.assert(
			fc.property(ids, (id) => {
				expect(validate(id), id).toBe(idProblem(id, "hub model id") === undefined);
			}),
			{ numRuns: 2000 },
		);
	});
});

// The task routes of `/openapi.json`: for each task, its request and answer schemas as the wire
// carries them and an example body, from @hubkit/tasks's TASK_SPECS and examples and from what the
// client does with them (client-wire.mjs). Tasks that share a route (hf-inference runs most tasks at
// the model's own route, where the model decides the task) share one operation, whose body and
// answer are any of theirs; a task with a route of its own has its own operation.
import { getExampleInput, TASK_SPECS } from "@hubkit/tasks";
import { clientRequest, OPENAPI_TASKS, readsAnswer, sampleFile, taskWire } from "./client-wire.mjs";
import { sampleOf } from "./schema-sample.mjs";
import { ERROR_RESPONSES, MODEL_PARAMETERS, ref } from "./shared-parts.mjs";

/** The chat example's model: a conversational model the router serves. */
const CHAT_EXAMPLE_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
/** The example model of a body that names its model (text completions name the path's model). */
const COMPLETIONS_EXAMPLE_MODEL = "meta-llama/Llama-3.1-8B";

/** The PascalCase name of a task's schemas, e.g. `TextClassification`. */
const schemaName = (task) => TASK_SPECS[task].method[0].toUpperCase() + TASK_SPECS[task].method.slice(1);

/** A file in JSON, as the client sends it. */
const base64File = (type, description) => ({
	type: "string",
	contentEncoding: "base64",
	contentMediaType: type,
	description: `${description ? `${description} ` : ""}The file's bytes, base64-encoded.`,
});

/** Any other file field of a schema (one the client leaves to the caller) as base64 text. */
function wireSchema(schema) {
	if (Array.isArray(schema)) return schema.map(wireSchema);
	if (!schema || typeof schema !== "object") return schema;
	if (schema.format === "binary") return base64File(schema.contentMediaType, schema.description);
	return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, wireSchema(value)]));
}

/** `schema` with the schema at `path` (through `properties`) replaced, building objects the path needs. */
function withSchemaAt(schema, path, leaf) {
	if (path.length === 0)
		return { ...leaf, ...(schema?.description ? { description: schema.description } : {}) };
	const [key, ...rest] = path;
	const here = schema?.properties
		? schema
		: { type: "object", description: schema?.description, required: [key] };
	return {
		...here,
		properties: { ...here.properties, [key]: withSchemaAt(here.properties?.[key], rest, leaf) },
	};
}

/** The schema under `path` of arguments (`parameters.max_new_tokens`). */
const schemaAt = (schema, path) =>
	path.split(".").reduce((node, key) => node?.properties?.[key], schema) ?? { description: "" };

const isRequired = (schema, path) => {
	const keys = path.split(".");
	let node = schema;
	for (const key of keys) {
		if (!node?.required?.includes(key)) return false;
		node = node.properties?.[key];
	}
	return true;
};

const MODEL_PROPERTY = {
	...ref("ModelId"),
	description:
		"The model's hub id; on the router's chat route, optionally with a policy or provider suffix (`:fastest`, `:cheapest`, `:preferred`, `:<provider>`).",
};

/** A task's request body as the client sends it. */
function requestSchema(task, wire) {
	const spec = TASK_SPECS[task];
	let schema = spec.request;
	if (wire.media?.at) schema = withSchemaAt(schema, wire.media.at, base64File(wire.media.type));
	schema = wireSchema(schema);
	if (wire.fields) {
		// The body is flat: each field carries one argument (or the model).
		const entries = Object.entries(wire.fields);
		return {
			type: "object",
			description: spec.request.description,
			properties: Object.fromEntries(
				entries.map(([key, from]) => [
					key,
					from === "model" ? MODEL_PROPERTY : wireSchema(schemaAt(spec.request, from)),
				]),
			),
			required: entries
				.filter(([, from]) => from === "model" || isRequired(spec.request, from))
				.map(([key]) => key),
		};
	}
	if (wire.modelField)
		return {
			...schema,
			properties: { [wire.modelField]: MODEL_PROPERTY, ...schema.properties },
			required: [wire.modelField, ...(schema.required ?? [])],
		};
	return schema;
}

/** The OpenAI completions answer, which the client reads where a route is OpenAI-style. */
const COMPLETIONS_RESPONSE = {
	type: "object",
	description: "The completion, OpenAI style; the generated text is `choices[0].text`.",
	properties: {
		id: { type: "string" },
		model: { type: "string" },
		choices: {
			type: "array",
			items: {
				type: "object",
				properties: {
					text: { type: "string" },
					index: { type: "integer" },
					finish_reason: { type: "string" },
				},
				required: ["text"],
			},
		},
	},
	required: ["choices"],
};

/**
 * A task's JSON answer: each form the client reads, of the specification's answer, a list of it
 * (pipelines wrap some answers) and an OpenAI completion. Undefined for a file answer.
 */
function answerSchema(task) {
	const answer = TASK_SPECS[task].response;
	if (answer.format === "binary") return undefined;
	const forms = [answer, { type: "array", items: answer }, COMPLETIONS_RESPONSE].filter((form) =>
		readsAnswer(task, sampleOf(form)),
	);
	if (forms.length === 0) throw new Error(`The client reads none of the answer forms of ${task}`);
	return forms.length === 1 ? forms[0] : { anyOf: forms };
}

/** The example of a task's operation: its example arguments as the client sends them, files inline. */
function exampleBody(task, wire) {
	const chat = task === "chat-completion";
	const example = structuredClone(
		chat ? getExampleInput("text-generation", { tags: ["conversational"] }) : getExampleInput(task),
	);
	if (!example) return undefined;
	if (wire.media) {
		// The example names a sample file where the bytes go: its base64 text is what the client sends.
		const path = wire.media.path;
		const parent = path.slice(0, -1).reduce((node, key) => node?.[key], example);
		if (parent && typeof parent === "object")
			parent[path.at(-1)] = sampleFile(wire.media.type).bytes.toString("base64");
	}
	const model = chat ? CHAT_EXAMPLE_MODEL : COMPLETIONS_EXAMPLE_MODEL;
	const body = clientRequest(task, example, model)?.payload;
	return body?.kind === "json" ? body.value : undefined;
}

/** Each task's request and answer schemas, for `components.schemas`. */
function taskSchemas(wires) {
	const schemas = {};
	for (const wire of wires) {
		const name = schemaName(wire.task);
		schemas[`${name}Request`] = { ...requestSchema(wire.task, wire), title: `${name}Request` };
		const answer = answerSchema(wire.task);
		if (answer) schemas[`${name}Response`] = { ...answer, title: `${name}Response` };
		const chunk = TASK_SPECS[wire.task].streamChunk;
		if (chunk && wire.modelField) schemas[`${name}StreamChunk`] = { ...chunk, title: `${name}StreamChunk` };
	}
	return schemas;
}

const oneOrAny = (list) => (list.length === 1 ? list[0] : { anyOf: list });

/** One operation for the tasks of one route. */
function operation(wires, { operationId, summary, description }) {
	const named = wires[0].path.includes("{owner}");
	const json = { schemas: [], examples: {} };
	const content = {};
	const answers = { json: [], files: new Set(), stream: [] };
	for (const wire of wires) {
		const name = schemaName(wire.task);
		json.schemas.push(ref(`${name}Request`));
		const example = exampleBody(wire.task, wire);
		if (example) json.examples[wire.task] = { summary: wire.task, value: example };
		// The bytes alone are the body when the call has no parameters: they cannot carry them.
		if (wire.media?.raw)
			content[wire.media.type] = { schema: { type: "string", contentMediaType: wire.media.type } };
		if (TASK_SPECS[wire.task].response.format === "binary")
			answers.files.add(wire.answerMedia ?? TASK_SPECS[wire.task].response.contentMediaType);
		else answers.json.push(ref(`${name}Response`));
		if (TASK_SPECS[wire.task].streamChunk && wire.modelField) answers.stream.push(`${name}StreamChunk`);
	}
	const answerContent = {};
	if (answers.json.length) answerContent["application/json"] = { schema: oneOrAny(answers.json) };
	for (const media of answers.files)
		answerContent[media] = { schema: { type: "string", contentMediaType: media } };
	for (const chunk of answers.stream)
		answerContent["text/event-stream"] = {
			schema: {
				type: "string",
				description: `With \`stream: true\`: server-sent events, each \`data:\` line one ${chunk} as JSON, then \`data: [DONE]\`.`,
			},
		};
	return {
		post: {
			operationId,
			summary,
			description,
			tags: [named ? "hf-inference" : "chat"],
			...(named ? { parameters: MODEL_PARAMETERS } : {}),
			requestBody: {
				required: true,
				content: {
					"application/json": { schema: oneOrAny(json.schemas), examples: json.examples },
					...content,
				},
			},
			responses: { 200: { description: "The answer.", content: answerContent }, ...ERROR_RESPONSES },
		},
	};
}

function describe(wires) {
	const [{ task }] = wires;
	const method = TASK_SPECS[task].method;
	if (wires.length > 1)
		return {
			operationId: "runModel",
			summary: "Run a model on hf-inference (the model's task decides the request)",
			description: `The hub's own provider runs the model's pipeline, so the body is the request of the model's task, one of: ${wires.map((wire) => `\`${wire.task}\``).join(", ")}. A file the task takes may also be the whole body when the call has no parameters (see the request's media types).`,
		};
	if (!wires[0].path.includes("{owner}"))
		return {
			operationId: method,
			summary: "Chat completion",
			description:
				"The router's OpenAI-compatible chat route: it picks a provider that serves the model, by the model id's policy suffix (`:fastest` by default).",
		};
	return {
		operationId: method,
		summary: `${task} on hf-inference`,
		description: `The route the client's \`${method}\` calls on the hub's own provider.`,
	};
}

/** The task routes (`paths`) and the schemas they name (`components.schemas`). */
export function taskRoutes() {
	const wires = OPENAPI_TASKS.map(taskWire);
	const byPath = new Map();
	for (const wire of wires) byPath.set(wire.path, [...(byPath.get(wire.path) ?? []), wire]);
	return {
		paths: Object.fromEntries([...byPath].map(([path, group]) => [path, operation(group, describe(group))])),
		schemas: taskSchemas(wires),
	};
}

/** Each task's route, as the document gives it. */
export function taskPath(task) {
	return taskWire(task).path;
}

// Build step: `/openapi.json`, an OpenAPI 3.1 description of the router's routes for the tasks the
// client serves on the hub's own provider (hf-inference), plus the router's chat completions. Made
// from @hubkit/tasks's TASK_SPECS (request and response schemas) and getExampleInput (one example
// per request), so it changes when they do. Paths follow what @hubkit/inference sends; the site's
// tests compare them with its buildRequest and send every example to the emulator.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { INFERENCE_TOKEN_URL } from "@hubkit/inference";
import { getExampleInput, TASK_SPECS } from "@hubkit/tasks";

const ROUTER = "https://router.huggingface.co";

/** The chat model of the chat completions example: a conversational model the router serves. */
const CHAT_EXAMPLE_MODEL = "meta-llama/Llama-3.1-8B-Instruct";
/** The text-generation example's model (its body names the model of the path). */
const COMPLETIONS_EXAMPLE_MODEL = "meta-llama/Llama-3.1-8B";

/**
 * Public copies of the sample files the examples name (the same ones the snippets point to). Images
 * in JSON bodies may be given by URL, which the hosted pipelines fetch; audio in JSON must be base64.
 */
const SAMPLE_FILES = {
	"cats.jpg": "https://huggingface.co/datasets/Xenova/transformers.js-docs/resolve/main/cats.jpg",
	"cat.png":
		"https://huggingface.co/datasets/huggingface/documentation-images/resolve/main/diffusers/cat.png",
	"sample1.flac": "https://cdn-media.huggingface.co/speech_samples/sample1.flac",
};

/** Tasks hf-inference serves on its own pipeline route, with the raw file as the body allowed. */
const RAW_MEDIA = {
	"image-classification": "image/*",
	"object-detection": "image/*",
	"image-to-text": "image/*",
	"image-to-image": "image/*",
	"automatic-speech-recognition": "audio/*",
	"audio-classification": "audio/*",
	"audio-to-audio": "audio/*",
};

/** Tasks hf-inference serves under `models/{id}/pipeline/{task}` rather than `models/{id}`. */
const PIPELINE_ROUTE = new Set(["feature-extraction", "sentence-similarity"]);

/** Tasks the hub's own provider does not serve: other providers' routes differ, so they are left out. */
const NOT_ON_HF_INFERENCE = new Set([
	"image-text-to-image",
	"image-text-to-video",
	"image-to-video",
	"text-to-video",
]);

/** Answers that come as a list whose first item is what the client returns. */
const LISTED_ANSWER = new Set(["document-question-answering", "visual-question-answering", "summarization"]);
/** Answers that may come bare or as a one-item list (the client accepts both). */
const MAYBE_LISTED_ANSWER = new Set([
	"question-answering",
	"table-question-answering",
	"image-to-text",
	"translation",
]);

/** The task's route path under the router, with the model as `{owner}/{name}`. */
export function taskPath(task) {
	if (task === "chat-completion") return "/v1/chat/completions";
	const model = "/hf-inference/models/{owner}/{name}";
	if (task === "text-generation") return `${model}/v1/completions`;
	return PIPELINE_ROUTE.has(task) ? `${model}/pipeline/${task}` : model;
}

/** A schema as it travels in JSON: raw bytes become base64 text, or give way to the text forms beside them. */
function wireSchema(schema) {
	if (Array.isArray(schema)) return schema.map(wireSchema);
	if (!schema || typeof schema !== "object") return schema;
	if (schema.format === "binary") {
		const { format: _binary, ...rest } = schema;
		return {
			...rest,
			contentEncoding: "base64",
			description: `${schema.description ?? "The file"} Base64-encoded.`,
		};
	}
	if (schema.oneOf?.some((option) => option.format === "binary")) {
		const texts = schema.oneOf.filter((option) => option.format !== "binary");
		// Every text form is a string (a URL, a data: URL, base64), which one string schema says.
		if (texts.length > 0 && texts.every((option) => option.type === "string" && !option.enum)) {
			const { oneOf: _forms, ...rest } = schema;
			return {
				...rest,
				type: "string",
				description: [
					schema.description,
					"In JSON, one of:",
					texts.map((option) => option.description).join(" / "),
				]
					.filter(Boolean)
					.join(" "),
			};
		}
	}
	return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, wireSchema(value)]));
}

/** Zero-shot image classification takes its image wrapped as `{image}` on the wire. */
function zeroShotImageRequest(request) {
	return {
		...request,
		properties: {
			...request.properties,
			inputs: {
				type: "object",
				description: "The image to classify.",
				properties: {
					image: {
						type: "string",
						contentMediaType: "image/*",
						description: "The image file's bytes, base64-encoded, or an http(s) URL the provider downloads.",
					},
				},
				required: ["image"],
			},
		},
	};
}

/** Text generation on hf-inference is its OpenAI-style completions route: the prompt and flat settings. */
function completionsRequest(request) {
	const { max_new_tokens, ...others } = request.properties.parameters?.properties ?? {};
	return {
		type: "object",
		description: "The prompt and the generation settings, flat (OpenAI completions style).",
		properties: {
			model: { type: "string", description: "The model's hub id: the same `owner/name` as in the path." },
			prompt: request.properties.inputs,
			...(max_new_tokens ? { max_tokens: max_new_tokens } : {}),
			...others,
		},
		required: ["model", "prompt"],
	};
}

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

function chatRequest(request) {
	return {
		...request,
		properties: {
			model: {
				type: "string",
				description:
					"The model's hub id, optionally with a policy or provider suffix (`:fastest`, `:cheapest`, `:preferred`, `:<provider>`).",
			},
			...request.properties,
		},
		required: ["model", ...(request.required ?? [])],
	};
}

function requestSchema(task, spec) {
	if (task === "chat-completion") return chatRequest(spec.request);
	if (task === "text-generation") return completionsRequest(spec.request);
	if (task === "zero-shot-image-classification") return zeroShotImageRequest(wireSchema(spec.request));
	return wireSchema(spec.request);
}

/** A sample file's name becomes its public URL, everywhere in an example. */
function withFileUrls(value) {
	if (typeof value === "string") return SAMPLE_FILES[value] ?? value;
	if (Array.isArray(value)) return value.map(withFileUrls);
	if (value && typeof value === "object")
		return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withFileUrls(item)]));
	return value;
}

/** The example a task's operation shows, as sent: file names become public URLs where JSON allows. */
function exampleBody(task) {
	if (task === "chat-completion")
		return { model: CHAT_EXAMPLE_MODEL, ...getExampleInput("text-generation", { tags: ["conversational"] }) };
	const example = getExampleInput(task);
	if (!example) return undefined;
	if (task === "text-generation") return { model: COMPLETIONS_EXAMPLE_MODEL, prompt: example.inputs };
	if (task === "zero-shot-image-classification")
		return withFileUrls({ ...example, inputs: { image: example.inputs } });
	return withFileUrls(example);
}

/** The PascalCase name of a task's schemas, e.g. `TextClassification`. */
const schemaName = (spec) => spec.method[0].toUpperCase() + spec.method.slice(1);

/** Each task's request and answer schemas, as the wire carries them, for `components.schemas`. */
function taskSchemas(tasks) {
	const schemas = {};
	for (const task of tasks) {
		const spec = TASK_SPECS[task];
		schemas[`${schemaName(spec)}Request`] = {
			...requestSchema(task, spec),
			title: `${schemaName(spec)}Request`,
		};
		const answer = answerSchema(task, spec);
		if (answer) schemas[`${schemaName(spec)}Response`] = { ...answer, title: `${schemaName(spec)}Response` };
		if (spec.streamChunk && task === "chat-completion")
			schemas.ChatCompletionStreamChunk = { ...spec.streamChunk, title: "ChatCompletionStreamChunk" };
	}
	return schemas;
}

const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

/** A JSON answer's schema; undefined for a file answer (its bytes are the body). */
function answerSchema(task, spec) {
	if (task === "text-generation") return COMPLETIONS_RESPONSE;
	const answer = spec.response;
	if (answer.format === "binary") return undefined;
	if (LISTED_ANSWER.has(task)) return { type: "array", items: answer };
	if (MAYBE_LISTED_ANSWER.has(task)) return { oneOf: [answer, { type: "array", items: answer }] };
	return answer;
}

/**
 * One operation for one or more tasks on the same route. hf-inference runs every other task at the
 * model's own route (the model decides the task), so that route's body is one of those tasks'
 * requests; each example is named after its task.
 */
function operation(tasks, { operationId, summary, description, chat = false }) {
	const json = { schemas: [], examples: {} };
	const raw = {};
	const answers = { json: [], files: new Set() };
	for (const task of tasks) {
		const spec = TASK_SPECS[task];
		const example = exampleBody(task);
		const file = typeof example?.inputs === "string" && Object.values(SAMPLE_FILES).includes(example.inputs);
		const media = RAW_MEDIA[task];
		// A raw file carries no parameters: its example is the file itself, sent as the body.
		const sentRaw = media && file && !example.parameters;
		if (media) {
			raw[media] ??= { schema: { type: "string", contentMediaType: media }, examples: {} };
			if (sentRaw)
				raw[media].examples[task] = { summary: `${task}: a sample file`, externalValue: example.inputs };
		}
		json.schemas.push(ref(`${schemaName(spec)}Request`));
		if (example && !sentRaw) json.examples[task] = { summary: task, value: example };
		if (answerSchema(task, spec)) answers.json.push(ref(`${schemaName(spec)}Response`));
		else answers.files.add(spec.response.contentMediaType ?? "application/octet-stream");
	}
	const oneOrAny = (list) => (list.length === 1 ? list[0] : { oneOf: list });
	const content = {
		"application/json": { schema: oneOrAny(json.schemas), examples: json.examples },
	};
	for (const [media, entry] of Object.entries(raw)) {
		content[media] = Object.keys(entry.examples).length ? entry : { schema: entry.schema };
	}
	const answerContent = {};
	if (answers.json.length) answerContent["application/json"] = { schema: oneOrAny(answers.json) };
	for (const media of answers.files)
		answerContent[media] = { schema: { type: "string", contentMediaType: media } };
	if (chat) {
		answerContent["text/event-stream"] = {
			schema: {
				type: "string",
				description:
					"With `stream: true`: server-sent events, each `data:` line one ChatCompletionStreamChunk as JSON, then `data: [DONE]`.",
			},
		};
	}
	return {
		post: {
			operationId,
			summary,
			description,
			tags: [chat ? "chat" : "hf-inference"],
			...(chat ? {} : { parameters: MODEL_PARAMETERS }),
			requestBody: { required: true, content },
			responses: {
				200: { description: "The answer.", content: answerContent },
				...ERROR_RESPONSES,
			},
		},
	};
}

const ERROR_RESPONSES = {
	400: { $ref: "#/components/responses/BadRequest" },
	401: { $ref: "#/components/responses/Unauthorized" },
	403: { $ref: "#/components/responses/Forbidden" },
	404: { $ref: "#/components/responses/NotFound" },
	429: { $ref: "#/components/responses/TooManyRequests" },
	503: { $ref: "#/components/responses/Unavailable" },
};

const errorResponse = (description) => ({
	description,
	content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const MODEL_PARAMETERS = [
	{ $ref: "#/components/parameters/owner" },
	{ $ref: "#/components/parameters/name" },
];

/** The tasks the document describes: every task of TASK_SPECS that the router serves at a known route. */
export const OPENAPI_TASKS = Object.keys(TASK_SPECS).filter((task) => !NOT_ON_HF_INFERENCE.has(task));

function paths() {
	const byPath = new Map();
	for (const task of OPENAPI_TASKS) byPath.set(taskPath(task), [...(byPath.get(taskPath(task)) ?? []), task]);
	return Object.fromEntries(
		[...byPath].map(([path, tasks]) => {
			const [task] = tasks;
			const spec = TASK_SPECS[task];
			if (tasks.length > 1)
				return [
					path,
					operation(tasks, {
						operationId: "runModel",
						summary: "Run a model on hf-inference (the model's task decides the request)",
						description: `The hub's own provider runs the model's pipeline; the body is the request of the model's task: ${tasks.map((name) => `\`${name}\``).join(", ")}. Audio and image tasks also take the file itself as the body when the call has no parameters.`,
					}),
				];
			if (task === "chat-completion")
				return [
					path,
					operation(tasks, {
						operationId: spec.method,
						summary: "Chat completion",
						description:
							"The router's OpenAI-compatible chat route: it picks a provider that serves the model, by the model id's policy suffix (`:fastest` by default).",
						chat: true,
					}),
				];
			return [
				path,
				operation(tasks, {
					operationId: spec.method,
					summary: `${task} on hf-inference`,
					description: `The route the client's \`${spec.method}\` calls on the hub's own provider.`,
				}),
			];
		}),
	);
}

/** The whole document, as plain data: `JSON.stringify` of it is what `/openapi.json` serves. */
export function openApiDocument() {
	return {
		openapi: "3.1.0",
		info: {
			title: "Hugging Face Inference Providers router (task routes)",
			version: "1.0.0",
			description:
				"The router's routes for the tasks the Hubkit client serves on the hub's own provider (hf-inference), and its OpenAI-compatible chat completions. Schemas come from @hubkit/tasks. Tasks only other providers serve (text-to-video, image-to-video, image-text-to-image, image-text-to-video) are left out: each provider's route differs.",
			license: { name: "MIT", identifier: "MIT" },
		},
		servers: [{ url: ROUTER }],
		security: [{ hfToken: [] }],
		paths: paths(),
		components: {
			securitySchemes: {
				hfToken: {
					type: "http",
					scheme: "bearer",
					description: `\`HF_TOKEN\`: a hub access token with the inference permission (“Make calls to Inference Providers”). Create one at ${INFERENCE_TOKEN_URL}`,
				},
			},
			parameters: {
				owner: {
					name: "owner",
					in: "path",
					required: true,
					description: "The model id's owner, e.g. `FacebookAI` in `FacebookAI/roberta-base`.",
					schema: { type: "string" },
				},
				name: {
					name: "name",
					in: "path",
					required: true,
					description: "The model id's name, e.g. `roberta-base` in `FacebookAI/roberta-base`.",
					schema: { type: "string" },
				},
			},
			schemas: {
				...taskSchemas(OPENAPI_TASKS),
				Error: {
					type: "object",
					description: "The router's error answer.",
					properties: {
						error: { description: "What went wrong.", oneOf: [{ type: "string" }, { type: "object" }] },
					},
				},
			},
			responses: {
				BadRequest: errorResponse("The request is malformed, or no provider you enabled serves the model."),
				Unauthorized: errorResponse("No token, or a token that is not valid."),
				Forbidden: errorResponse(
					"The token lacks the inference permission, or billing does not allow the call.",
				),
				NotFound: errorResponse("No such model, or the provider does not serve it."),
				TooManyRequests: errorResponse("Rate limited: try again later."),
				Unavailable: errorResponse("The model is loading or the provider is unavailable: try again later."),
			},
		},
	};
}

/** Writes `openapi.json` into the built site; returns how many paths it describes. */
export async function writeOpenApi(root) {
	const document = openApiDocument();
	await writeFile(join(root, "openapi.json"), `${JSON.stringify(document, null, "\t")}\n`);
	return Object.keys(document.paths).length;
}

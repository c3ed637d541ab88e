// How @hubkit/inference sends each task the document describes and which answers it reads, asked of
// the client itself: its request builder (buildRequestParts) gives the route and the body, and the
// task's helper, given answers of each candidate form, says which it takes. Nothing here names a
// route, a body form or an answer form, so the document cannot say something the client does not do.
import { getProviderHelper } from "@hubkit/inference";
import { autoRouterChat, buildRequestParts, PROVIDER_MODULES } from "@hubkit/inference/internal";
import { TASK_SPECS } from "@hubkit/tasks";
import { SAMPLE_MEDIA } from "./sample-media.mjs";
import { sampleOf } from "./schema-sample.mjs";

export const ROUTER = "https://router.huggingface.co";
/** The hub's own provider: the document describes the tasks it serves, and the router's chat. */
export const HOSTED_PROVIDER = "hf-inference";
/** A model id the probes route to; it becomes `{owner}/{name}` in the document's paths. */
const PROBE_MODEL = "probe-owner/probe-name";
const PROBE_TOKEN = "hf_probe";
/** Chat is `conversational` among the client's tasks; every other specification has the client's name. */
const CHAT = "chat-completion";

/** The client's name for a specification's task. */
export const clientTask = (task) => (task === CHAT ? "conversational" : task);

const hostedTasks = PROVIDER_MODULES.find((module) => module.id === HOSTED_PROVIDER)?.tasks ?? {};

/**
 * The specifications' tasks the document describes: chat, which the router routes itself, and
 * every task the client sends to the hub's own provider (other providers' routes differ).
 */
export const OPENAPI_TASKS = Object.keys(TASK_SPECS).filter(
	(task) => task === CHAT || Object.hasOwn(hostedTasks, clientTask(task)),
);

/** The helper the client calls for a task: the router's own chat helper, else the hub provider's. */
export const helperFor = (task) =>
	task === CHAT ? autoRouterChat : getProviderHelper(HOSTED_PROVIDER, clientTask(task));

/** The request the client builds for a task's arguments, or undefined when it refuses them. */
export function clientRequest(task, args, model = PROBE_MODEL) {
	try {
		return buildRequestParts({
			helper: helperFor(task),
			model,
			args,
			accessToken: PROBE_TOKEN,
			routerUrl: ROUTER,
		});
	} catch {
		return undefined;
	}
}

/** Where a schema first takes a file's bytes (`format: binary`), and of what media type. */
function mediaField(schema, path = []) {
	if (!schema || typeof schema !== "object") return undefined;
	if (schema.format === "binary")
		return { path, type: schema.contentMediaType ?? "application/octet-stream" };
	for (const option of schema.oneOf ?? []) {
		const found = mediaField(option, path);
		if (found) return found;
	}
	for (const [key, property] of Object.entries(schema.properties ?? {})) {
		const found = mediaField(property, [...path, key]);
		if (found) return found;
	}
	return undefined;
}

/** The sample file for a media type's kind (`image/*` → the PNG). */
export function sampleFile(type) {
	return type.startsWith("audio/") ? SAMPLE_MEDIA.audio : SAMPLE_MEDIA.image;
}

function withValue(target, path, value) {
	if (path.length === 0) return value;
	const [key, ...rest] = path;
	const base = target && typeof target === "object" && !Array.isArray(target) ? target : {};
	return { ...base, [key]: withValue(base[key], rest, value) };
}

/** Where a value is in a JSON body, as a path of keys. */
function findValue(body, wanted, path = []) {
	if (body === wanted) return path;
	if (!body || typeof body !== "object") return undefined;
	for (const [key, value] of Object.entries(body)) {
		const found = findValue(value, wanted, [...path, key]);
		if (found) return found;
	}
	return undefined;
}

/** A call's arguments of the task's required fields, with one parameter set (so none is left out). */
function probeArgs(spec) {
	const args = sampleOf(spec.request);
	const parameters = spec.request.properties?.parameters?.properties ?? {};
	const [name] = Object.keys(parameters);
	return name ? { ...args, parameters: { [name]: sampleOf(parameters[name]) } } : args;
}

/**
 * How the task's files travel: whether the bytes alone may be the body (the client sends them so
 * when the call has no parameters), and where in a JSON body they go as base64.
 */
function mediaWire(task, spec) {
	const field = mediaField(spec.request);
	if (!field) return undefined;
	const file = sampleFile(field.type);
	const binary = { bytes: new Uint8Array(file.bytes), type: file.type };
	const bare = withValue(sampleOf(spec.request), field.path, binary);
	const raw = clientRequest(task, bare)?.payload.kind === "binary";
	// Base64 text in place of the bytes is sent as JSON whatever the parameters.
	const base64 = file.bytes.toString("base64");
	const at = [withValue(probeArgs(spec), field.path, binary), withValue(bare, field.path, base64)]
		.map((args) => clientRequest(task, args)?.payload)
		.map((body) => (body?.kind === "json" ? findValue(body.value, base64) : undefined))
		.find(Boolean);
	return { path: field.path, type: field.type, raw, at };
}

const MARK = "⟦probe⟧";

/**
 * Which argument each field of the JSON body carries, when the client does not send the arguments
 * as they are (OpenAI-style routes take the prompt and settings flat): body field → argument path,
 * `model` for the model id. Undefined when the body is the arguments themselves.
 */
function bodyFields(task, spec) {
	const marked = (schema, path) =>
		Object.fromEntries(
			Object.entries(schema?.properties ?? {}).map(([key, property]) => {
				const here = [...path, key];
				return [key, property.properties ? marked(property, here) : `${MARK}${here.join(".")}`];
			}),
		);
	const args = marked(spec.request, []);
	const body = clientRequest(task, args)?.payload;
	if (body?.kind !== "json") return undefined;
	const fields = {};
	let renamed = false;
	for (const [key, value] of Object.entries(body.value)) {
		if (value === PROBE_MODEL) fields[key] = "model";
		else if (typeof value === "string" && value.startsWith(MARK)) fields[key] = value.slice(MARK.length);
		else continue;
		if (fields[key] !== key) renamed = true;
	}
	return renamed ? fields : undefined;
}

/** The body's field that names the model, when the body names it (OpenAI-style routes). */
function modelField(task, spec) {
	const body = clientRequest(task, sampleOf(spec.request))?.payload;
	if (body?.kind !== "json") return undefined;
	return Object.keys(body.value).find((key) => body.value[key] === PROBE_MODEL);
}

/** The route the client calls for a task, with the model id as `{owner}/{name}`. */
function routeOf(task, spec) {
	const request = clientRequest(task, sampleOf(spec.request)) ?? clientRequest(task, probeArgs(spec));
	if (!request) throw new Error(`The client builds no request for ${task}'s required arguments`);
	return new URL(request.url).pathname.replace(`/${PROBE_MODEL}`, "/{owner}/{name}");
}

/** Whether the client reads `answer` as the task's output (its check of the answer passes). */
export function readsAnswer(task, answer) {
	const request = clientRequest(task, probeArgs(TASK_SPECS[task]));
	if (!request) return false;
	const context = { ...request.context, url: request.url, headers: {}, http: undefined };
	try {
		const output = helperFor(task).output(structuredClone(answer), context);
		// Every JSON answer is read without a follow-up request; a promise here is a file's reading.
		if (output instanceof Promise) {
			output.catch(() => {});
			return false;
		}
		return true;
	} catch {
		return false;
	}
}

/**
 * Everything the document says about a task's wire form, from the client: its route, how its files
 * travel, its body's fields when they are not the arguments, and the media type of a file answer.
 */
export function taskWire(task) {
	const spec = TASK_SPECS[task];
	const helper = helperFor(task);
	return {
		task,
		path: routeOf(task, spec),
		media: mediaWire(task, spec),
		fields: bodyFields(task, spec),
		modelField: modelField(task, spec),
		answerMedia: helper.answer?.media?.type,
	};
}

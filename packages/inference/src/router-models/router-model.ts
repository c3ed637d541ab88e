/**
 * The router's model list (`GET /v1/models`, `GET /v1/models/{id}`), as the hub documents it:
 * huggingface/hub-docs, docs/inference-providers/hub-api.md, "List OpenAI-compatible models", at
 * commit 0968d8352ec849896d1d3dc447070e227e00bdc5 (read 2026-11-28). That page gives the model's
 * `id`, `object`, `created`, `owned_by`, `architecture.input_modalities` / `output_modalities` and
 * `providers`, and each provider entry's fields in a table; every provider field but `provider`
 * and `is_model_author` is "when available", so each one here is optional. `is_free` is not in
 * that table: the router answers it for some entries, so it is read when present and typed too.
 *
 * The answer is the router's JSON and is never trusted: a field of the wrong type is left out
 * rather than passed on, and an entry without its id (or provider name) is dropped.
 */

/** One provider serving a model, with the figures the router's policies choose by. */
export interface RouterModelProvider {
	/** The provider's name, e.g. `"together"` (hub-api.md: "Provider identifier"). */
	provider: string;
	/** `"live"` or `"error"` (hub-api.md's table). */
	status?: string;
	/** The longest context, in tokens, this provider serves the model with. */
	context_length?: number;
	/** Prices in US dollars per million tokens, of the prompt (`input`) and of the reply (`output`). */
	pricing?: { input: number; output: number };
	/** Whether this provider serves the model free of charge (answered by the router; not in the docs' table). */
	is_free?: boolean;
	/** Whether this provider supports tool calling for the model. */
	supports_tools?: boolean;
	/** Whether this provider supports structured output (a JSON schema) for the model. */
	supports_structured_output?: boolean;
	/** Time to the first token, in milliseconds, from the router's latest validation probe. */
	first_token_latency_ms?: number;
	/** Output tokens per second, from the router's latest validation probe. */
	throughput?: number;
	/** Whether the provider published the model. */
	is_model_author?: boolean;
}

/** What the model takes and gives: `"text"`, `"image"`, `"audio"`… */
export interface RouterModelArchitecture {
	input_modalities: string[];
	output_modalities: string[];
}

/** A chat model the router serves, OpenAI's model object with the hub's additions. */
export interface RouterModel {
	/** The hub id, `owner/name`: what a chat call names as `model`. */
	id: string;
	object: "model";
	/** When the model was added, in Unix seconds. */
	created?: number;
	/** The model's owner on the hub. */
	owned_by?: string;
	architecture?: RouterModelArchitecture;
	/** The providers serving the model; policies (`:fastest`, `:cheapest`) choose among the live ones. */
	providers: RouterModelProvider[];
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A figure the router measures or charges: a finite number, never negative. */
function figure(value: unknown): number | undefined {
	return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

function words(value: unknown): string[] | undefined {
	return Array.isArray(value) && value.every((item) => typeof item === "string") ? [...value] : undefined;
}

/** Sets `key` on `target` when `value` is defined: a field the router did not answer stays absent. */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
	if (value !== undefined) target[key] = value;
}

function own(record: Json, key: string): unknown {
	return Object.hasOwn(record, key) ? record[key] : undefined;
}

function flag(value: unknown): boolean | undefined {
	return typeof value === "boolean" ? value : undefined;
}

function text(value: unknown): string | undefined {
	return typeof value === "string" ? value : undefined;
}

function providerEntry(value: unknown): RouterModelProvider | undefined {
	if (!isRecord(value)) return undefined;
	const provider = text(own(value, "provider"));
	if (provider === undefined || provider === "") return undefined;
	const entry: RouterModelProvider = { provider };
	put(entry, "status", text(own(value, "status")));
	put(entry, "context_length", figure(own(value, "context_length")));
	const pricing = own(value, "pricing");
	if (isRecord(pricing)) {
		const input = figure(own(pricing, "input"));
		const output = figure(own(pricing, "output"));
		if (input !== undefined && output !== undefined) entry.pricing = { input, output };
	}
	put(entry, "is_free", flag(own(value, "is_free")));
	put(entry, "supports_tools", flag(own(value, "supports_tools")));
	put(entry, "supports_structured_output", flag(own(value, "supports_structured_output")));
	put(entry, "first_token_latency_ms", figure(own(value, "first_token_latency_ms")));
	put(entry, "throughput", figure(own(value, "throughput")));
	put(entry, "is_model_author", flag(own(value, "is_model_author")));
	return entry;
}

/**
 * One model object of the router's answer, with only the fields of the documented types, or
 * undefined when it has no string `id`.
 *
 * @param value - An item of the answer's `data`, or the answer to `GET /v1/models/{id}`.
 * @returns The model, or undefined for something that is not one.
 */
export function parseRouterModel(value: unknown): RouterModel | undefined {
	if (!isRecord(value)) return undefined;
	const id = text(own(value, "id"));
	if (id === undefined || id === "") return undefined;
	const providers = own(value, "providers");
	const model: RouterModel = {
		id,
		object: "model",
		providers: Array.isArray(providers)
			? providers.flatMap((item) => {
					const entry = providerEntry(item);
					return entry ? [entry] : [];
				})
			: [],
	};
	const created = figure(own(value, "created"));
	if (created !== undefined && Number.isInteger(created)) model.created = created;
	put(model, "owned_by", text(own(value, "owned_by")));
	const architecture = own(value, "architecture");
	if (isRecord(architecture)) {
		const input = words(own(architecture, "input_modalities"));
		const output = words(own(architecture, "output_modalities"));
		if (input && output) model.architecture = { input_modalities: input, output_modalities: output };
	}
	return model;
}

/**
 * The models of the router's list answer (`{ object: "list", data: [...] }`), or undefined when the
 * answer has no `data` list at all.
 */
export function parseRouterModelList(value: unknown): RouterModel[] | undefined {
	const data = isRecord(value) ? own(value, "data") : undefined;
	if (!Array.isArray(data)) return undefined;
	return data.flatMap((item) => {
		const model = parseRouterModel(item);
		return model ? [model] : [];
	});
}

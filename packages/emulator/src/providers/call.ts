import { EmulatorError, type Issue } from "../errors/emulator-error.js";
import { type ErrorStyle, validationStatus } from "../errors/error-styles.js";
import type { Resolved } from "../registry/registry.js";
import { mediaType, type RequestContext } from "../server/context.js";
import type { Reply } from "../server/reply.js";
import { isObject } from "../validation/fields.js";

/** A `/direct/<name>` base: which real host it plays and which credential scheme that host expects. */
export interface DirectBase {
	name: string;
	host: string;
	scheme: "Bearer" | "Key";
	/** fal's queue host (queue.fal.run) rather than its synchronous one (fal.run). */
	queue?: boolean;
}

export type RouteHandler = (call: ProviderCall) => Reply | Promise<Reply>;

export interface Route {
	method: "GET" | "POST";
	/** Matched against the route: the path after the provider's base, without its leading slash. */
	pattern: RegExp;
	handle: RouteHandler;
	/**
	 * Answered without a token (a token sent must still be a valid one): the router's model list,
	 * which the hub's docs call with no Authorization header.
	 */
	public?: boolean;
}

export interface ProviderSpec {
	name: string;
	style: ErrorStyle;
	/** False for providers the reference client only ever calls directly (openai). */
	routed: boolean;
	direct: DirectBase[];
	routes: Route[];
	/** Chat parameters the provider refuses outright (Cerebras: `store`). */
	refusedChatParameters?: readonly string[];
	/**
	 * Seeded hub models the provider serves, each added to that model's mappings as a live one: a
	 * provider declared here needs no edit of the seeded registry (`registry/default-models.ts`).
	 */
	models?: readonly CatalogModel[];
}

/** A seeded hub model a catalogue entry serves, under the provider's own id for it. */
export interface CatalogModel {
	/** The hub id of a model in the seeded registry, e.g. `meta-llama/Llama-3.1-8B-Instruct`. */
	hubId: string;
	providerId: string;
	task: string;
}

/** One request to a provider, through the router or directly. */
export interface ProviderCall {
	ctx: RequestContext;
	provider: ProviderSpec;
	surface: "routed" | "direct";
	/** A fal queue submission or poll (queue.fal.run, or `?_subdomain=queue` on the router). */
	queue: boolean;
	route: string;
	match: RegExpExecArray;
}

export function post(pattern: RegExp, handle: RouteHandler): Route {
	return { method: "POST", pattern, handle };
}

export function get(pattern: RegExp, handle: RouteHandler, access?: { public: true }): Route {
	return { method: "GET", pattern, handle, ...access };
}

/** The refusal for a body with problems, in the provider's status (400 or 422). */
export function invalid(call: ProviderCall, issues: Issue[]): EmulatorError {
	const more =
		issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? "s" : ""})` : "";
	return new EmulatorError(
		validationStatus(call.provider.style),
		`${issues[0]?.message ?? "Invalid request."}${more}`,
		{
			issues,
		},
	);
}

export function check(call: ProviderCall, issues: Issue[]): void {
	if (issues.length > 0) throw invalid(call, issues);
}

/** The body as a JSON object; anything else (another content type, bad JSON, an array) is refused. */
export function jsonBody(call: ProviderCall): Record<string, unknown> {
	const type = mediaType(call.ctx);
	const status = validationStatus(call.provider.style);
	if (type !== "application/json") {
		throw new EmulatorError(
			status,
			`Unsupported Content-Type '${type || "(none)"}': expected application/json.`,
		);
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse(call.ctx.body.toString("utf8"));
	} catch (error) {
		throw new EmulatorError(status, `The request body is not valid JSON: ${(error as Error).message}`);
	}
	if (!isObject(parsed)) throw new EmulatorError(status, "The request body must be a JSON object.");
	return parsed;
}

/**
 * The registry entry a provider serves under `providerId`, which must map one of `tasks`.
 * Several LoRAs may share a base endpoint: `hint` (text from the body) picks the one it names.
 */
export function resolveModel(
	call: ProviderCall,
	providerId: string,
	tasks: readonly string[],
	hint = "",
): Resolved {
	const found = call.ctx.registry.byProviderId(call.provider.name, providerId);
	if (found.length === 0) {
		throw new EmulatorError(404, `The model '${providerId}' does not exist on ${call.provider.name}.`, {
			router: true,
			param: "model",
			code: "model_not_found",
		});
	}
	const serving = found.filter(({ mapping }) => tasks.includes(mapping.task));
	const chosen = serving.find(({ model }) => hint.includes(model.id)) ?? serving[0];
	if (!chosen) {
		const supported = [...new Set(found.map(({ mapping }) => mapping.task))].join(", ");
		throw new EmulatorError(
			400,
			`The model '${providerId}' on ${call.provider.name} does not support ${tasks.join(" or ")} (it serves ${supported}).`,
			{ router: true, param: "model", code: "model_not_supported" },
		);
	}
	return chosen;
}

/** A string field the caller must send, already checked by the task's validator. */
export function text(body: Record<string, unknown>, key: string): string {
	const value = body[key];
	return typeof value === "string" ? value : "";
}

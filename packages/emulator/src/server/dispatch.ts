import type { IncomingMessage, ServerResponse } from "node:http";
import { EmulatorError } from "../errors/emulator-error.js";
import { type ErrorStyle, renderError } from "../errors/error-styles.js";
import { serveHub } from "../hub/hub-api.js";
import type { JobStore } from "../jobs/job-store.js";
import type { ProviderCall, ProviderSpec } from "../providers/call.js";
import { PROVIDERS } from "../providers/catalog.js";
import type { Registry } from "../registry/registry.js";
import { checkOptionalHubToken, requireHubToken, requireProviderKey } from "./auth.js";
import type { RequestContext } from "./context.js";
import { answerPreflight, CORS_HEADERS } from "./cors.js";
import { faultReply } from "./fault-replies.js";
import { type ActiveFault, type FaultBook, parseFaultSpec, splitFaultPrefix } from "./faults.js";
import { BODY_LIMIT, bodyTooLarge, readBody } from "./read-body.js";
import type { Recorder } from "./recording.js";
import type { Reply } from "./reply.js";
import { serveFile } from "./serve-files.js";
import { classify, type Target } from "./targets.js";
import { writeReply } from "./write-reply.js";

/** Everything the request handler shares across requests. */
export interface ServerState {
	registry: Registry;
	jobs: JobStore;
	faults: FaultBook;
	record: Recorder;
	/** The next `x-request-id` (emu-000001, emu-000002, ...). */
	nextRequestId(): string;
	/** Waits (for the latency fault), released early when the emulator closes. */
	sleep(ms: number): Promise<void>;
	/** Used when a request carries no Host header. */
	fallbackOrigin: string;
}

/** The style of errors raised at this target; errors the router itself raises use the hub's style. */
function styleFor(target: Target, error?: EmulatorError): ErrorStyle {
	if (target.kind === "direct") return target.provider.style;
	if (target.kind === "routed") return error?.details.router ? "hf" : target.provider.style;
	return "hf";
}

/** The model a request is about, for the "currently loading" message. */
function modelHint(target: Target, body: Buffer): string {
	const route = "route" in target ? target.route : "";
	const hf = /^models\/([^/]+\/[^/]+)/.exec(route)?.[1];
	if (hf) return hf;
	try {
		const model = (JSON.parse(body.toString("utf8")) as { model?: unknown }).model;
		if (typeof model === "string") return model;
	} catch {
		// Binary or empty bodies name no model; the route does.
	}
	return route || "unknown";
}

function serveProvider(
	ctx: RequestContext,
	provider: ProviderSpec,
	surface: ProviderCall["surface"],
	queue: boolean,
	route: string,
) {
	const candidates = provider.routes.flatMap((r) => {
		const match = r.pattern.exec(route);
		return match ? [{ route: r, match }] : [];
	});
	const hit = candidates.find((candidate) => candidate.route.method === ctx.method);
	if (!hit) {
		if (candidates.length > 0) {
			const allow = [...new Set(candidates.map((candidate) => candidate.route.method))].join(", ");
			throw new EmulatorError(405, `Method ${ctx.method} is not allowed on ${ctx.pathname}`, {
				headers: { allow },
			});
		}
		throw new EmulatorError(404, `Not found: ${provider.name} has no route '/${route}'.`);
	}
	return hit.route.handle({ ctx, provider, surface, queue, route, match: hit.match });
}

/** Whether the router answers this route without a token (its model list). */
function isPublic(provider: ProviderSpec, method: string, route: string): boolean {
	return provider.routes.some((r) => r.public === true && r.method === method && r.pattern.test(route));
}

function serve(target: Target, ctx: RequestContext): Reply | Promise<Reply> {
	switch (target.kind) {
		case "hub":
			return serveHub(ctx);
		case "files":
			return serveFile(ctx.method, target.name);
		case "routed":
			if (!target.provider.routed) {
				throw new EmulatorError(
					400,
					`The router does not serve ${target.provider.name}: call its API directly with your own ${target.provider.name} key.`,
					{ router: true },
				);
			}
			if (isPublic(target.provider, ctx.method, target.route)) checkOptionalHubToken(ctx);
			else requireHubToken(ctx);
			return serveProvider(
				ctx,
				target.provider,
				"routed",
				ctx.query.get("_subdomain") === "queue",
				target.route,
			);
		case "direct":
			requireProviderKey(ctx, target.provider.name, target.base.scheme);
			return serveProvider(ctx, target.provider, "direct", target.base.queue === true, target.route);
		case "unknown-direct": {
			const known = PROVIDERS.flatMap((provider) => provider.direct.map((base) => base.name)).join(", ");
			const why =
				target.name === "hf-inference" ? "hf-inference has no API of its own: use the router. " : "";
			throw new EmulatorError(404, `Not found: no direct API '${target.name}'. ${why}Known: ${known}.`);
		}
		case "unknown":
			throw new EmulatorError(404, `Not found: nothing is emulated at ${ctx.pathname}`);
	}
}

async function answer(target: Target, ctx: RequestContext): Promise<Reply> {
	try {
		const reply = await serve(target, ctx);
		if (target.kind === "routed" && target.provider.name !== "auto") {
			return { ...reply, headers: { "x-inference-provider": target.provider.name, ...reply.headers } };
		}
		return reply;
	} catch (error) {
		if (error instanceof EmulatorError) return renderError(error, styleFor(target, error));
		const message = error instanceof Error ? error.message : String(error);
		return renderError(new EmulatorError(500, `Emulator error: ${message}`), "hf");
	}
}

function chooseFault(
	state: ServerState,
	req: IncomingMessage,
	pathname: string,
): { pathname: string; fault?: ActiveFault } {
	const split = splitFaultPrefix(pathname);
	const header = req.headers["x-emulator-fault"];
	const spec = split.spec ?? (Array.isArray(header) ? header[0] : header);
	return { pathname: split.pathname, fault: spec ? parseFaultSpec(spec) : state.faults.take(split.pathname) };
}

export async function handleRequest(
	state: ServerState,
	req: IncomingMessage,
	res: ServerResponse,
): Promise<void> {
	const method = req.method ?? "GET";
	if (method === "OPTIONS") {
		answerPreflight(req, res);
		return;
	}
	res.setHeader("x-request-id", state.nextRequestId());
	for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
	const { body, size } = await readBody(req);
	state.record(req, body, size);
	const url = new URL(req.url ?? "/", "http://emulator.invalid");
	let chosen: { pathname: string; fault?: ActiveFault };
	try {
		chosen = chooseFault(state, req, url.pathname);
	} catch (error) {
		const refusal =
			error instanceof EmulatorError ? error : new EmulatorError(400, `Invalid fault: ${String(error)}`);
		writeReply(res, renderError(refusal, "hf"));
		return;
	}
	const { pathname, fault } = chosen;
	const target = classify(pathname);
	if (size > BODY_LIMIT) {
		writeReply(res, renderError(bodyTooLarge(size), styleFor(target)));
		return;
	}
	if (fault?.fault === "reset") {
		req.socket.destroy();
		return;
	}
	const replaced = fault && faultReply(fault, styleFor(target), modelHint(target, body));
	if (replaced) {
		writeReply(res, replaced);
		return;
	}
	if (fault?.fault === "latency") await state.sleep(fault.latencyMs);
	const ctx: RequestContext = {
		method,
		pathname,
		query: url.searchParams,
		headers: Object.fromEntries(
			Object.entries(req.headers).map(([name, value]) => [
				name,
				Array.isArray(value) ? value.join(", ") : (value ?? ""),
			]),
		),
		body,
		origin: req.headers.host ? `http://${req.headers.host}` : state.fallbackOrigin,
		registry: state.registry,
		jobs: state.jobs,
	};
	writeReply(
		res,
		await answer(target, ctx),
		fault?.fault === "cut-stream" || fault?.fault === "stream-error" ? fault.fault : undefined,
	);
}

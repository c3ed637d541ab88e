import { hubUrlFrom } from "../defaults/hosts.js";
import { InferenceClientHubApiError } from "../errors/errors.js";
import type { CallContext } from "../request/call-context.js";
import { readCapped } from "../request/read-capped.js";
import { type ErrorWording, send } from "../request/send.js";
import { checkId, encodeIdPath } from "../validation/ids.js";
import { sharedMappingCache } from "./mapping-cache.js";
import type { InferenceProviderMappingEntry } from "./mapping-entry.js";

/** A model's mapping is a few KB; a hub answering far more is not answering a mapping. */
const MAX_MAPPING_BYTES = 4 * 1024 * 1024;

function notFound(modelId: string): string {
	return `We have not been able to find inference provider information for model ${modelId}.`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
	return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * The hub answers an array, or (older) an object keyed by provider; both become a list of entries.
 * Undefined when there is no mapping, or when an entry is not an object (a malformed answer).
 */
export function normaliseMapping(modelId: string, raw: unknown): InferenceProviderMappingEntry[] | undefined {
	const listed = Array.isArray(raw)
		? raw
		: isRecord(raw)
			? Object.entries(raw).map(([provider, entry]) => (isRecord(entry) ? { ...entry, provider } : entry))
			: undefined;
	if (!listed?.every(isRecord)) return undefined;
	return listed.map((entry) => ({
		...(entry as unknown as InferenceProviderMappingEntry),
		hfModelId: (entry.hfModelId as string | undefined) ?? modelId,
	}));
}

/**
 * Every provider mapping the call's hub lists for a model, from the call's cache when it is fresh. The
 * hub token goes along (private and gated models need it); a provider key never leaves for the hub.
 */
export async function fetchProviderMappings(
	modelId: string,
	accessToken: string | undefined,
	ctx: CallContext,
): Promise<InferenceProviderMappingEntry[]> {
	const cache = ctx.options.mappingCache ?? sharedMappingCache;
	const hubUrl = hubUrlFrom(ctx.options.hubUrl);
	const cached = cache.get(modelId, hubUrl);
	if (cached) return cached;
	// The bare hub id: a router suffix (`:together`) is never part of what the hub is asked about.
	checkId(modelId, "hub model id", "model", "caller");
	const url = `${hubUrl}/api/models/${encodeIdPath(modelId)}?expand[]=inferenceProviderMapping`;
	const headers: Record<string, string> = accessToken?.startsWith("hf_")
		? { Authorization: `Bearer ${accessToken}` }
		: {};
	const wording: ErrorWording = {
		api: "hub",
		message: (detail) => `Failed to fetch inference provider mapping for model ${modelId}: ${detail}`,
	};
	const response = await send({ url, method: "GET", headers }, ctx, wording);
	const { bytes, complete } = await ctx.race(readCapped(response, MAX_MAPPING_BYTES));
	if (!complete) {
		throw new InferenceClientHubApiError(
			`Failed to fetch inference provider mapping for model ${modelId}: malformed API response, larger than ${MAX_MAPPING_BYTES} bytes`,
			{ url, method: "GET", headers },
			{ requestId: response.headers.get("x-request-id") ?? "", status: response.status, body: "" },
			ctx.secrets,
		);
	}
	const text = new TextDecoder().decode(bytes);
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch {
		throw new InferenceClientHubApiError(
			`Failed to fetch inference provider mapping for model ${modelId}: malformed API response, invalid JSON`,
			{ url, method: "GET", headers },
			{
				requestId: response.headers.get("x-request-id") ?? "",
				status: response.status,
				body: text.slice(0, 2000),
			},
			ctx.secrets,
		);
	}
	const raw = (body as { inferenceProviderMapping?: unknown } | null)?.inferenceProviderMapping;
	const entries = normaliseMapping(modelId, raw);
	if (!entries) {
		throw new InferenceClientHubApiError(
			raw === undefined || raw === null
				? notFound(modelId)
				: `Failed to fetch inference provider mapping for model ${modelId}: malformed API response, a mapping entry is not an object`,
			{ url, method: "GET", headers },
			{ requestId: response.headers.get("x-request-id") ?? "", status: response.status, body },
			ctx.secrets,
		);
	}
	cache.set(modelId, entries, hubUrl);
	return entries;
}

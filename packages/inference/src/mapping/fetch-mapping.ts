import { hubUrlFrom } from "../config/hosts.js";
import { InferenceClientHubApiError } from "../errors/errors.js";
import type { CallContext } from "../request/call-context.js";
import { type ErrorWording, send } from "../request/send.js";
import type { InferenceProviderMappingEntry } from "../types/options.js";
import { checkId, encodeIdPath } from "../validation/ids.js";
import { sharedMappingCache } from "./mapping-cache.js";

function notFound(modelId: string): string {
	return `We have not been able to find inference provider information for model ${modelId}.`;
}

/** The hub answers an array, or (older) an object keyed by provider; both become a list of entries. */
export function normaliseMapping(modelId: string, raw: unknown): InferenceProviderMappingEntry[] | undefined {
	if (Array.isArray(raw))
		return raw.map((entry: InferenceProviderMappingEntry) => ({
			...entry,
			hfModelId: entry.hfModelId ?? modelId,
		}));
	if (raw && typeof raw === "object") {
		return Object.entries(raw as Record<string, Omit<InferenceProviderMappingEntry, "provider">>).map(
			([provider, entry]) => ({ ...entry, provider, hfModelId: entry.hfModelId ?? modelId }),
		);
	}
	return undefined;
}

/**
 * Every provider mapping the hub lists for a model, from the call's cache when it is fresh. The
 * hub token goes along (private and gated models need it); a provider key never leaves for the hub.
 */
export async function fetchProviderMappings(
	modelId: string,
	accessToken: string | undefined,
	ctx: CallContext,
): Promise<InferenceProviderMappingEntry[]> {
	const cache = ctx.options.mappingCache ?? sharedMappingCache;
	const cached = cache.get(modelId);
	if (cached) return cached;
	checkId(modelId, "model id", "model", "caller");
	const url = `${hubUrlFrom(ctx.options.hubUrl)}/api/models/${encodeIdPath(modelId)}?expand[]=inferenceProviderMapping`;
	const headers: Record<string, string> = accessToken?.startsWith("hf_")
		? { Authorization: `Bearer ${accessToken}` }
		: {};
	const wording: ErrorWording = {
		api: "hub",
		message: (detail) => `Failed to fetch inference provider mapping for model ${modelId}: ${detail}`,
	};
	const response = await send({ url, method: "GET", headers }, ctx, wording);
	const text = await response.text();
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
	const entries = normaliseMapping(
		modelId,
		(body as { inferenceProviderMapping?: unknown } | null)?.inferenceProviderMapping,
	);
	if (!entries) {
		throw new InferenceClientHubApiError(
			notFound(modelId),
			{ url, method: "GET", headers },
			{ requestId: response.headers.get("x-request-id") ?? "", status: response.status, body },
			ctx.secrets,
		);
	}
	cache.set(modelId, entries);
	return entries;
}

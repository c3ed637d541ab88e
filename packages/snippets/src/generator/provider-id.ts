import { DEFAULT_HUB_URL, type InferenceProviderMappingEntry, type RequestHelper } from "@hubkit/inference";
import { PROVIDER_MODULES } from "@hubkit/inference/internal";
import type { SnippetLanguage } from "../types.js";

const PLACEHOLDER_PREFIX = "PROVIDER-MODEL-ID-FOR-";

/** The hub id without a router suffix (`owner/name:together` names `owner/name`). */
const hubIdOf = (modelId: string) => modelId.split(":")[0] as string;

/**
 * What a call sends where the provider's own model id goes when the generator was not given it:
 * visible at once, and made of characters every provider id may hold (the client's id check refuses
 * spaces, `<>` and `?`), so the request still builds and the code still runs as written.
 */
function providerIdPlaceholder(modelId: string): string {
	return `${PLACEHOLDER_PREFIX}${hubIdOf(modelId)}`;
}

/**
 * The model id a call sends the provider. For a provider the router does not serve (its module
 * says `routed: false`), the hub names the model `<provider>/<its id>`, and the client sends its
 * id without that prefix, whatever mapping it is given. Otherwise the mapping's id when there is
 * one; without one, the placeholder for a provider whose API takes its own ids, directly or through
 * the router's route for it (neither knows the hub's id: the client asks the hub's mapping first);
 * else the hub id, which the hub's own hosting takes, as does a provider the router does not serve
 * when the id lacks its prefix (the client refuses that call).
 */
export function providerModelId(
	modelId: string,
	helper: RequestHelper,
	mapping: InferenceProviderMappingEntry | undefined,
): string {
	const provider = PROVIDER_MODULES.find((module) => module.id === helper.provider);
	const ownPrefix = provider?.routed === false ? `${provider.id}/` : undefined;
	if (ownPrefix && modelId.startsWith(ownPrefix)) return modelId.slice(ownPrefix.length);
	if (mapping) return mapping.providerId;
	const ownIds = provider?.baseUrl !== undefined && provider.routed;
	return ownIds ? providerIdPlaceholder(modelId) : modelId;
}

/**
 * The snippet with, on its first line, a comment naming the placeholder and where the hub lists the
 * provider's id, when the code sends the placeholder; otherwise the snippet as it is (the hub's
 * SDKs name the hub id and look the provider's id up themselves).
 */
export function withPlaceholderNote(
	content: string,
	language: SnippetLanguage,
	modelId: string,
	provider: string,
	sent: string,
): string {
	// Most calls send a real id: the prefix settles them before any string is built.
	if (!sent.startsWith(PLACEHOLDER_PREFIX)) return content;
	const placeholder = providerIdPlaceholder(modelId);
	if (sent !== placeholder || !content.includes(placeholder)) return content;
	const hubId = hubIdOf(modelId);
	const where = `${DEFAULT_HUB_URL}/api/models/${hubId}?expand[]=inferenceProviderMapping`;
	const marker = language === "js" ? "//" : "#";
	return `${marker} Replace ${placeholder} with ${provider}'s id for ${hubId} (see ${where})\n${content}`;
}

import type { InferenceProviderMappingEntry, InferenceProviderOrPolicy } from "@hubkit/inference";
import { AUTO_POLICY_CLIENTS, CLIENTS } from "../templates/registry.js";
import type { InferenceSnippet, InferenceSnippetOptions, ModelDataMinimal } from "../types.js";
import { planSnippetCall } from "./plan.js";

/**
 * The example code for calling a model through a provider: one snippet per client that can make the
 * call, Python first, then JavaScript, then shell. Every snippet makes the request the inference
 * client would make for the same call (its URL, headers and body come from the client's builder).
 * An empty list when the model has no task, the task has no snippets, or the provider does not serve it.
 */
export function getInferenceSnippets(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	providerMapping?: InferenceProviderMappingEntry,
	options: InferenceSnippetOptions = {},
): InferenceSnippet[] {
	const call = planSnippetCall(model, provider, providerMapping, options);
	if (!call) return [];
	const autoPolicy = provider === "auto" && call.task !== "conversational";
	const snippets: InferenceSnippet[] = [];
	for (const { language, client, setup, templates } of CLIENTS) {
		if (autoPolicy && !AUTO_POLICY_CLIENTS.has(client)) continue;
		const template = templates[call.template];
		// Templates write no surrounding blank space, so the text is used as it comes.
		const content = template ? template(call) : undefined;
		if (!content) continue;
		snippets.push(setup ? { language, client, content, setup } : { language, client, content });
	}
	return snippets;
}

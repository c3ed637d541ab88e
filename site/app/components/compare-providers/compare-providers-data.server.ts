import { CHAT_PAGES, type PipelineType, PROVIDER_MODELS, providersServing } from "@hubkit/tasks";
import { MODELS_AS_OF } from "../../lib/provider-models.server.js";
import type { CompareProvidersProps } from "./compare-props.js";

/**
 * The Compare providers island of a chat page, for the model Try it starts with, or undefined on a
 * page that is not a chat page or whose model the dated table has no provider for.
 */
export function compareProvidersProps(
	page: PipelineType,
	model: string | undefined,
): CompareProvidersProps | undefined {
	if (!CHAT_PAGES.has(page) || !model) return undefined;
	const providers = providersServing(page, model);
	if (providers.length === 0) return undefined;
	return { model, providers, asOf: { iso: PROVIDER_MODELS.asOf, words: MODELS_AS_OF } };
}

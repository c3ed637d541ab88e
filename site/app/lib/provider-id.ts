import { type InferenceProviderOrPolicy, isInferenceProvider } from "@hubkit/inference";

/**
 * A provider, or `auto`, the policy that lets the hub's list choose: a provider id read from data (a
 * link's query) is a string until this says the generator can take it.
 */
export function isProviderOrPolicy(value: string): value is InferenceProviderOrPolicy {
	return value === "auto" || isInferenceProvider(value);
}

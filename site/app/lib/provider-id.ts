import {
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderOrPolicy,
	PROVIDERS_OR_POLICIES,
} from "@hubkit/inference";

// A provider id read from data (a route parameter, a link's query, a list of keys) is a string until
// one of these says it names a provider the client knows.

export function isProvider(value: string | undefined): value is InferenceProvider {
	return value !== undefined && (INFERENCE_PROVIDERS as readonly string[]).includes(value);
}

/** A provider, or `auto`, the policy that lets the hub's list choose. */
export function isProviderOrPolicy(value: string): value is InferenceProviderOrPolicy {
	return (PROVIDERS_OR_POLICIES as readonly string[]).includes(value);
}

import type { InferenceProviderOrPolicy } from "@hubkit/inference";
import { getProvider } from "@hubkit/inference/internal";
import type { InferenceSnippetOptions } from "../types.js";
import type { Credential } from "./snippet-call.js";

/** The environment variable the code reads the credential from. */
function envVarFor(provider: InferenceProviderOrPolicy, options: InferenceSnippetOptions): string {
	if (options.endpointUrl) return "API_TOKEN";
	if (!options.directRequest) return "HF_TOKEN";
	// `auto` is a policy, not a provider: no module declares a key for it. The reference generator
	// names one after it all the same, and code written from either reads the same variable.
	if (provider === "auto") return "AUTO_API_KEY";
	return getProvider(provider).keyEnvVar;
}

/**
 * How the snippet authenticates: the scheme the built request's `Authorization` header uses
 * (Bearer when it has none), the variable the key is read from, and the caller's token when one
 * is to be written in.
 */
export function credentialFor(
	provider: InferenceProviderOrPolicy,
	options: InferenceSnippetOptions,
	authorization: string | undefined,
): Credential {
	return {
		scheme: authorization ? authorization.slice(0, authorization.indexOf(" ")) || "Bearer" : "Bearer",
		envVar: envVarFor(provider, options),
		literal: options.accessToken || undefined,
	};
}

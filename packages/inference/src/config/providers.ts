/** Every inference provider the client can call, in alphabetical order. */
export const INFERENCE_PROVIDERS = [
	"baseten",
	"cerebras",
	"cohere",
	"deepinfra",
	"fal-ai",
	"featherless-ai",
	"fireworks-ai",
	"groq",
	"hf-inference",
	"novita",
	"nscale",
	"openai",
	"ovhcloud",
	"publicai",
	"replicate",
	"scaleway",
	"together",
	"wavespeed",
	"zai-org",
] as const;

/** The name of a provider the client can call, e.g. `"together"`. */
export type InferenceProvider = (typeof INFERENCE_PROVIDERS)[number];

/** `auto` is a policy, not a provider: the first provider the hub lists for the model. */
export const PROVIDERS_OR_POLICIES = [...INFERENCE_PROVIDERS, "auto"] as const;

/** What a call's `provider` may be: a provider's name, or `"auto"` to let the hub's list choose. */
export type InferenceProviderOrPolicy = (typeof PROVIDERS_OR_POLICIES)[number];

/** The hub organisation each provider publishes under, where it differs from the provider's name. */
export const PROVIDERS_HUB_ORGS: Record<InferenceProvider, string> = {
	baseten: "baseten",
	cerebras: "cerebras",
	cohere: "CohereLabs",
	deepinfra: "DeepInfra",
	"fal-ai": "fal",
	"featherless-ai": "featherless-ai",
	"fireworks-ai": "fireworks-ai",
	groq: "groq",
	"hf-inference": "hf-inference",
	novita: "novita",
	nscale: "nscale",
	openai: "openai",
	ovhcloud: "ovhcloud",
	publicai: "publicai",
	replicate: "replicate",
	scaleway: "scaleway",
	together: "togethercomputer",
	wavespeed: "wavespeed",
	"zai-org": "zai-org",
};

/**
 * A provider's own API host, used with a provider key (direct mode). `fal-ai-queue` is fal's second
 * host, for the tasks it runs as queued jobs. hf-inference has no host of its own: it lives on the router.
 */
export type ProviderHost = Exclude<InferenceProvider, "hf-inference"> | "fal-ai-queue";

/**
 * Each provider's own API origin, called directly when the token is the provider's key rather than
 * a hub token. Override one per call with `providerBaseUrls`.
 */
export const PROVIDER_BASE_URLS: Record<ProviderHost, string> = {
	baseten: "https://inference.baseten.co",
	cerebras: "https://api.cerebras.ai",
	cohere: "https://api.cohere.com",
	deepinfra: "https://api.deepinfra.com",
	"fal-ai": "https://fal.run",
	"fal-ai-queue": "https://queue.fal.run",
	"featherless-ai": "https://api.featherless.ai",
	"fireworks-ai": "https://api.fireworks.ai",
	groq: "https://api.groq.com",
	novita: "https://api.novita.ai",
	nscale: "https://inference.api.nscale.com",
	openai: "https://api.openai.com",
	ovhcloud: "https://oai.endpoints.kepler.ai.cloud.ovh.net",
	publicai: "https://api.publicai.co",
	replicate: "https://api.replicate.com",
	scaleway: "https://api.scaleway.ai",
	together: "https://api.together.xyz",
	wavespeed: "https://api.wavespeed.ai",
	"zai-org": "https://api.z.ai",
};

export function isInferenceProvider(value: unknown): value is InferenceProvider {
	return typeof value === "string" && (INFERENCE_PROVIDERS as readonly string[]).includes(value);
}

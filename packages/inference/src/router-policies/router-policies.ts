/**
 * The router's policies, each named by a suffix on a model id (`owner/name:cheapest`). The router
 * applies them on its OpenAI-compatible chat route (`/v1/chat/completions`); a model id may instead
 * end in `:<provider>` to name the provider itself. The one list the client's checks, its errors,
 * the snippet generator and the site read.
 */
export const ROUTER_POLICIES = [
	{
		name: "fastest",
		suffix: ":fastest",
		description:
			"The provider with the highest output throughput (tokens per second) for the model; the router's default.",
	},
	{
		name: "cheapest",
		suffix: ":cheapest",
		description: "The provider with the lowest price per output token for the model.",
	},
	{
		name: "preferred",
		suffix: ":preferred",
		description:
			"The first provider serving the model in the order of your Inference Providers settings (https://hf.co/settings/inference-providers).",
	},
] as const;

/** A router policy's name: `"fastest"`, `"cheapest"` or `"preferred"`. */
export type RouterPolicy = (typeof ROUTER_POLICIES)[number]["name"];

/**
 * The router's policies for chat with provider "auto", its default first: each is a suffix on the
 * model id that tells the router how to pick a provider. The one place the site names them (Try it's
 * Policy choice and the guide read this list), in the shape the client's own list takes.
 */
export const ROUTER_POLICIES = [
	{
		name: "fastest",
		suffix: ":fastest",
		description: "The provider with the highest throughput for the model. The router's default.",
	},
	{
		name: "cheapest",
		suffix: ":cheapest",
		description: "The provider with the lowest price per output token for the model.",
	},
	{
		name: "preferred",
		suffix: ":preferred",
		description: "The first provider serving the model in the order of your Inference Providers settings.",
	},
] as const;

/** A router policy's name: `"fastest"`, `"cheapest"` or `"preferred"`. */
export type RouterPolicy = (typeof ROUTER_POLICIES)[number]["name"];

/**
 * The model id with a policy's suffix, as the router takes it. An id that already carries a suffix
 * (`:together`, `:cheapest`) is the reader's own choice and goes as it is.
 */
export function withPolicy(model: string, policy: RouterPolicy): string {
	return model.includes(":") ? model : `${model}:${policy}`;
}

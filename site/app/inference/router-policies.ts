import type { RouterPolicy } from "@hubkit/inference";

/** The router's policies come from the client, the one list (Try it's Policy choice and the guide read it). */
export { ROUTER_POLICIES, type RouterPolicy } from "@hubkit/inference";

/**
 * The model id with a policy's suffix, as the router takes it. An id that already carries a suffix
 * (`:together`, `:cheapest`) is the reader's own choice and goes as it is.
 */
export function withPolicy(model: string, policy: RouterPolicy): string {
	return model.includes(":") ? model : `${model}:${policy}`;
}

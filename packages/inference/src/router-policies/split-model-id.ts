import { ROUTER_POLICIES, type RouterPolicy } from "./router-policies.js";

const POLICY_NAMES: ReadonlySet<string> = new Set(ROUTER_POLICIES.map((policy) => policy.name));

/** A model id split at its router suffix. */
export interface ModelIdParts {
	/** The hub id, without the suffix: what the hub is asked about. */
	hubId: string;
	/**
	 * The name after the `:` (`fastest`, `together`), or undefined for an id without one. Not called
	 * `suffix`: that is `ROUTER_POLICIES`' `":fastest"`, colon included.
	 */
	selector?: string;
	/** The selector when it names a policy. */
	policy?: RouterPolicy;
	/** The selector when it names no policy: a provider's name. */
	provider?: string;
}

/**
 * Splits a model id at its first `:` into the hub id and the router's suffix, telling a policy from a
 * provider's name. It does not check either part: `checkId` does, with this same split.
 *
 * @param model - A model id as a caller gives it, e.g. `meta-llama/Llama-3.1-8B-Instruct:together`.
 * @returns The hub id, and the suffix as a policy or a provider's name when there is one.
 * @example
 * ```ts
 * import { splitModelId } from "@hubkit/inference/internal";
 *
 * console.log(splitModelId("meta-llama/Llama-3.1-8B-Instruct:cheapest"));
 * // { hubId: "meta-llama/Llama-3.1-8B-Instruct", selector: "cheapest", policy: "cheapest" }
 * ```
 */
export function splitModelId(model: string): ModelIdParts {
	const colon = model.indexOf(":");
	if (colon === -1) return { hubId: model };
	const hubId = model.slice(0, colon);
	const selector = model.slice(colon + 1);
	return POLICY_NAMES.has(selector)
		? { hubId, selector, policy: selector as RouterPolicy }
		: { hubId, selector, provider: selector };
}

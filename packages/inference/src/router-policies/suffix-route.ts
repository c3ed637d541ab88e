import { InferenceClientInputError } from "../errors/errors.js";
import { quoted } from "../validation/ids.js";
import { splitModelId } from "./split-model-id.js";

/**
 * Where a call whose model id ends in a router suffix goes: to the router's chat route with the id
 * as given; to one provider, or to what `auto` chooses, with the bare hub id.
 */
export type SuffixRoute =
	| { to: "router" }
	| { to: "provider"; provider: string; hubId: string }
	| { to: "auto"; hubId: string };

/** The call's task, as far as the suffix cares. */
export interface SuffixTask {
	/** The task's name, for the message. */
	task: string;
	/** The providers serving it, for the message. */
	providers: readonly string[];
	/** Whether the task has the router's own route, on which the router applies any suffix (chat). */
	router: boolean;
	/** Whether the call goes to a dedicated endpoint (`endpointUrl`), which takes the id as given. */
	endpoint?: boolean;
}

/**
 * Decides where a suffixed model id goes, the one rule for the client and the snippet generator. The
 * router's chat route applies any suffix itself, so the id goes there unchanged (with `provider:
 * "auto"`, or with no provider and a policy). Elsewhere the call is resolved with the bare hub id:
 * `:<provider>` selects that provider, `:preferred` does what `auto` does, and `:fastest` and
 * `:cheapest` are refused, since only the router knows the providers' prices and speeds. Wherever
 * the call goes, a suffix and a named `provider` must agree: a `:<provider>` naming another
 * provider, or a policy beside a named provider, is refused. A dedicated endpoint (`endpointUrl`)
 * takes the id as given, its own name for its model (`hf.co/acme/model:Q4_K_M`): there a suffix is
 * read as the router's only when it is a policy or one of the task's providers, and then it must
 * agree with a named provider as anywhere else. (The suffix's spelling, a policy or a provider's
 * name, is checked with the id: `idProblem`.)
 *
 * @param model - The caller's model id, already checked (`checkCallArgs`).
 * @param requested - The caller's `provider`, if any.
 * @param task - The call's task.
 * @returns Where the call goes, or undefined for an id without a suffix or a call to an endpoint
 *   (the id goes as given).
 * @throws {InferenceClientInputError} when the suffix and `provider` disagree, or a policy the
 *   router applies is asked for off its route; the message says how to choose a provider instead.
 * @example
 * ```ts
 * import { suffixRoute } from "@hubkit/inference/internal";
 *
 * const task = { task: "text-to-image", providers: ["fal-ai", "together"], router: false };
 * console.log(suffixRoute("black-forest-labs/FLUX.1-dev:fal-ai", undefined, task));
 * // { to: "provider", provider: "fal-ai", hubId: "black-forest-labs/FLUX.1-dev" }
 * ```
 */
export function suffixRoute(
	model: string,
	requested: string | undefined,
	task: SuffixTask,
): SuffixRoute | undefined {
	const { hubId, selector, policy } = splitModelId(model);
	if (selector === undefined) return undefined;
	const named = requested === "auto" ? undefined : requested;
	if (task.endpoint) {
		if (policy !== undefined || task.providers.includes(selector))
			checkAgreement(model, selector, policy, named);
		return undefined;
	}
	if (task.router && (requested === "auto" || (requested === undefined && policy !== undefined))) {
		return { to: "router" };
	}
	checkAgreement(model, selector, policy, named);
	if (policy === undefined) return { to: "provider", provider: selector, hubId };
	if (policy === "preferred") return { to: "auto", hubId };
	throw new InferenceClientInputError(
		`model ${quoted(model)} asks for the router's ':${policy}' policy, which the router applies on its chat route only (chat completion with provider 'auto'); for ${task.task}, choose the provider instead: after the id ("${hubId}:<provider>") or as provider, or use ':preferred' (the first provider in your settings' order) or provider 'auto'. Providers for this task: ${task.providers.join(", ")}. Nothing was sent.`,
	);
}

/** Refuses a suffix that disagrees with the provider the caller named (`auto` names none). */
function checkAgreement(
	model: string,
	selector: string,
	policy: string | undefined,
	named: string | undefined,
): void {
	if (named === undefined || named === selector) return;
	throw new InferenceClientInputError(
		policy === undefined
			? `model ${quoted(model)} names provider '${selector}' after its ':', and provider '${named}' was passed too; name one provider, or the same one in both places. Nothing was sent.`
			: `model ${quoted(model)} ends in ':${policy}', which asks the router to choose the provider, and provider '${named}' was passed too; drop the suffix to call '${named}', or pass provider 'auto'. Nothing was sent.`,
	);
}

import { idProblem } from "@hubkit/inference/internal";
import { fetchHubModel, type HubModel, InferenceClientHubModelError } from "@hubkit/snippets";
import { type HubFacts, hubFacts } from "./hub-facts.js";

/**
 * What the hub said about a model id, in the terms the page tells the reader. A gated model is
 * found: the hub describes it to anyone; only its files need an approved token.
 */
export type HubAnswer =
	| { state: "found"; model: HubModel; facts: HubFacts }
	/** The hub answered 404: it has no such model. */
	| { state: "not-found" }
	/**
	 * The hub shows the model to no reader without a token (401), which is how it answers a private
	 * repository and, to such a reader, a missing one alike.
	 */
	| { state: "private" }
	/** The hub refused the model info itself for its gate (`X-Error-Code: GatedRepo`). */
	| { state: "gated" }
	/** No answer, or not one from a hub: the connection failed, timed out, or the body was not a model. */
	| { state: "unreachable"; detail: string }
	/** Never asked: the id is not one the hub could have. */
	| { state: "refused"; detail: string };

/** How long the hub has to answer before the page stops waiting for it. */
export const HUB_TIMEOUT_MS = 10_000;

/** What the page says of each reason the hub gave no model: the refusal's kind, or what went wrong. */
const REFUSALS: Record<InferenceClientHubModelError["reason"], HubAnswer> = {
	"not-found": { state: "not-found" },
	"needs-token": { state: "private" },
	// The page sends no token, so the hub's word on one means the repository is not readable without.
	"invalid-token": { state: "private" },
	forbidden: { state: "private" },
	gated: { state: "gated" },
	disabled: { state: "unreachable", detail: "the hub has disabled this repository" },
	unreachable: { state: "unreachable", detail: "no connection" },
	malformed: { state: "unreachable", detail: "an answer that is not a model" },
	failed: { state: "unreachable", detail: "the hub answered with an error" },
};

/**
 * Asks `hubUrl` (an origin already checked to be http or https) what the model `id` is, with the
 * snippets' own `fetchHubModel`. Never throws: every failure is one of the answers above. No token
 * goes along: the page has none. Nothing is retried: the page says at once that the hub did not
 * answer, and the reader's next change asks again.
 */
export async function askHub(id: string, hubUrl: string, signal: AbortSignal): Promise<HubAnswer> {
	const problem = idProblem(id, "hub model id");
	if (problem !== undefined) return { state: "refused", detail: problem };
	try {
		const model = await fetchHubModel(id, { hubUrl, signal, timeoutMs: HUB_TIMEOUT_MS, retryOnError: false });
		return { state: "found", model, facts: hubFacts(model) };
	} catch (error) {
		if (error instanceof InferenceClientHubModelError) return REFUSALS[error.reason];
		// The client's own timeout and abort errors: the lookup gave up waiting.
		return { state: "unreachable", detail: "no answer in time" };
	}
}

import { encodeIdPath, idProblem } from "@hubkit/inference/internal";

/** A model as the hub's `GET /api/models/{id}` answered it: JSON, any field missing or of any type. */
export type HubModelJson = Record<string, unknown>;

/**
 * What the hub said about a model id, in the terms the page tells the reader. A gated model is
 * found: the hub describes it to anyone; only its files need an approved token.
 */
export type HubAnswer =
	| { state: "found"; model: HubModelJson }
	/** The hub answered 404: it has no such model. */
	| { state: "not-found" }
	/**
	 * The hub answered 401: it shows the model to no reader without a token, which is how it answers
	 * a private repository and, to such a reader, a missing one alike.
	 */
	| { state: "private" }
	/** No answer, or not one from a hub: the connection failed, timed out, or the body was not a model. */
	| { state: "unreachable"; detail: string }
	/** Never asked: the id is not one the hub could have. */
	| { state: "refused"; detail: string };

/** How long the hub has to answer before the page stops waiting for it. */
export const HUB_TIMEOUT_MS = 10_000;

/**
 * Asks `hubUrl` (an origin already checked to be http or https) what the model `id` is. Never
 * throws: every failure is one of the answers above. No token goes along: the page has none, so a
 * private model is one the hub does not show.
 *
 * The hub's answers are read as huggingface_hub reads them (commit 01dd37b, src/huggingface_hub/
 * utils/_http.py `hf_raise_for_status`): 401 on `/api/models/…` for a repository the caller may not
 * see, private or missing; 404 (`X-Error-Code: RepoNotFound`) for a missing one; a gated model's
 * info is answered like any other's, with `gated` set.
 */
export async function askHub(id: string, hubUrl: string, signal: AbortSignal): Promise<HubAnswer> {
	const problem = idProblem(id, "hub model id");
	if (problem !== undefined) return { state: "refused", detail: problem };
	let response: Response;
	try {
		response = await fetch(`${hubUrl}/api/models/${encodeIdPath(id)}`, {
			signal: AbortSignal.any([signal, AbortSignal.timeout(HUB_TIMEOUT_MS)]),
			headers: { accept: "application/json" },
		});
	} catch (error) {
		return { state: "unreachable", detail: timedOut(error) ? "no answer in time" : "no connection" };
	}
	if (response.status === 404) return { state: "not-found" };
	if (response.status === 401) return { state: "private" };
	if (!response.ok) return { state: "unreachable", detail: `HTTP ${response.status}` };
	let body: unknown;
	try {
		body = await response.json();
	} catch {
		return { state: "unreachable", detail: "an answer that is not JSON" };
	}
	if (body === null || typeof body !== "object" || Array.isArray(body))
		return { state: "unreachable", detail: "an answer that is not a model" };
	return { state: "found", model: body as HubModelJson };
}

const timedOut = (error: unknown) => error instanceof DOMException && error.name === "TimeoutError";

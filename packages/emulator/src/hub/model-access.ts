import { EmulatorError } from "../errors/emulator-error.js";
import { header, type RequestContext } from "../server/context.js";
import type { SeedModel } from "../types.js";

/**
 * Who may read a repo, answered as the hub answers. Read in huggingface_hub
 * src/huggingface_hub/utils/_http.py `hf_raise_for_status` (commit 01dd37b8): the hub names the
 * reason in `X-Error-Code` (`RepoNotFound`, `GatedRepo`, `RevisionNotFound`, …), and answers 401 to
 * a caller without a token for a private repo and for a missing one alike ("401 is misleading as
 * it is returned for private and gated repos if user is not authenticated, missing repos"), 404
 * to a caller with a token that cannot see the repo. A gated repo's model info is public: the gate
 * is on its files (huggingface.js issue #945, 2024-10-05: gated repos' files can be listed through
 * the API), so `/api/models/{id}` answers it with `gated` set.
 */

/** The hub's refusal for a repo the caller cannot see: the same whether it is missing or private. */
export function repoNotFound(ctx: RequestContext): EmulatorError {
	const anonymous = !header(ctx, "authorization");
	return new EmulatorError(anonymous ? 401 : 404, "Repository not found", {
		headers: { "x-error-code": "RepoNotFound" },
	});
}

/** A revision the repo does not have. */
export function revisionNotFound(revision: string): EmulatorError {
	return new EmulatorError(404, `Revision not found: ${revision}`, {
		headers: { "x-error-code": "RevisionNotFound" },
	});
}

/** Private repos belong to nobody the emulator knows, so no caller can read them. */
export function readable(model: SeedModel): boolean {
	return model.hub?.private !== true;
}

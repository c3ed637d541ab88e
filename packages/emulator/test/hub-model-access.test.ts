import { describe, expect, it } from "vitest";
import { call, HF_TOKEN, json, useEmulator } from "./helpers.js";
import { GATED, PRIVATE, PYANNOTE_PIPELINE, REGISTERED } from "./hub-registered-models.js";

/**
 * What the hub answers a caller about a repo it may or may not read: read in huggingface_hub
 * src/huggingface_hub/utils/_http.py `hf_raise_for_status` (commit 01dd37b8), which classifies the
 * answers by `X-Error-Code` and status.
 */
const emu = useEmulator({ hubModels: REGISTERED });
const get = (id: string, token: string) => call(`${emu.current.url}/api/models/${id}`, undefined, { token });

describe("a private repo", () => {
	it("answers 401 RepoNotFound without a token, the same as a repo that does not exist", async () => {
		const hidden = await get(PRIVATE.id, "");
		const missing = await get("acme-labs/no-such-model", "");
		for (const response of [hidden, missing]) {
			expect(response.status).toBe(401);
			expect(response.headers.get("x-error-code")).toBe("RepoNotFound");
			expect(await json(response)).toEqual({ error: "Repository not found" });
		}
	});

	it("answers 404 RepoNotFound with a token that cannot read it, the same as a missing repo", async () => {
		for (const id of [PRIVATE.id, "acme-labs/no-such-model"]) {
			const response = await get(id, HF_TOKEN);
			expect(response.status).toBe(404);
			expect(response.headers.get("x-error-code")).toBe("RepoNotFound");
			const text = await response.text();
			expect(text).toBe(JSON.stringify({ error: "Repository not found" }));
			expect(text).not.toContain(HF_TOKEN);
		}
	});

	it("is in no listing: not the model search, the task index, nor the router's models", async () => {
		const listed = await json<Array<{ id: string }>>(await call(`${emu.current.url}/api/models`));
		expect(listed.map((model) => model.id)).not.toContain(PRIVATE.id);
		expect(listed.map((model) => model.id)).toContain(GATED.id);
		const tasks = JSON.stringify(await json(await call(`${emu.current.url}/api/tasks`)));
		expect(tasks).not.toContain(PRIVATE.id);
	});
});

describe("a gated repo", () => {
	it.each([
		["without a token", ""],
		["with a token", HF_TOKEN],
	])("describes itself %s, with how it is gated", async (_, token) => {
		for (const model of [GATED, PYANNOTE_PIPELINE]) {
			const response = await get(model.id, token);
			expect(response.status).toBe(200);
			expect(response.headers.get("x-error-code")).toBeNull();
			expect(await json(response)).toMatchObject({
				id: model.id,
				gated: model.hub?.gated,
				private: false,
				cardData: model.hub?.cardData,
			});
		}
	});
});

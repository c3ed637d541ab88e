import { describe, expect, it } from "vitest";
import { call, json, PROVIDER_KEY, useEmulator } from "./helpers.js";

const emu = useEmulator();
const search = (query: string) => call(`${emu.current.url}/api/models?${query}`, undefined, { token: "" });

interface Listed {
	_id: string;
	id: string;
	inferenceProviderMapping: Array<{ provider: string; providerId: string; status: string; task: string }>;
}

describe("GET /api/models (the hub's model search)", () => {
	it("lists the models a provider serves for a pipeline tag, with their whole mapping", async () => {
		const response = await search(
			"pipeline_tag=text-to-image&inference_provider=nscale&expand[]=inferenceProviderMapping",
		);
		expect(response.status).toBe(200);
		const body = await json<Listed[]>(response);
		expect(Array.isArray(body)).toBe(true);
		const ids = body.map((model) => model.id);
		expect(ids).toEqual(expect.arrayContaining(["black-forest-labs/FLUX.1-schnell"]));
		for (const model of body) {
			expect(Object.keys(model)).toEqual(["_id", "id", "inferenceProviderMapping"]);
			expect(model._id).toMatch(/^[0-9a-f]{24}$/);
			expect(model.inferenceProviderMapping.some((m) => m.provider === "nscale" && m.status === "live")).toBe(
				true,
			);
		}
		const schnell = body.find((model) => model.id === "black-forest-labs/FLUX.1-schnell");
		expect(schnell?.inferenceProviderMapping).toContainEqual(
			expect.objectContaining({
				provider: "nscale",
				providerId: "black-forest-labs/FLUX.1-schnell",
				status: "live",
				task: "text-to-image",
			}),
		);
		// Other providers of the model are listed too, as the hub does.
		expect(schnell?.inferenceProviderMapping.map((m) => m.provider)).toContain("replicate");
	});

	it("lists chat models under their pipeline tag, and leaves out models of other tags", async () => {
		const body = await json<Listed[]>(
			await search(
				"pipeline_tag=text-generation&inference_provider=cerebras&expand[]=inferenceProviderMapping",
			),
		);
		expect(body.map((model) => model.id)).toContain("meta-llama/Llama-3.1-8B-Instruct");
		const vision = await json<Listed[]>(
			await search(
				"pipeline_tag=image-text-to-text&inference_provider=cerebras&expand[]=inferenceProviderMapping",
			),
		);
		expect(vision.map((model) => model.id)).not.toContain("meta-llama/Llama-3.1-8B-Instruct");
	});

	it("answers an empty list for a known provider that serves nothing of the tag", async () => {
		const body = await json(await search("pipeline_tag=fill-mask&inference_provider=groq"));
		expect(body).toEqual([]);
	});

	it("keeps to the limit and gives the default fields without expand", async () => {
		const body = await json<Array<Record<string, unknown>>>(await search("inference_provider=all&limit=2"));
		expect(body).toHaveLength(2);
		expect(body[0]).toMatchObject({ pipeline_tag: expect.any(String), modelId: body[0]?.id });
		expect(body[0]).not.toHaveProperty("inferenceProviderMapping");
	});

	it("never lists client-side-only providers' models", async () => {
		const body = await json<Listed[]>(
			await search("pipeline_tag=text-generation&expand[]=inferenceProviderMapping"),
		);
		expect(body.map((model) => model.id)).not.toContain("openai/gpt-4o-mini");
		const refused = await search("inference_provider=openai");
		expect(refused.status).toBe(400);
	});

	it.each([
		[
			"pipeline_tag=text-to-pictures",
			/"pipeline_tag" must be one of \[.*text-to-image.*\]; got text-to-pictures/,
		],
		["inference_provider=nobody", /"inference_provider" must be "all" or one of \[.*nscale.*\]; got nobody/],
		["limit=0", /"limit" must be an integer from 1 to 1000; got 0/],
		["limit=ten", /"limit" must be an integer from 1 to 1000; got ten/],
		["limit=1001", /"limit" must be an integer from 1 to 1000; got 1001/],
		["pipeline_tag=fill-mask&pipeline_tag=translation", /"pipeline_tag" must be given at most once/],
		["expand[]=weights", /"expand" must be one of \[.*inferenceProviderMapping.*\]; got weights/],
		["search=llama", /Unsupported query parameter search/],
	])("refuses %s with a 400 naming what was wrong", async (query, message) => {
		const response = await search(query);
		expect(response.status).toBe(400);
		expect((await json<{ error: string }>(response)).error).toMatch(message);
	});

	it("takes no credential or a hub token, and refuses a provider key", async () => {
		expect((await call(`${emu.current.url}/api/models?limit=1`)).status).toBe(200);
		const refused = await call(`${emu.current.url}/api/models?limit=1`, undefined, { token: PROVIDER_KEY });
		expect(refused.status).toBe(401);
	});
});

import { describe, expect, it } from "vitest";
import { DEFAULT_MODELS, startEmulator } from "../src/index.js";
import { call, json, useEmulator } from "./helpers.js";
import {
	CONTROLNET,
	CUSTOM_CODE,
	GGUF,
	INPAINTING,
	LORA,
	PEFT_ADAPTER,
	PYANNOTE_PIPELINE,
	REGISTERED,
	SKLEARN,
	SPEECHBRAIN,
} from "./hub-registered-models.js";

const emu = useEmulator({ hubModels: REGISTERED });
const info = async (id: string, query = "", token?: string) =>
	json(
		await call(
			`${emu.current.url}/api/models/${id}${query}`,
			undefined,
			token === undefined ? {} : { token },
		),
	);

describe("GET /api/models/<id> for a model a test registers", () => {
	it.each(REGISTERED.filter((model) => !model.hub?.private).map((model) => [model.id, model] as const))(
		"answers %s with every hub fact it was given, files as siblings",
		async (id, model) => {
			const body = await info(id);
			const hub = model.hub ?? {};
			expect(body).toMatchObject({
				id,
				modelId: id,
				pipeline_tag: model.pipeline_tag,
				library_name: model.library_name,
				tags: model.tags,
				private: false,
				gated: hub.gated ?? false,
				siblings: (hub.siblings ?? []).map((rfilename) => ({ rfilename })),
			});
			for (const field of [
				"config",
				"cardData",
				"widgetData",
				"transformersInfo",
				"gguf",
				"safetensors",
			] as const) {
				expect(body[field], field).toEqual(hub[field]);
			}
			// On the hub only: no provider serves it.
			expect((await info(id, "?expand[]=inferenceProviderMapping")).inferenceProviderMapping).toEqual([]);
		},
	);

	it("carries what each kind's code needs, as the hub names it", async () => {
		expect((await info(CUSTOM_CODE.id)).config).toMatchObject({
			auto_map: { AutoModelForCausalLM: "modeling_acme.AcmeForCausalLM" },
		});
		const gguf = await info(GGUF.id);
		expect(gguf.gguf).toMatchObject({ architecture: "llama", context_length: 32768 });
		expect(
			(gguf.siblings as Array<{ rfilename: string }>).filter((file) => file.rfilename.endsWith(".gguf")),
		).toHaveLength(4);
		expect((await info(PEFT_ADAPTER.id)).config).toEqual({
			peft: { base_model_name_or_path: "acme-labs/Acme-7B-Instruct", task_type: "CAUSAL_LM" },
		});
		expect((await info(CONTROLNET.id)).config).toEqual({ diffusers: { _class_name: "ControlNetModel" } });
		expect((await info(INPAINTING.id)).config).toEqual({
			diffusers: { _class_name: "StableDiffusionInpaintPipeline" },
		});
		expect((await info(LORA.id)).cardData).toMatchObject({ instance_prompt: "papercut style" });
		expect((await info(PYANNOTE_PIPELINE.id)).tags).toContain("pyannote-audio-pipeline");
		expect((await info(SPEECHBRAIN.id)).config).toEqual({
			speechbrain: { speechbrain_interface: "EncoderASR" },
		});
		const sklearn = await info(SKLEARN.id);
		expect(sklearn.config).toMatchObject({
			sklearn: { columns: ["bill_length_mm", "bill_depth_mm", "flipper_length_mm", "body_mass_g"] },
		});
		expect(sklearn.widgetData).toEqual([
			{ structured_data: expect.objectContaining({ body_mass_g: [3750, 3500] }) },
		]);
	});

	it("with expand[], answers _id, id and only the fields asked for", async () => {
		const body = await info(GGUF.id, "?expand[]=gguf&expand[]=siblings&expand[]=cardData");
		expect(Object.keys(body)).toEqual(["_id", "id", "gguf", "siblings", "cardData"]);
		// A property the hub offers and this repo has no data for is left out, not refused.
		const sparse = await info(CONTROLNET.id, "?expand=gguf&expand=config&expand=spaces&expand=baseModels");
		expect(Object.keys(sparse)).toEqual(["_id", "id", "config"]);
		const refused = await call(`${emu.current.url}/api/models/${GGUF.id}?expand[]=constructor`);
		expect(refused.status).toBe(400);
		expect((await json(refused)).error).toMatch(/^"expand" must be one of \[author, baseModels/);
	});

	it("answers the revision form huggingface.js modelInfo calls, for the repo's own revisions only", async () => {
		const head = await info(SKLEARN.id, "/revision/HEAD?expand=pipeline_tag&expand=private&expand=gated");
		expect(head).toMatchObject({ id: SKLEARN.id, pipeline_tag: "tabular-classification", gated: false });
		const { sha } = await info(SKLEARN.id, "?expand[]=sha");
		expect((await info(SKLEARN.id, `/revision/${sha}?expand[]=sha`)).sha).toBe(sha);
		expect((await call(`${emu.current.url}/api/models/${SKLEARN.id}/revision/main`)).status).toBe(200);
		const missing = await call(`${emu.current.url}/api/models/${SKLEARN.id}/revision/v9.9`);
		expect(missing.status).toBe(404);
		expect(missing.headers.get("x-error-code")).toBe("RevisionNotFound");
		const malformed = await call(`${emu.current.url}/api/models/${SKLEARN.id}/revision/%E0%A4%A`);
		expect(malformed.status).toBe(404);
	});

	it("lists registered models in the model search and the task index", async () => {
		const listed = await json<Array<{ id: string }>>(
			await call(`${emu.current.url}/api/models?pipeline_tag=tabular-classification`),
		);
		expect(listed.map((model) => model.id)).toContain(SKLEARN.id);
		const tasks = await json<Record<string, { models: Array<{ id: string }> }>>(
			await call(`${emu.current.url}/api/tasks`),
		);
		expect(tasks["automatic-speech-recognition"]?.models.map((model) => model.id)).toContain(SPEECHBRAIN.id);
	});
});

describe("the seeded models' hub facts", () => {
	it("gives the tabular models their own columns and the LoRA its base model and weights file", async () => {
		const wine = await info("julien-c/wine-quality", "?expand[]=config&expand[]=widgetData");
		expect(wine.config).toMatchObject({
			sklearn: { columns: expect.arrayContaining(["fixed_acidity", "alcohol"]) },
		});
		const fish = await info("scikit-learn/Fish-Weight", "?expand[]=config");
		expect(fish.config).toEqual({
			sklearn: {
				columns: ["Height", "Length1", "Length2", "Length3", "Species", "Width"],
				task: "tabular-regression",
			},
		});
		const lora = await info("openfree/flux-chatgpt-ghibli-lora", "?expand[]=cardData&expand[]=siblings");
		expect(lora).toMatchObject({
			cardData: { base_model: "black-forest-labs/FLUX.1-dev" },
			siblings: [{ rfilename: "flux-chatgpt-ghibli-lora.safetensors" }],
		});
		expect((await info("openai/whisper-large-v3")).transformersInfo).toMatchObject({
			auto_model: "AutoModelForSpeechSeq2Seq",
		});
	});

	it("leaves out what no source gives, instead of making it up", async () => {
		const body = await info("dslim/bert-base-NER");
		for (const field of ["config", "cardData", "siblings", "gguf"]) expect(body).not.toHaveProperty(field);
		expect(DEFAULT_MODELS.find((model) => model.id === "dslim/bert-base-NER")?.hub).toBeUndefined();
	});
});

describe("startEmulator({ hubModels })", () => {
	it("refuses an id the registry already has, naming it", async () => {
		await expect(
			startEmulator({ hubModels: [{ id: "dslim/bert-base-NER", pipeline_tag: "token-classification" }] }),
		).rejects.toThrow("hubModels: the registry already has a model dslim/bert-base-NER");
		await expect(startEmulator({ hubModels: [SKLEARN, SKLEARN] })).rejects.toThrow(SKLEARN.id);
	});

	it("adds to the registry it is given, and a model without facts is on the hub all the same", async () => {
		const emulator = await startEmulator({
			models: [],
			hubModels: [{ id: "someone/bare", pipeline_tag: "fill-mask" }],
		});
		try {
			const body = await json(await call(`${emulator.url}/api/models/someone/bare`));
			expect(body).toMatchObject({ id: "someone/bare", pipeline_tag: "fill-mask", tags: [], gated: false });
			expect(body).not.toHaveProperty("siblings");
		} finally {
			await emulator.close();
		}
	});
});

import { MODEL_LIBRARIES, MODEL_LIBRARY_KEYS, TASKS_DATA } from "@hubkit/tasks";
import type { HubModel } from "../../src/index.js";

/** A test's model: the hub's shape, with the id every fixture has. */
export type FixtureModel = HubModel & { id: string };

/** Extra tags or ids per library and task, so every branch of a writer is reached. */
function variants(library: string, task: string, id: string): FixtureModel[] {
	const base: FixtureModel = { id, pipeline_tag: task, library_name: library, tags: [] };
	const out = [base];
	if (task === "text-generation" || task === "image-text-to-text")
		out.push({ ...base, tags: ["conversational"] });
	if (library === "diffusers") {
		out.push({ ...base, tags: ["lora", "base_model:adapter:acme/base-model"] });
		out.push({ ...base, tags: ["lora"] });
		if (task === "image-to-image") out.push({ ...base, tags: ["inpainting"] });
	}
	if (library === "adapter-transformers" || library === "peft")
		out.push({
			...base,
			tags: ["base_model:acme/base-model", ...(task === "text-generation" ? ["conversational"] : [])],
		});
	if (library === "sklearn") out.push({ ...base, tags: ["skops"] });
	if (library === "stanza") out.push({ ...base, id: "stanfordnlp/stanza-en" });
	if (library === "stable-baselines3") out.push({ ...base, id: "acme/ppo-LunarLander-v2" });
	if (library === "timesfm") out.push({ ...base, id: "google/timesfm-2.5-200m-pytorch" });
	if (library === "audiocraft")
		out.push({ ...base, id: "facebook/audiogen-medium" }, { ...base, id: "facebook/magnet-small-10secs" });
	if (library === "fill-mask") out.push({ ...base, mask_token: "<mask>" });
	for (const variant of LIBRARY_VARIANTS[library]?.(base, task) ?? []) out.push(variant);
	return out;
}

const files = (...names: string[]) => names.map((rfilename) => ({ rfilename }));

/** The hub facts each library's writer branches on (config, card, files), one variant per branch. */
const LIBRARY_VARIANTS: Record<string, (base: FixtureModel, task: string) => FixtureModel[]> = {
	diffusers: (base, task) => [
		{
			...base,
			tags: ["controlnet", "base_model:acme/base-model"],
			config: { diffusers: { _class_name: "ControlNetModel" } },
		},
		{
			...base,
			cardData: { base_model: "acme/flux" },
			config: { diffusers: { _class_name: "FluxControlNetModel" } },
		},
		{
			...base,
			tags: ["textual_inversion", "base_model:acme/base-model"],
			cardData: { instance_prompt: "<toy>" },
		},
		{
			...base,
			tags: ["lora", "base_model:adapter:acme/base-model"],
			cardData: { instance_prompt: "pixel art" },
		},
		...(task === "text-to-image"
			? [{ ...base, config: { diffusers: { _class_name: "StableDiffusionInpaintPipeline" } } }]
			: []),
	],
	"pyannote-audio": (base) => [
		{ ...base, tags: ["pyannote-audio-pipeline"] },
		{ ...base, tags: ["pyannote-audio-model"] },
	],
	speechbrain: (base) =>
		["EncoderASR", "WhisperASR", "SpectralMaskEnhancement", "SpeakerRecognition", "FastSpeech2"].map(
			(speechbrain_interface) => ({
				...base,
				config: {
					speechbrain: { speechbrain_interface, vocoder_model_id: "speechbrain/tts-hifigan-ljspeech" },
				},
			}),
		),
	sklearn: (base) => [
		{
			...base,
			widgetData: [{ structured_data: { alcohol: [9.4], pH: [3.51] } }],
			config: { sklearn: { model: { file: "skops-model.pkl" }, model_format: "pickle" } },
		},
		{
			...base,
			config: {
				sklearn: { example_input: { size: [1200] }, model: { file: "model.skops" }, model_format: "skops" },
			},
		},
		{ ...base, config: { sklearn: { columns: ["size", "rooms"] } } },
	],
	timesfm: (base) => [{ ...base, id: "google/timesfm-2.5-200m-flax", tags: ["flax"] }],
	ultralytics: (base) => [{ ...base, siblings: files("weights/best.pt", "weights/last.pt") }],
	sam2: (base) => [{ ...base, id: "facebook/sam2.1-hiera-large" }],
	"depth-pro": (base) => [{ ...base, siblings: files("depth_pro.pt") }],
	PaddleOCR: (base) => [{ ...base, tags: ["textline_detection"] }],
	gguf: (base) => [
		{ ...base, tags: ["gguf", "conversational"], siblings: files("m-Q8_0.gguf", "m-Q4_K_M.gguf") },
		{ ...base, siblings: files("Q4/m-Q4_K_M-00001-of-00002.gguf", "Q4/m-Q4_K_M-00002-of-00002.gguf") },
	],
	vllm: (base) => [
		{ ...base, tags: ["mistral-common", "conversational"] },
		{ ...base, tags: ["custom_code"] },
	],
};

/** Every library of MODEL_LIBRARIES with every task it lists, in each variant its writer knows. */
export const LIBRARY_MODELS: FixtureModel[] = MODEL_LIBRARY_KEYS.flatMap((library) =>
	MODEL_LIBRARIES[library].tasks.flatMap((task) =>
		variants(library, task, `acme/${library.replace(/[^A-Za-z0-9._-]/g, "-")}-${task}`),
	),
);

/** Models whose files each local app loads. */
export const APP_MODELS: FixtureModel[] = [
	{
		id: "acme/chat-GGUF",
		pipeline_tag: "text-generation",
		library_name: "gguf",
		tags: ["gguf", "conversational"],
	},
	{ id: "acme/vision-GGUF", pipeline_tag: "image-text-to-text", tags: ["gguf", "conversational"] },
	{
		id: "mlx-community/chat-4bit",
		pipeline_tag: "text-generation",
		library_name: "mlx",
		tags: ["mlx", "conversational"],
	},
	{
		id: "acme/chat",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "conversational"],
	},
	{
		id: "acme/vision-chat",
		pipeline_tag: "image-text-to-text",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "conversational"],
	},
];

/** The task pages' recommended and demo models, as the pages pass them (no library: the fallback). */
export const PAGE_MODELS: FixtureModel[] = Object.values(TASKS_DATA).flatMap((record) =>
	record
		? [...record.models, ...record.widgetModels.map((id) => ({ id }))].map((model) => ({
				id: model.id,
				pipeline_tag: record.id,
				tags: record.id === "text-generation" || record.id === "image-text-to-text" ? ["conversational"] : [],
			}))
		: [],
);

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
	return out;
}

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

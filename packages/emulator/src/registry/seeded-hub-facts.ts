import type { HubFacts, SeedModel } from "../types.js";

/**
 * What the hub says about some seeded models beyond task, library and tags, for code that reads
 * the model as the hub describes it. Only facts read somewhere are here, each with where:
 * - The transformers classes (`LlamaForCausalLM`, `WhisperForConditionalGeneration`, `BertModel`),
 *   their `model_type` and the Auto classes: huggingface/transformers src/transformers/models/
 *   auto/modeling_auto.py and the models' configuration files (main, read 2026-11-27).
 * - The tabular models' columns: the examples of huggingface_hub src/huggingface_hub/inference/
 *   _client.py `tabular_classification` (julien-c/wine-quality) and `tabular_regression`
 *   (scikit-learn/Fish-Weight), whose tables name each model's input columns.
 * - The LoRA's base model and weights file: this registry's own provider mappings of it.
 * Files the sources do not name are left out rather than made up: `siblings` lists only the files
 * a source names (for the LoRA, its weights), not a repo's whole tree.
 */
const WINE_COLUMNS = [
	"fixed_acidity",
	"volatile_acidity",
	"citric_acid",
	"residual_sugar",
	"chlorides",
	"free_sulfur_dioxide",
	"total_sulfur_dioxide",
	"density",
	"pH",
	"sulphates",
	"alcohol",
];

const FISH_COLUMNS = ["Height", "Length1", "Length2", "Length3", "Species", "Width"];

export const SEEDED_HUB_FACTS: Readonly<Record<string, HubFacts>> = {
	"meta-llama/Llama-3.1-8B-Instruct": {
		config: { architectures: ["LlamaForCausalLM"], model_type: "llama" },
		transformersInfo: {
			auto_model: "AutoModelForCausalLM",
			pipeline_tag: "text-generation",
			processor: "AutoTokenizer",
		},
	},
	"openai/whisper-large-v3": {
		config: { architectures: ["WhisperForConditionalGeneration"], model_type: "whisper" },
		transformersInfo: {
			auto_model: "AutoModelForSpeechSeq2Seq",
			pipeline_tag: "automatic-speech-recognition",
			processor: "AutoProcessor",
		},
	},
	"sentence-transformers/all-MiniLM-L6-v2": {
		config: { architectures: ["BertModel"], model_type: "bert" },
		transformersInfo: {
			auto_model: "AutoModel",
			pipeline_tag: "feature-extraction",
			processor: "AutoTokenizer",
		},
	},
	"julien-c/wine-quality": {
		config: { sklearn: { columns: WINE_COLUMNS, task: "tabular-classification" } },
		widgetData: [
			{
				structured_data: Object.fromEntries(
					WINE_COLUMNS.map((column, i) => [
						column,
						[[7.4, 0.7, 0, 1.9, 0.076, 11, 34, 0.9978, 3.51, 0.56, 9.4][i]],
					]),
				),
			},
		],
	},
	"scikit-learn/Fish-Weight": {
		config: { sklearn: { columns: FISH_COLUMNS, task: "tabular-regression" } },
		widgetData: [
			{
				structured_data: {
					Height: [11.52],
					Length1: [23.2],
					Length2: [25.4],
					Length3: [30],
					Species: ["Bream"],
					Width: [4.02],
				},
			},
		],
	},
	"openfree/flux-chatgpt-ghibli-lora": {
		cardData: { base_model: "black-forest-labs/FLUX.1-dev" },
		siblings: ["flux-chatgpt-ghibli-lora.safetensors"],
	},
};

/** The seeded models with their hub facts, where the table has some. */
export function withSeededHubFacts(models: readonly SeedModel[]): SeedModel[] {
	return models.map((model) =>
		Object.hasOwn(SEEDED_HUB_FACTS, model.id) ? { ...model, hub: SEEDED_HUB_FACTS[model.id] } : model,
	);
}

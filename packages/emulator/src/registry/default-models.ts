import { PROVIDERS } from "../providers/catalog.js";
import type { SeedMapping, SeedModel } from "../types.js";
import { withCatalogModels } from "./catalog-models.js";
import { withSeededHubFacts } from "./seeded-hub-facts.js";

/**
 * The seeded registry: at least one model for every provider × task the reference client supports,
 * with real hub ids and the provider ids those providers publish (or plausible ones).
 */

function live(
	provider: string,
	providerId: string,
	task: string,
	extra: Partial<SeedMapping> = {},
): SeedMapping {
	return { provider, providerId, status: "live", task, ...extra };
}

/** Same hub id on hf-inference, where the provider id is the hub id itself. */
function hf(id: string, task: string): SeedMapping {
	return live("hf-inference", id, task);
}

/** The provider task of a chat completion in a model's provider mapping (the tag of the same spelling is in LLM_TAGS). */
const CHAT_PROVIDER_TASK = "conversational";
const TEXT_GEN = "text-generation";
const LLM_TAGS = ["transformers", "safetensors", "conversational", "text-generation-inference"];

const SEEDED_MODELS: SeedModel[] = [
	// Large language models. The base model comes first: it is the default of the text-generation task.
	{
		id: "meta-llama/Llama-3.1-8B",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "llama", "text-generation"],
		inferenceProviderMapping: [
			hf("meta-llama/Llama-3.1-8B", TEXT_GEN),
			live("together", "meta-llama/Meta-Llama-3.1-8B", TEXT_GEN),
			live("featherless-ai", "meta-llama/Meta-Llama-3.1-8B", TEXT_GEN),
			live("deepinfra", "meta-llama/Meta-Llama-3.1-8B", TEXT_GEN),
			live("ovhcloud", "Llama-3.1-8B", TEXT_GEN),
			live("scaleway", "llama-3.1-8b", TEXT_GEN),
			live("novita", "meta-llama/llama-3.1-8b", TEXT_GEN),
			live("groq", "llama-3.1-8b", TEXT_GEN),
		],
	},
	{
		id: "meta-llama/Llama-3.1-8B-Instruct",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [...LLM_TAGS, "llama"],
		inferenceProviderMapping: [
			hf("meta-llama/Llama-3.1-8B-Instruct", CHAT_PROVIDER_TASK),
			live("together", "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo", CHAT_PROVIDER_TASK),
			live("fireworks-ai", "accounts/fireworks/models/llama-v3p1-8b-instruct", CHAT_PROVIDER_TASK),
			live("groq", "llama-3.1-8b-instant", CHAT_PROVIDER_TASK),
			live("cerebras", "llama3.1-8b", CHAT_PROVIDER_TASK),
			live("novita", "meta-llama/llama-3.1-8b-instruct", CHAT_PROVIDER_TASK),
			live("nscale", "meta-llama/Llama-3.1-8B-Instruct", CHAT_PROVIDER_TASK),
			live("featherless-ai", "meta-llama/Meta-Llama-3.1-8B-Instruct", CHAT_PROVIDER_TASK),
			live("ovhcloud", "Llama-3.1-8B-Instruct", CHAT_PROVIDER_TASK),
			live("scaleway", "llama-3.1-8b-instruct", CHAT_PROVIDER_TASK),
			live("deepinfra", "meta-llama/Meta-Llama-3.1-8B-Instruct", CHAT_PROVIDER_TASK),
		],
	},
	{
		id: "meta-llama/Llama-3.2-11B-Vision-Instruct",
		pipeline_tag: "image-text-to-text",
		library_name: "transformers",
		tags: [...LLM_TAGS, "mllama"],
		inferenceProviderMapping: [
			hf("meta-llama/Llama-3.2-11B-Vision-Instruct", CHAT_PROVIDER_TASK),
			live("fireworks-ai", "accounts/fireworks/models/llama-v3p2-11b-vision-instruct", CHAT_PROVIDER_TASK),
			live("together", "meta-llama/Llama-3.2-11B-Vision-Instruct-Turbo", CHAT_PROVIDER_TASK),
		],
	},
	{
		id: "deepseek-ai/DeepSeek-V3-0324",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [...LLM_TAGS, "deepseek_v3"],
		inferenceProviderMapping: [
			live("baseten", "deepseek-ai/DeepSeek-V3-0324", CHAT_PROVIDER_TASK),
			live("together", "deepseek-ai/DeepSeek-V3", CHAT_PROVIDER_TASK),
			live("fireworks-ai", "accounts/fireworks/models/deepseek-v3-0324", CHAT_PROVIDER_TASK),
			live("novita", "deepseek/deepseek-v3-0324", CHAT_PROVIDER_TASK),
			live("deepinfra", "deepseek-ai/DeepSeek-V3-0324", CHAT_PROVIDER_TASK),
		],
	},
	{
		id: "openai/gpt-oss-120b",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [...LLM_TAGS, "gpt_oss"],
		inferenceProviderMapping: [
			live("groq", "openai/gpt-oss-120b", CHAT_PROVIDER_TASK),
			live("cerebras", "gpt-oss-120b", CHAT_PROVIDER_TASK),
			live("together", "openai/gpt-oss-120b", CHAT_PROVIDER_TASK),
			live("fireworks-ai", "accounts/fireworks/models/gpt-oss-120b", CHAT_PROVIDER_TASK),
			live("nscale", "openai/gpt-oss-120b", CHAT_PROVIDER_TASK),
			live("ovhcloud", "gpt-oss-120b", CHAT_PROVIDER_TASK),
			live("scaleway", "gpt-oss-120b", CHAT_PROVIDER_TASK),
			live("novita", "openai/gpt-oss-120b", CHAT_PROVIDER_TASK),
			live("baseten", "openai/gpt-oss-120b", CHAT_PROVIDER_TASK),
		],
	},
	{
		id: "CohereLabs/c4ai-command-r7b-12-2024",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [...LLM_TAGS, "cohere2"],
		inferenceProviderMapping: [live("cohere", "command-r7b-12-2024", CHAT_PROVIDER_TASK)],
	},
	{
		id: "swiss-ai/Apertus-8B-Instruct-2509",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [...LLM_TAGS, "apertus"],
		inferenceProviderMapping: [live("publicai", "swiss-ai/apertus-8b-instruct", CHAT_PROVIDER_TASK)],
	},
	{
		id: "zai-org/GLM-4.5",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [...LLM_TAGS, "glm4_moe"],
		inferenceProviderMapping: [
			live("zai-org", "glm-4.5", CHAT_PROVIDER_TASK),
			live("novita", "zai-org/glm-4.5", CHAT_PROVIDER_TASK),
		],
	},
	{
		id: "zai-org/GLM-4.5V",
		pipeline_tag: "image-text-to-text",
		library_name: "transformers",
		tags: [...LLM_TAGS, "glm4v_moe"],
		inferenceProviderMapping: [live("zai-org", "glm-4.5v", CHAT_PROVIDER_TASK)],
	},
	{
		id: "HuggingFaceTB/SmolLM3-3B",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [...LLM_TAGS, "smollm3"],
		inferenceProviderMapping: [
			hf("HuggingFaceTB/SmolLM3-3B", CHAT_PROVIDER_TASK),
			{
				provider: "featherless-ai",
				providerId: "HuggingFaceTB/SmolLM3-3B",
				status: "staging",
				task: CHAT_PROVIDER_TASK,
			},
		],
	},
	// OpenAI's own models are routed client-side only: the hub never lists them.
	{
		id: "openai/gpt-4o-mini",
		pipeline_tag: "text-generation",
		tags: ["conversational"],
		inferenceProviderMapping: [live("openai", "gpt-4o-mini", CHAT_PROVIDER_TASK)],
	},

	// Embeddings.
	{
		id: "intfloat/multilingual-e5-large-instruct",
		pipeline_tag: "feature-extraction",
		library_name: "sentence-transformers",
		tags: ["sentence-transformers", "xlm-roberta", "feature-extraction"],
		embeddingDimension: 1024,
		inferenceProviderMapping: [hf("intfloat/multilingual-e5-large-instruct", "feature-extraction")],
	},
	{
		id: "sentence-transformers/all-MiniLM-L6-v2",
		pipeline_tag: "sentence-similarity",
		library_name: "sentence-transformers",
		tags: ["sentence-transformers", "bert", "feature-extraction", "sentence-similarity"],
		embeddingDimension: 384,
		inferenceProviderMapping: [hf("sentence-transformers/all-MiniLM-L6-v2", "sentence-similarity")],
	},
	{
		id: "BAAI/bge-base-en-v1.5",
		pipeline_tag: "feature-extraction",
		library_name: "sentence-transformers",
		tags: ["sentence-transformers", "bert", "feature-extraction"],
		embeddingDimension: 768,
		inferenceProviderMapping: [
			live("together", "BAAI/bge-base-en-v1.5", "feature-extraction"),
			live("deepinfra", "BAAI/bge-base-en-v1.5", "feature-extraction"),
		],
	},
	{
		id: "BAAI/bge-multilingual-gemma2",
		pipeline_tag: "feature-extraction",
		library_name: "sentence-transformers",
		tags: ["sentence-transformers", "gemma2", "feature-extraction"],
		embeddingDimension: 3584,
		inferenceProviderMapping: [live("scaleway", "bge-multilingual-gemma2", "feature-extraction")],
	},

	// Text pipelines on hf-inference.
	...[
		["distilbert/distilbert-base-uncased-finetuned-sst-2-english", "text-classification"],
		["dslim/bert-base-NER", "token-classification"],
		["deepset/roberta-base-squad2", "question-answering"],
		["facebook/bart-large-mnli", "zero-shot-classification"],
		["google-bert/bert-base-uncased", "fill-mask"],
		["facebook/bart-large-cnn", "summarization"],
		["Helsinki-NLP/opus-mt-ru-en", "translation"],
		["google/tapas-base-finetuned-wtq", "table-question-answering"],
		["google/vit-base-patch16-224", "image-classification"],
		["facebook/detr-resnet-50", "object-detection"],
		["nvidia/segformer-b0-finetuned-ade-512-512", "image-segmentation"],
		["Salesforce/blip-image-captioning-large", "image-to-text"],
		// Answers in the array form transformers pipelines give, `[{generated_text}]`.
		["nlpconnect/vit-gpt2-image-captioning", "image-to-text"],
		["openai/clip-vit-large-patch14", "zero-shot-image-classification"],
		["impira/layoutlm-document-qa", "document-question-answering"],
		["dandelin/vilt-b32-finetuned-vqa", "visual-question-answering"],
		["MIT/ast-finetuned-audioset-10-10-0.4593", "audio-classification"],
		["speechbrain/sepformer-wham", "audio-to-audio"],
		["facebook/mms-tts-eng", "text-to-speech"],
		["facebook/musicgen-small", "text-to-audio"],
	].map(
		([id = "", task = ""]): SeedModel => ({
			id,
			pipeline_tag: task,
			library_name: id.startsWith("speechbrain/") ? "speechbrain" : "transformers",
			tags: ["transformers", task],
			inferenceProviderMapping: [hf(id, task)],
		}),
	),
	{
		id: "Falconsai/nsfw_image_detection",
		pipeline_tag: "image-classification",
		library_name: "transformers",
		tags: ["transformers", "vit", "image-classification"],
		legacyMapping: true,
		inferenceProviderMapping: [hf("Falconsai/nsfw_image_detection", "image-classification")],
	},
	{
		id: "julien-c/wine-quality",
		pipeline_tag: "tabular-classification",
		library_name: "sklearn",
		tags: ["sklearn", "tabular-classification"],
		inferenceProviderMapping: [hf("julien-c/wine-quality", "tabular-classification")],
	},
	{
		id: "scikit-learn/Fish-Weight",
		pipeline_tag: "tabular-regression",
		library_name: "sklearn",
		tags: ["sklearn", "tabular-regression"],
		inferenceProviderMapping: [hf("scikit-learn/Fish-Weight", "tabular-regression")],
	},

	// Speech.
	{
		id: "openai/whisper-large-v3",
		pipeline_tag: "automatic-speech-recognition",
		library_name: "transformers",
		tags: ["transformers", "whisper", "automatic-speech-recognition"],
		inferenceProviderMapping: [
			hf("openai/whisper-large-v3", "automatic-speech-recognition"),
			live("fal-ai", "fal-ai/whisper", "automatic-speech-recognition"),
			live(
				"replicate",
				"openai/whisper:8099696689d249cf8b122d833c36ac3f75505c666a395ca40ef26f68e7d3d16e",
				"automatic-speech-recognition",
			),
			live("together", "openai/whisper-large-v3", "automatic-speech-recognition"),
			live("deepinfra", "openai/whisper-large-v3", "automatic-speech-recognition"),
		],
	},
	{
		id: "hexgrad/Kokoro-82M",
		pipeline_tag: "text-to-speech",
		library_name: "kokoro",
		tags: ["text-to-speech"],
		inferenceProviderMapping: [
			live(
				"replicate",
				"jaaari/kokoro-82m:f559560eb822dc509045f3921a1921234918b91739db4bf3daab2169b71c7a13",
				"text-to-speech",
			),
			live("together", "hexgrad/Kokoro-82M", "text-to-speech"),
			live("deepinfra", "hexgrad/Kokoro-82M", "text-to-speech"),
		],
	},
	{
		id: "nari-labs/Dia-1.6B",
		pipeline_tag: "text-to-speech",
		library_name: "dia",
		tags: ["text-to-speech"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/dia-tts", "text-to-speech")],
	},
	{
		id: "stabilityai/stable-audio-open-1.0",
		pipeline_tag: "text-to-audio",
		library_name: "stable-audio-tools",
		tags: ["text-to-audio"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/stable-audio", "text-to-audio")],
	},
	{
		id: "ResembleAI/resemble-enhance",
		pipeline_tag: "audio-to-audio",
		tags: ["audio-to-audio", "speech-enhancement"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/resemble-enhance", "audio-to-audio")],
	},

	// Images.
	{
		id: "black-forest-labs/FLUX.1-dev",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "safetensors", "text-to-image", "flux"],
		inferenceProviderMapping: [
			hf("black-forest-labs/FLUX.1-dev", "text-to-image"),
			live("fal-ai", "fal-ai/flux/dev", "text-to-image"),
			live("replicate", "black-forest-labs/flux-dev", "text-to-image"),
			live("together", "black-forest-labs/FLUX.1-dev", "text-to-image"),
			live("nscale", "black-forest-labs/FLUX.1-dev", "text-to-image"),
			live("wavespeed", "wavespeed-ai/flux-dev", "text-to-image"),
			live("deepinfra", "black-forest-labs/FLUX-1-dev", "text-to-image"),
		],
	},
	{
		id: "black-forest-labs/FLUX.1-schnell",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "safetensors", "text-to-image", "flux"],
		inferenceProviderMapping: [
			hf("black-forest-labs/FLUX.1-schnell", "text-to-image"),
			live("fal-ai", "fal-ai/flux/schnell", "text-to-image"),
			live("replicate", "black-forest-labs/flux-schnell", "text-to-image"),
			live("together", "black-forest-labs/FLUX.1-schnell", "text-to-image"),
			live("nscale", "black-forest-labs/FLUX.1-schnell", "text-to-image"),
			live("deepinfra", "black-forest-labs/FLUX-1-schnell", "text-to-image"),
		],
	},
	{
		id: "openfree/flux-chatgpt-ghibli-lora",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: [
			"diffusers",
			"text-to-image",
			"lora",
			"base_model:adapter:black-forest-labs/FLUX.1-dev",
			"base_model:black-forest-labs/FLUX.1-dev",
		],
		inferenceProviderMapping: [
			live("fal-ai", "fal-ai/flux-lora", "text-to-image", {
				adapter: "lora",
				adapterWeightsPath: "flux-chatgpt-ghibli-lora.safetensors",
			}),
			live("replicate", "black-forest-labs/flux-dev-lora", "text-to-image", {
				adapter: "lora",
				adapterWeightsPath: "flux-chatgpt-ghibli-lora.safetensors",
			}),
			live("wavespeed", "wavespeed-ai/flux-dev-lora", "text-to-image", {
				adapter: "lora",
				adapterWeightsPath: "flux-chatgpt-ghibli-lora.safetensors",
			}),
		],
	},
	{
		id: "zai-org/CogView4-6B",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "text-to-image"],
		inferenceProviderMapping: [live("zai-org", "cogview-4-250304", "text-to-image")],
	},
	{
		id: "black-forest-labs/FLUX.1-Kontext-dev",
		pipeline_tag: "image-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "safetensors", "image-to-image", "flux"],
		inferenceProviderMapping: [
			hf("black-forest-labs/FLUX.1-Kontext-dev", "image-to-image"),
			live("fal-ai", "fal-ai/flux-kontext/dev", "image-to-image"),
			live("replicate", "black-forest-labs/flux-kontext-dev", "image-to-image"),
			live("together", "black-forest-labs/FLUX.1-kontext-dev", "image-to-image"),
			live("wavespeed", "wavespeed-ai/flux-kontext-dev", "image-to-image"),
		],
	},
	{
		id: "black-forest-labs/FLUX.2-dev",
		pipeline_tag: "image-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "image-to-image", "text-to-image", "flux"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/flux-2/edit", "image-text-to-image")],
	},
	{
		id: "Qwen/Qwen-Image-Edit",
		pipeline_tag: "image-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "image-to-image"],
		inferenceProviderMapping: [
			live("wavespeed", "wavespeed-ai/qwen-image/edit", "image-text-to-image"),
			live("fal-ai", "fal-ai/qwen-image-edit", "image-text-to-image"),
		],
	},
	{
		id: "stabilityai/stable-diffusion-3-medium-diffusers",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "safetensors", "text-to-image", "stable-diffusion"],
		inferenceProviderMapping: [hf("stabilityai/stable-diffusion-3-medium-diffusers", "text-to-image")],
	},
	{
		id: "ZhengPeng7/BiRefNet",
		pipeline_tag: "image-segmentation",
		library_name: "birefnet",
		tags: ["image-segmentation", "background-removal"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/birefnet", "image-segmentation")],
	},
	{
		id: "zai-org/GLM-OCR",
		pipeline_tag: "image-to-text",
		library_name: "transformers",
		tags: ["transformers", "image-to-text", "ocr"],
		inferenceProviderMapping: [live("zai-org", "glm-ocr", "image-to-text")],
	},

	// Video.
	{
		id: "tencent/HunyuanVideo",
		pipeline_tag: "text-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "text-to-video"],
		inferenceProviderMapping: [
			live("fal-ai", "fal-ai/hunyuan-video", "text-to-video"),
			live("replicate", "tencent/hunyuan-video", "text-to-video"),
		],
	},
	{
		id: "Wan-AI/Wan2.1-T2V-14B",
		pipeline_tag: "text-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "text-to-video"],
		inferenceProviderMapping: [
			live("novita", "wan-t2v", "text-to-video"),
			live("wavespeed", "wavespeed-ai/wan-2.1/t2v-480p", "text-to-video"),
			live("together", "Wan-AI/Wan2.1-T2V-14B", "text-to-video"),
		],
	},
	{
		id: "Wan-AI/Wan2.2-T2V-A14B",
		pipeline_tag: "text-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "text-to-video"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/wan/v2.2-a14b/text-to-video", "text-to-video")],
	},
	{
		id: "Wan-AI/Wan2.2-I2V-A14B",
		pipeline_tag: "image-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "image-to-video"],
		inferenceProviderMapping: [
			live("fal-ai", "fal-ai/wan/v2.2-a14b/image-to-video", "image-to-video"),
			live("together", "Wan-AI/Wan2.2-I2V-A14B", "image-to-video"),
			live("wavespeed", "wavespeed-ai/wan-2.2/i2v-480p", "image-to-video"),
		],
	},
	{
		id: "Lightricks/LTX-2",
		pipeline_tag: "image-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "image-to-video", "text-to-video"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/ltx-2/image-to-video", "image-text-to-video")],
	},
	{
		id: "Wan-AI/Wan2.2-TI2V-5B",
		pipeline_tag: "text-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "text-to-video", "image-to-video"],
		inferenceProviderMapping: [live("wavespeed", "wavespeed-ai/wan-2.2/ti2v-5b", "image-text-to-video")],
	},
	{
		id: "MiniMaxAI/MiniMax-H3",
		pipeline_tag: "image-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "image-to-video", "text-to-video"],
		inferenceProviderMapping: [live("novita", "MiniMax-H3", "image-text-to-video")],
	},
	// The models the site's task pages offer by default (each page's snippets and Try it panel), on the
	// provider the page picks first, so that every page's panel runs against the emulator as it stands.
	...[
		["facebook/mbart-large-50-many-to-many-mmt", "translation", "transformers"],
		["distilbert/distilroberta-base", "fill-mask", "transformers"],
		["suno/bark", "text-to-speech", "transformers"],
		["speechbrain/lang-id-voxlingua107-ecapa", "audio-classification", "speechbrain"],
		["Salesforce/blip-image-captioning-base", "image-to-text", "transformers"],
		["lllyasviel/sd-controlnet-canny", "image-to-image", "diffusers"],
		["google/siglip-so400m-patch14-224", "zero-shot-image-classification", "transformers"],
		["impira/layoutlm-invoices", "document-question-answering", "transformers"],
		["scikit-learn/tabular-playground", "tabular-classification", "sklearn"],
	].map(
		([id = "", task = "", library = ""]): SeedModel => ({
			id,
			pipeline_tag: task,
			library_name: library,
			tags: [library, task],
			inferenceProviderMapping: [hf(id, task)],
		}),
	),
	{
		id: "facebook/bart-base",
		pipeline_tag: "feature-extraction",
		library_name: "transformers",
		tags: ["transformers", "bart", "feature-extraction"],
		embeddingDimension: 768,
		inferenceProviderMapping: [hf("facebook/bart-base", "feature-extraction")],
	},
	{
		id: "BAAI/bge-small-en-v1.5",
		pipeline_tag: "sentence-similarity",
		library_name: "sentence-transformers",
		tags: ["sentence-transformers", "bert", "feature-extraction", "sentence-similarity"],
		inferenceProviderMapping: [hf("BAAI/bge-small-en-v1.5", "sentence-similarity")],
	},
	{
		id: "mistralai/Mistral-Nemo-Instruct-2407",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: [...LLM_TAGS, "mistral"],
		inferenceProviderMapping: [hf("mistralai/Mistral-Nemo-Instruct-2407", CHAT_PROVIDER_TASK)],
	},
	{
		id: "microsoft/kosmos-2-patch14-224",
		pipeline_tag: "image-text-to-text",
		library_name: "transformers",
		tags: [...LLM_TAGS, "kosmos-2"],
		inferenceProviderMapping: [hf("microsoft/kosmos-2-patch14-224", CHAT_PROVIDER_TASK)],
	},
	{
		id: "stabilityai/stable-video-diffusion-img2vid",
		pipeline_tag: "image-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "image-to-video"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/stable-video", "image-to-video")],
	},
	{
		id: "Wan-AI/Wan2.1-T2V-1.3B",
		pipeline_tag: "text-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "text-to-video"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/wan/v2.1/1.3b/text-to-video", "text-to-video")],
	},
	{
		id: "Lightricks/LTX-Video",
		pipeline_tag: "image-to-video",
		library_name: "diffusers",
		tags: ["diffusers", "image-to-video", "text-to-video"],
		inferenceProviderMapping: [live("fal-ai", "fal-ai/ltx-video/image-to-video", "image-text-to-video")],
	},
];

/** The seeded registry, with the models the provider catalogue's entries declare and their hub facts. */
export const DEFAULT_MODELS: SeedModel[] = withSeededHubFacts(withCatalogModels(SEEDED_MODELS, PROVIDERS));

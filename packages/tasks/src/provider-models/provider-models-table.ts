import type { ProviderModelsTable } from "./table-type.js";

/**
 * Which hub models each inference provider serves for each task (see `ProviderModelsTable`);
 * `source` says where the facts came from. Refresh it with `scripts/refresh-provider-models.mjs`,
 * which asks the hub and the router and writes this module, rather than by hand.
 */
export const PROVIDER_MODELS: ProviderModelsTable = {
	asOf: "2025-08-31",
	source:
		"Written by hand, not fetched: the hub's public model pages, its Inference Providers documentation and the router's model list as known on that date (zai-org/GLM-OCR, for image-to-text on zai-org, comes from this project's seeded emulator registry instead); to be replaced by the output of scripts/refresh-provider-models.mjs run against the hub.",
	models: {
		"audio-classification": {
			"hf-inference": ["MIT/ast-finetuned-audioset-10-10-0.4593"],
		},
		"audio-to-audio": {
			"fal-ai": ["ResembleAI/resemble-enhance"],
			"hf-inference": ["speechbrain/sepformer-wham"],
		},
		"automatic-speech-recognition": {
			deepinfra: ["openai/whisper-large-v3", "openai/whisper-large-v3-turbo"],
			"fal-ai": ["openai/whisper-large-v3"],
			"hf-inference": ["openai/whisper-large-v3", "openai/whisper-large-v3-turbo"],
			replicate: ["openai/whisper-large-v3"],
			together: ["openai/whisper-large-v3"],
		},
		conversational: {
			baseten: [
				"openai/gpt-oss-120b",
				"deepseek-ai/DeepSeek-V3-0324",
				"moonshotai/Kimi-K2-Instruct",
				"Qwen/Qwen3-235B-A22B-Instruct-2507",
			],
			cerebras: [
				"openai/gpt-oss-120b",
				"meta-llama/Llama-3.3-70B-Instruct",
				"meta-llama/Llama-3.1-8B-Instruct",
				"Qwen/Qwen3-235B-A22B-Instruct-2507",
				"Qwen/Qwen3-32B",
				"meta-llama/Llama-4-Scout-17B-16E-Instruct",
			],
			cohere: [
				"CohereLabs/c4ai-command-a-03-2025",
				"CohereLabs/c4ai-command-r7b-12-2024",
				"CohereLabs/aya-expanse-32b",
				"CohereLabs/aya-vision-32b",
			],
			deepinfra: [
				"meta-llama/Llama-3.1-8B-Instruct",
				"meta-llama/Llama-3.3-70B-Instruct",
				"deepseek-ai/DeepSeek-V3-0324",
				"openai/gpt-oss-120b",
				"Qwen/Qwen3-235B-A22B",
			],
			"featherless-ai": [
				"meta-llama/Llama-3.1-8B-Instruct",
				"mistralai/Mistral-7B-Instruct-v0.3",
				"Qwen/Qwen2.5-7B-Instruct",
				"HuggingFaceTB/SmolLM3-3B",
			],
			"fireworks-ai": [
				"openai/gpt-oss-120b",
				"deepseek-ai/DeepSeek-V3-0324",
				"deepseek-ai/DeepSeek-R1",
				"moonshotai/Kimi-K2-Instruct",
				"meta-llama/Llama-3.1-8B-Instruct",
				"meta-llama/Llama-4-Maverick-17B-128E-Instruct",
				"Qwen/Qwen2.5-VL-32B-Instruct",
			],
			groq: [
				"openai/gpt-oss-120b",
				"openai/gpt-oss-20b",
				"meta-llama/Llama-3.1-8B-Instruct",
				"meta-llama/Llama-3.3-70B-Instruct",
				"moonshotai/Kimi-K2-Instruct",
				"meta-llama/Llama-4-Scout-17B-16E-Instruct",
				"Qwen/Qwen3-32B",
			],
			"hf-inference": ["HuggingFaceTB/SmolLM3-3B", "meta-llama/Llama-3.1-8B-Instruct"],
			novita: [
				"openai/gpt-oss-120b",
				"deepseek-ai/DeepSeek-V3-0324",
				"deepseek-ai/DeepSeek-R1-0528",
				"zai-org/GLM-4.5",
				"moonshotai/Kimi-K2-Instruct",
				"meta-llama/Llama-3.1-8B-Instruct",
				"Qwen/Qwen2.5-VL-72B-Instruct",
			],
			nscale: [
				"openai/gpt-oss-120b",
				"meta-llama/Llama-3.1-8B-Instruct",
				"meta-llama/Llama-3.3-70B-Instruct",
				"Qwen/Qwen3-32B",
				"deepseek-ai/DeepSeek-R1-Distill-Llama-70B",
			],
			ovhcloud: [
				"openai/gpt-oss-120b",
				"openai/gpt-oss-20b",
				"meta-llama/Llama-3.3-70B-Instruct",
				"mistralai/Mistral-Small-3.2-24B-Instruct-2506",
				"Qwen/Qwen3-32B",
			],
			publicai: ["swiss-ai/Apertus-8B-Instruct-2509", "swiss-ai/Apertus-70B-Instruct-2509"],
			scaleway: [
				"openai/gpt-oss-120b",
				"meta-llama/Llama-3.3-70B-Instruct",
				"meta-llama/Llama-3.1-8B-Instruct",
				"mistralai/Mistral-Small-3.2-24B-Instruct-2506",
				"google/gemma-3-27b-it",
				"Qwen/Qwen3-235B-A22B-Instruct-2507",
			],
			together: [
				"openai/gpt-oss-120b",
				"deepseek-ai/DeepSeek-V3-0324",
				"deepseek-ai/DeepSeek-R1",
				"meta-llama/Llama-3.3-70B-Instruct",
				"meta-llama/Llama-3.1-8B-Instruct",
				"moonshotai/Kimi-K2-Instruct",
				"Qwen/Qwen2.5-72B-Instruct",
				"meta-llama/Llama-4-Maverick-17B-128E-Instruct-FP8",
			],
			"zai-org": ["zai-org/GLM-4.5", "zai-org/GLM-4.5-Air", "zai-org/GLM-4.5V"],
		},
		"document-question-answering": {
			"hf-inference": ["impira/layoutlm-document-qa", "impira/layoutlm-invoices"],
		},
		"feature-extraction": {
			deepinfra: ["BAAI/bge-base-en-v1.5", "BAAI/bge-m3"],
			"hf-inference": ["intfloat/multilingual-e5-large-instruct", "sentence-transformers/all-MiniLM-L6-v2"],
			scaleway: ["BAAI/bge-multilingual-gemma2"],
			together: ["BAAI/bge-base-en-v1.5"],
		},
		"fill-mask": {
			"hf-inference": [
				"google-bert/bert-base-uncased",
				"FacebookAI/xlm-roberta-base",
				"distilbert/distilroberta-base",
			],
		},
		"image-classification": {
			"hf-inference": ["google/vit-base-patch16-224", "Falconsai/nsfw_image_detection"],
		},
		"image-segmentation": {
			"fal-ai": ["ZhengPeng7/BiRefNet", "briaai/RMBG-2.0"],
			"hf-inference": ["nvidia/segformer-b0-finetuned-ade-512-512", "jonathandinu/face-parsing"],
		},
		"image-text-to-image": {
			"fal-ai": ["Qwen/Qwen-Image-Edit", "black-forest-labs/FLUX.1-Kontext-dev"],
			wavespeed: ["Qwen/Qwen-Image-Edit"],
		},
		"image-text-to-video": {
			"fal-ai": ["Lightricks/LTX-Video", "Wan-AI/Wan2.2-I2V-A14B"],
			novita: ["Wan-AI/Wan2.1-I2V-14B-720P"],
			wavespeed: ["Wan-AI/Wan2.2-I2V-A14B"],
		},
		"image-to-image": {
			"fal-ai": ["black-forest-labs/FLUX.1-Kontext-dev", "Qwen/Qwen-Image-Edit"],
			"hf-inference": ["black-forest-labs/FLUX.1-Kontext-dev", "lllyasviel/sd-controlnet-canny"],
			replicate: ["black-forest-labs/FLUX.1-Kontext-dev"],
			together: ["black-forest-labs/FLUX.1-Kontext-dev"],
			wavespeed: ["black-forest-labs/FLUX.1-Kontext-dev"],
		},
		"image-to-text": {
			"hf-inference": ["Salesforce/blip-image-captioning-large", "nlpconnect/vit-gpt2-image-captioning"],
			"zai-org": ["zai-org/GLM-OCR"],
		},
		"image-to-video": {
			"fal-ai": ["Wan-AI/Wan2.2-I2V-A14B", "stabilityai/stable-video-diffusion-img2vid-xt"],
			together: ["Wan-AI/Wan2.2-I2V-A14B"],
			wavespeed: ["Wan-AI/Wan2.2-I2V-A14B", "Wan-AI/Wan2.1-I2V-14B-480P"],
		},
		"object-detection": {
			"hf-inference": ["facebook/detr-resnet-50"],
		},
		"question-answering": {
			"hf-inference": ["deepset/roberta-base-squad2"],
		},
		"sentence-similarity": {
			"hf-inference": ["sentence-transformers/all-MiniLM-L6-v2", "BAAI/bge-small-en-v1.5"],
		},
		summarization: {
			"hf-inference": ["facebook/bart-large-cnn"],
		},
		"table-question-answering": {
			"hf-inference": ["google/tapas-base-finetuned-wtq"],
		},
		"tabular-classification": {
			"hf-inference": ["julien-c/wine-quality"],
		},
		"tabular-regression": {
			"hf-inference": ["scikit-learn/Fish-Weight"],
		},
		"text-classification": {
			"hf-inference": [
				"distilbert/distilbert-base-uncased-finetuned-sst-2-english",
				"cardiffnlp/twitter-roberta-base-sentiment-latest",
				"ProsusAI/finbert",
			],
		},
		"text-generation": {
			deepinfra: ["meta-llama/Llama-3.1-8B"],
			"featherless-ai": ["meta-llama/Llama-3.1-8B", "mistralai/Mistral-7B-v0.1"],
			groq: ["meta-llama/Llama-3.1-8B"],
			"hf-inference": ["meta-llama/Llama-3.1-8B"],
			novita: ["meta-llama/Llama-3.1-8B"],
			ovhcloud: ["meta-llama/Llama-3.1-8B"],
			scaleway: ["meta-llama/Llama-3.1-8B"],
			together: ["meta-llama/Llama-3.1-8B"],
		},
		"text-to-audio": {
			"fal-ai": ["stabilityai/stable-audio-open-1.0"],
			"hf-inference": ["facebook/musicgen-small"],
		},
		"text-to-image": {
			deepinfra: ["black-forest-labs/FLUX.1-schnell", "black-forest-labs/FLUX.1-dev"],
			"fal-ai": [
				"black-forest-labs/FLUX.1-dev",
				"black-forest-labs/FLUX.1-schnell",
				"Qwen/Qwen-Image",
				"stabilityai/stable-diffusion-3.5-large",
				"black-forest-labs/FLUX.1-Krea-dev",
			],
			"hf-inference": [
				"stabilityai/stable-diffusion-3-medium-diffusers",
				"stabilityai/stable-diffusion-xl-base-1.0",
				"black-forest-labs/FLUX.1-schnell",
			],
			nscale: ["black-forest-labs/FLUX.1-schnell", "stabilityai/stable-diffusion-xl-base-1.0"],
			replicate: [
				"black-forest-labs/FLUX.1-dev",
				"black-forest-labs/FLUX.1-schnell",
				"stabilityai/stable-diffusion-3.5-large",
				"Qwen/Qwen-Image",
			],
			together: ["black-forest-labs/FLUX.1-dev", "black-forest-labs/FLUX.1-schnell"],
			wavespeed: ["black-forest-labs/FLUX.1-dev", "black-forest-labs/FLUX.1-schnell", "Qwen/Qwen-Image"],
			"zai-org": ["zai-org/CogView4-6B"],
		},
		"text-to-speech": {
			deepinfra: ["hexgrad/Kokoro-82M"],
			"fal-ai": ["nari-labs/Dia-1.6B", "ResembleAI/chatterbox", "hexgrad/Kokoro-82M"],
			"hf-inference": ["facebook/mms-tts-eng"],
			replicate: ["hexgrad/Kokoro-82M"],
			together: ["hexgrad/Kokoro-82M"],
		},
		"text-to-video": {
			"fal-ai": ["Wan-AI/Wan2.2-T2V-A14B", "tencent/HunyuanVideo", "Lightricks/LTX-Video"],
			novita: ["Wan-AI/Wan2.1-T2V-14B"],
			replicate: ["Wan-AI/Wan2.1-T2V-14B", "tencent/HunyuanVideo"],
			together: ["Wan-AI/Wan2.1-T2V-14B"],
			wavespeed: ["Wan-AI/Wan2.1-T2V-14B"],
		},
		"token-classification": {
			"hf-inference": ["dslim/bert-base-NER"],
		},
		translation: {
			"hf-inference": ["Helsinki-NLP/opus-mt-ru-en", "facebook/mbart-large-50-many-to-many-mmt"],
		},
		"visual-question-answering": {
			"hf-inference": ["dandelin/vilt-b32-finetuned-vqa"],
		},
		"zero-shot-classification": {
			"hf-inference": ["facebook/bart-large-mnli"],
		},
		"zero-shot-image-classification": {
			"hf-inference": ["openai/clip-vit-large-patch14", "google/siglip-so400m-patch14-224"],
		},
	},
};

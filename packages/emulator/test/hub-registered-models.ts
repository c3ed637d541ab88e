import type { HubModel } from "../src/index.js";

/**
 * Models a test adds to the emulator's hub, one of each kind whose local code depends on what the
 * hub says about it. The ids are made up; each answer has the shape the hub gives such a repo.
 */
export const CUSTOM_CODE: HubModel = {
	id: "acme-labs/Acme-7B-Instruct",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "safetensors", "acme", "text-generation", "conversational", "custom_code"],
	hub: {
		config: {
			architectures: ["AcmeForCausalLM"],
			model_type: "acme",
			auto_map: {
				AutoConfig: "configuration_acme.AcmeConfig",
				AutoModelForCausalLM: "modeling_acme.AcmeForCausalLM",
			},
			tokenizer_config: { bos_token: "<s>", eos_token: "</s>" },
		},
		transformersInfo: {
			auto_model: "AutoModelForCausalLM",
			custom_class: "modeling_acme.AcmeForCausalLM",
			pipeline_tag: "text-generation",
			processor: "AutoTokenizer",
		},
		cardData: { license: "apache-2.0" },
		safetensors: { parameters: { BF16: 7_241_732_096 }, total: 7_241_732_096 },
		siblings: [
			".gitattributes",
			"README.md",
			"config.json",
			"configuration_acme.py",
			"model-00001-of-00002.safetensors",
			"model-00002-of-00002.safetensors",
			"model.safetensors.index.json",
			"modeling_acme.py",
			"tokenizer.json",
			"tokenizer_config.json",
		],
	},
};

export const GGUF: HubModel = {
	id: "acme-labs/Acme-7B-Instruct-GGUF",
	pipeline_tag: "text-generation",
	library_name: "gguf",
	tags: ["gguf", "text-generation", "conversational", "base_model:quantized:acme-labs/Acme-7B-Instruct"],
	hub: {
		gguf: {
			total: 7_241_732_096,
			architecture: "llama",
			context_length: 32768,
			chat_template: "{% for message in messages %}{{ message['content'] }}{% endfor %}",
			bos_token: "<s>",
			eos_token: "</s>",
		},
		cardData: { base_model: "acme-labs/Acme-7B-Instruct", license: "apache-2.0" },
		siblings: [
			".gitattributes",
			"Acme-7B-Instruct-F16.gguf",
			"Acme-7B-Instruct-Q4_K_M.gguf",
			"Acme-7B-Instruct-Q5_K_M.gguf",
			"Acme-7B-Instruct-Q8_0.gguf",
			"README.md",
		],
	},
};

export const PEFT_ADAPTER: HubModel = {
	id: "acme-labs/Acme-7B-support-lora",
	pipeline_tag: "text-generation",
	library_name: "peft",
	tags: ["peft", "safetensors", "lora", "base_model:adapter:acme-labs/Acme-7B-Instruct"],
	hub: {
		config: { peft: { base_model_name_or_path: "acme-labs/Acme-7B-Instruct", task_type: "CAUSAL_LM" } },
		cardData: { base_model: "acme-labs/Acme-7B-Instruct", library_name: "peft" },
		siblings: [".gitattributes", "README.md", "adapter_config.json", "adapter_model.safetensors"],
	},
};

export const CONTROLNET: HubModel = {
	id: "acme-labs/sd15-canny-controlnet",
	pipeline_tag: "image-to-image",
	library_name: "diffusers",
	tags: ["diffusers", "safetensors", "controlnet", "image-to-image"],
	hub: {
		config: { diffusers: { _class_name: "ControlNetModel" } },
		cardData: { base_model: "stable-diffusion-v1-5/stable-diffusion-v1-5", license: "openrail" },
		siblings: [".gitattributes", "README.md", "config.json", "diffusion_pytorch_model.safetensors"],
	},
};

export const INPAINTING: HubModel = {
	id: "acme-labs/sd-inpainting",
	pipeline_tag: "image-to-image",
	library_name: "diffusers",
	tags: ["diffusers", "safetensors", "inpainting", "image-to-image"],
	hub: {
		config: { diffusers: { _class_name: "StableDiffusionInpaintPipeline" } },
		cardData: { license: "creativeml-openrail-m" },
		siblings: [".gitattributes", "README.md", "model_index.json", "unet/diffusion_pytorch_model.safetensors"],
	},
};

export const LORA: HubModel = {
	id: "acme-labs/flux-papercut-lora",
	pipeline_tag: "text-to-image",
	library_name: "diffusers",
	tags: [
		"diffusers",
		"lora",
		"text-to-image",
		"template:sd-lora",
		"base_model:adapter:black-forest-labs/FLUX.1-dev",
	],
	hub: {
		cardData: {
			base_model: "black-forest-labs/FLUX.1-dev",
			instance_prompt: "papercut style",
			license: "other",
			widget: [{ text: "papercut style, a fox in a forest" }],
		},
		widgetData: [{ text: "papercut style, a fox in a forest" }],
		siblings: [".gitattributes", "README.md", "papercut.safetensors"],
	},
};

export const PYANNOTE_PIPELINE: HubModel = {
	id: "acme-labs/speaker-diarization",
	pipeline_tag: "automatic-speech-recognition",
	library_name: "pyannote-audio",
	tags: ["pyannote-audio", "pyannote-audio-pipeline", "speaker-diarization", "automatic-speech-recognition"],
	hub: {
		gated: "auto",
		cardData: { license: "mit", tags: ["pyannote-audio-pipeline", "speaker-diarization"] },
		siblings: [".gitattributes", "README.md", "config.yaml"],
	},
};

export const SPEECHBRAIN: HubModel = {
	id: "acme-labs/asr-conformer-librispeech",
	pipeline_tag: "automatic-speech-recognition",
	library_name: "speechbrain",
	tags: ["speechbrain", "automatic-speech-recognition", "CTC", "Conformer"],
	hub: {
		config: { speechbrain: { speechbrain_interface: "EncoderASR" } },
		cardData: { license: "apache-2.0", language: "en" },
		siblings: [".gitattributes", "README.md", "asr.ckpt", "hyperparams.yaml", "tokenizer.ckpt"],
	},
};

const PENGUIN_COLUMNS = ["bill_length_mm", "bill_depth_mm", "flipper_length_mm", "body_mass_g"];

export const SKLEARN: HubModel = {
	id: "acme-labs/penguin-species",
	pipeline_tag: "tabular-classification",
	library_name: "sklearn",
	tags: ["sklearn", "skops", "tabular-classification"],
	hub: {
		config: {
			sklearn: {
				columns: PENGUIN_COLUMNS,
				example_input: {
					bill_length_mm: [39.1, 46.5],
					bill_depth_mm: [18.7, 17.9],
					flipper_length_mm: [181, 192],
					body_mass_g: [3750, 3500],
				},
				model: { file: "skops-penguins.pkl" },
				model_format: "pickle",
				task: "tabular-classification",
			},
		},
		widgetData: [
			{
				structured_data: {
					bill_length_mm: [39.1, 46.5],
					bill_depth_mm: [18.7, 17.9],
					flipper_length_mm: [181, 192],
					body_mass_g: [3750, 3500],
				},
			},
		],
		cardData: { license: "mit", library_name: "sklearn" },
		siblings: [".gitattributes", "README.md", "config.json", "skops-penguins.pkl"],
	},
};

export const PRIVATE: HubModel = {
	id: "acme-labs/internal-classifier",
	pipeline_tag: "text-classification",
	library_name: "transformers",
	tags: ["transformers", "text-classification"],
	hub: { private: true, siblings: ["config.json", "model.safetensors"] },
};

export const GATED: HubModel = {
	id: "acme-labs/Acme-70B-Instruct",
	pipeline_tag: "text-generation",
	library_name: "transformers",
	tags: ["transformers", "safetensors", "text-generation", "conversational"],
	hub: {
		gated: "manual",
		config: { architectures: ["LlamaForCausalLM"], model_type: "llama" },
		cardData: { license: "other", extra_gated_prompt: "Accept the Acme license to access this model." },
		siblings: [".gitattributes", "README.md", "config.json", "model.safetensors"],
	},
};

export const REGISTERED: HubModel[] = [
	CUSTOM_CODE,
	GGUF,
	PEFT_ADAPTER,
	CONTROLNET,
	INPAINTING,
	LORA,
	PYANNOTE_PIPELINE,
	SPEECHBRAIN,
	SKLEARN,
	PRIVATE,
	GATED,
];

import type { HubModel } from "../../src/index.js";

/** A GGUF repository's files as the hub lists them: two quants and a vision projector. */
const ggufFiles = (name: string) => [
	{ rfilename: "README.md" },
	{ rfilename: `${name}-Q8_0.gguf` },
	{ rfilename: `${name}-Q4_K_M.gguf` },
	{ rfilename: `mmproj-${name}-f16.gguf` },
];

/** Models, as the hub describes them, whose files and tasks reach every local app. */
export const APP_MODELS = [
	{
		id: "acme/chat-GGUF",
		pipeline_tag: "text-generation",
		library_name: "gguf",
		tags: ["gguf", "conversational"],
		gguf: { architecture: "llama", context_length: 8192 },
		siblings: ggufFiles("chat"),
	},
	{
		id: "acme/base-GGUF",
		pipeline_tag: "text-generation",
		library_name: "gguf",
		tags: ["gguf"],
		gguf: { architecture: "llama", context_length: 8192 },
		siblings: ggufFiles("base"),
	},
	{
		id: "acme/vision-GGUF",
		pipeline_tag: "image-text-to-text",
		tags: ["gguf", "conversational"],
		siblings: ggufFiles("vision"),
	},
	{
		id: "mlx-community/chat-4bit",
		pipeline_tag: "text-generation",
		library_name: "mlx",
		tags: ["mlx", "safetensors", "conversational"],
	},
	{
		id: "acme/chat",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "conversational", "text-generation-inference"],
	},
	{
		id: "acme/custom-chat",
		pipeline_tag: "text-generation",
		library_name: "transformers",
		tags: ["transformers", "safetensors", "conversational", "custom_code", "text-generation-inference"],
		config: { auto_map: { AutoModelForCausalLM: "modeling_custom.CustomForCausalLM" } },
	},
	{
		id: "acme/chat-adapter",
		pipeline_tag: "text-generation",
		library_name: "peft",
		tags: ["peft", "safetensors", "conversational", "base_model:adapter:acme/chat"],
		config: { peft: { base_model_name_or_path: "acme/chat", task_type: "CAUSAL_LM" } },
	},
	{
		id: "acme/image",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "safetensors"],
	},
	{
		id: "acme/image-lora",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["diffusers", "lora", "base_model:adapter:acme/image"],
	},
] satisfies HubModel[];

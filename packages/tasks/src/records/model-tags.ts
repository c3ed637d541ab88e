/**
 * The hub tags that decide how a model runs on your own machine: its weight format (`gguf`, `mlx`,
 * `safetensors`, `onnx`), whether it chats (`conversational`), whether it needs its repository's own
 * code (`custom_code`) and whether it is an adapter (`lora`).
 */
export const MODEL_TAGS = [
	"conversational",
	"custom_code",
	"gguf",
	"lora",
	"mlx",
	"onnx",
	"safetensors",
] as const;

/** One of {@link MODEL_TAGS}, or `diffusers:<PipelineClass>`: the diffusers pipeline that loads the model. */
export type ModelTag = (typeof MODEL_TAGS)[number] | `diffusers:${string}`;

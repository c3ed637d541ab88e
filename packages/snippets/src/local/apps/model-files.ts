import type { LocalContext } from "../context.js";

/** The kinds of model files a local app loads. */
export type Format = "gguf" | "mlx" | "transformers" | "diffusers";

/** The formats of a model's files, as its library, tags and file list say. */
export function formatsOf(context: LocalContext): Set<Format> {
	const library = context.model.library_name;
	const formats = new Set<Format>();
	if (library === "gguf" || context.tags.has("gguf") || context.model.gguf !== undefined) formats.add("gguf");
	if (library === "mlx" || context.tags.has("mlx")) formats.add("mlx");
	if (library === "transformers" || (context.tags.has("transformers") && context.tags.has("safetensors")))
		formats.add("transformers");
	if (library === "diffusers") formats.add("diffusers");
	return formats;
}

/**
 * GGUF files that hold a model (not a vision projector, which apps fetch beside it). A name is hub
 * input: one with a control, line-breaking or direction character is never written, as it could end
 * a comment line in a guide or hide what a command does.
 */
const isModelFile = (file: string) =>
	/\.gguf$/i.test(file) && !/mmproj/i.test(file) && !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(file);

/**
 * The GGUF file an app that needs one file is given: the one llama.cpp's `-hf` picks when no quant
 * is named (Q4_K_M, else the repository's first GGUF file; tools/server/README.md, `--hf-repo`),
 * so every app runs the same file. Undefined when the hub listed no GGUF file.
 */
export function ggufFile(context: LocalContext): string | undefined {
	const files = context.model.files.filter(isModelFile);
	return files.find((file) => /(^|[^A-Za-z0-9])Q4_K_M([^A-Za-z0-9]|$)/i.test(file)) ?? files[0];
}

/**
 * The quantization a GGUF file's name gives (`Q4_K_M`, `IQ4_XS`, `Q8_0`, `F16`, `BF16`), as vLLM's
 * `<repository>:<quant>` form names a file; undefined when the name gives none.
 */
export function quantOf(file: string): string | undefined {
	const name = baseName(file).replace(/\.gguf$/i, "");
	return /(?:^|[-_.])(I?Q\d+(?:_[A-Z0-9]+)*|B?F16|F32)$/i.exec(name)?.[1]?.toUpperCase();
}

/** The file's name without its folders. */
export const baseName = (file: string) => file.slice(file.lastIndexOf("/") + 1);

/**
 * The adapter a server loads onto its base model: a PEFT adapter whose base the hub names. The
 * adapter's name on the server is its repository's name (no `/` or `:`, which SGLang's
 * `base:adapter` model names use as separators).
 */
export function adapterOf(context: LocalContext): { base: string; name: string } | undefined {
	if (!context.peftAdapter || context.baseModel === undefined) return undefined;
	return { base: context.baseModel, name: context.id.slice(context.id.indexOf("/") + 1) };
}

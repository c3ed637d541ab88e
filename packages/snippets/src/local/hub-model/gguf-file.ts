/** The quant llama.cpp's `-hf` picks when none is named, and the one this project's snippets load. */
export const DEFAULT_GGUF_QUANT = "Q4_K_M";

/**
 * A multimodal projector (`mmproj-….gguf`) sits beside a vision model's weights; llama.cpp fetches
 * it by itself, and no loader takes it as the model.
 */
const PROJECTOR = /(^|\/)mmproj[^/]*$/i;

/** The repository's GGUF model files (projectors left out), in the hub's order. */
export function ggufFiles(files: readonly string[]): string[] {
	return files.filter((file) => /\.gguf$/i.test(file) && !PROJECTOR.test(file));
}

/**
 * The GGUF file a snippet loads: the Q4_K_M one, else the first, as llama.cpp's `-hf` picks
 * ("quant is optional, case-insensitive, default to Q4_K_M, or falls back to the first file in the
 * repo if Q4_K_M doesn't exist": ggml-org/llama.cpp, commit 145b628, common/arg.cpp, `--hf-repo`).
 * Of a split file (`…-00001-of-00003.gguf`) its first part, which loaders follow to the rest.
 *
 * @param files - The repository's file names, as the hub lists them (`siblings[].rfilename`).
 * @returns The file's name, or undefined when the list holds no GGUF model file.
 * @example
 * ```ts
 * import { pickGgufFile } from "@hubkit/snippets";
 *
 * console.log(pickGgufFile(["m-Q8_0.gguf", "m-Q4_K_M.gguf", "mmproj-f16.gguf"])); // "m-Q4_K_M.gguf"
 * ```
 */
export function pickGgufFile(files: readonly string[]): string | undefined {
	const candidates = ggufFiles(files).filter((file) => {
		const part = /-(\d+)-of-\d+\.gguf$/i.exec(file)?.[1];
		return part === undefined || Number(part) === 1;
	});
	const quant = DEFAULT_GGUF_QUANT.toLowerCase();
	return (
		candidates.find((file) =>
			file
				.slice(file.lastIndexOf("/") + 1)
				.toLowerCase()
				.includes(quant),
		) ?? candidates[0]
	);
}

/** Whether the file list has weights transformers loads as they are (not GGUF). */
export function hasTransformersWeights(files: readonly string[]): boolean {
	return files.some((file) => /(^|\/)(model|pytorch_model)[^/]*\.(safetensors|bin)$/.test(file));
}

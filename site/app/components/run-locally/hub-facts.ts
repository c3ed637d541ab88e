import { type HubModel, modelFacts, pickGgufFile } from "@hubkit/snippets";
import { CHAT_CHOICE } from "./chat-choice.js";

/** What the page tells the reader it read from the hub's answer about a model. */
export interface HubFacts {
	library?: string;
	task?: string;
	/** The Task select's value for the model's own task: `CHAT_CHOICE` for a chat model. */
	taskChoice?: string;
	tags: string[];
	/** The weights' formats, by how the files are named (GGUF, safetensors, …), in the table's order. */
	formats: string[];
	/** The weight files: what the code downloads or a local app loads. */
	files: string[];
	/** The GGUF file the code loads when there is a choice, picked as llama.cpp picks it. */
	ggufFile?: string;
	/** Whether downloading the files needs an approved token, and how access is granted. */
	gated?: "auto" | "manual";
}

/**
 * Weight formats by file extension, as the libraries that write them name their files (llama.cpp's
 * `.gguf`, safetensors' `.safetensors`, PyTorch's `.bin`/`.pt`/`.pth`, ONNX's `.onnx`, Keras' `.keras`
 * and `.h5`, Flax's `.msgpack`, skops' `.skops`, a pickled scikit-learn model's `.pkl`/`.joblib`),
 * and by the tag the hub gives a repository with such files (an answer may list no files).
 */
const FORMATS: ReadonlyArray<{ format: string; extensions: readonly string[]; tag?: string }> = [
	{ format: "GGUF", extensions: [".gguf"], tag: "gguf" },
	{ format: "MLX", extensions: [], tag: "mlx" },
	{ format: "safetensors", extensions: [".safetensors"], tag: "safetensors" },
	{ format: "ONNX", extensions: [".onnx"], tag: "onnx" },
	{ format: "PyTorch", extensions: [".bin", ".pt", ".pth"] },
	{ format: "Keras", extensions: [".keras", ".h5"] },
	{ format: "Flax", extensions: [".msgpack"] },
	{ format: "skops", extensions: [".skops"] },
	{ format: "pickle", extensions: [".pkl", ".pickle", ".joblib"] },
];

const formatOf = (file: string) =>
	FORMATS.find(({ extensions }) => extensions.some((extension) => file.toLowerCase().endsWith(extension)))
		?.format;

/**
 * What the page shows of a hub model, read through the snippets' own `modelFacts` (which drops
 * nulls, wrong types and inherited names), so the page and the code read the same facts.
 */
export function hubFacts(model: HubModel): HubFacts {
	const facts = modelFacts(model);
	const tags = [...facts.tags];
	const files = facts.files.filter((file) => formatOf(file) !== undefined);
	const present = new Set([
		...files.map(formatOf),
		...FORMATS.filter((row) => row.tag !== undefined && tags.includes(row.tag)).map(({ format }) => format),
	]);
	const ggufFile = pickGgufFile(files);
	const task = facts.pipeline_tag || undefined;
	// The generator's chat is text generation by a model the hub tags `conversational`.
	const chat = task === "text-generation" && tags.includes("conversational");
	return {
		...(facts.library_name ? { library: facts.library_name } : {}),
		...(task ? { task, taskChoice: chat ? CHAT_CHOICE : task } : {}),
		tags,
		formats: FORMATS.map(({ format }) => format).filter((format) => present.has(format)),
		files,
		...(ggufFile === undefined ? {} : { ggufFile }),
		...(facts.gated === "auto" || facts.gated === "manual" ? { gated: facts.gated } : {}),
	};
}

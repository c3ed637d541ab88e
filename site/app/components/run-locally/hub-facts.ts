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

/** A plain object's own property: the hub's JSON may name `constructor` or `__proto__`. */
function own(value: unknown, key: string): unknown {
	if (value === null || typeof value !== "object" || Array.isArray(value)) return undefined;
	return Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

const texts = (value: unknown): string[] =>
	Array.isArray(value) ? value.filter((each): each is string => typeof each === "string") : [];

/** What the page shows of a hub model: every field checked, so any JSON gives facts, never a throw. */
export function hubFacts(model: unknown): HubFacts {
	const tags = texts(own(model, "tags"));
	const files = (Array.isArray(own(model, "siblings")) ? (own(model, "siblings") as unknown[]) : [])
		.map((sibling) => text(own(sibling, "rfilename")))
		.filter((file): file is string => file !== undefined && formatOf(file) !== undefined);
	const present = new Set([
		...files.map(formatOf),
		...FORMATS.filter((row) => row.tag !== undefined && tags.includes(row.tag)).map(({ format }) => format),
	]);
	const library = text(own(model, "library_name"));
	const task = text(own(model, "pipeline_tag"));
	const gated = own(model, "gated");
	// The generator's chat is text generation by a model the hub tags `conversational`.
	const chat = task === "text-generation" && tags.includes("conversational");
	return {
		...(library ? { library } : {}),
		...(task ? { task, taskChoice: chat ? CHAT_CHOICE : task } : {}),
		tags,
		formats: FORMATS.map(({ format }) => format).filter((format) => present.has(format)),
		files,
		...(gated === "auto" || gated === "manual" ? { gated } : {}),
	};
}

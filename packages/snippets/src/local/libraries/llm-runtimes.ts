import { py, pyValue } from "../code.js";
import { type LocalCode, type LocalContext, textInput } from "../context.js";
import { DEFAULT_GGUF_QUANT, ggufFiles, pickGgufFile } from "../hub-model/gguf-file.js";
import type { LibraryWriters } from "./writer.js";

/** A split GGUF's part: `name-00001-of-00003.gguf`. */
const PART = /-\d+-of-\d+\.gguf$/i;

/** The GGUF file to load, the rest of its parts, and why it was picked, for the snippet to say. */
interface GgufChoice {
	/** The exact file name, or a pattern when the repository's files are not known. */
	filename: string;
	/** The other parts of a split file: llama-cpp-python downloads only the files it is given. */
	additional: string[];
	why: string;
}

/**
 * The file llama.cpp itself picks ({@link pickGgufFile}); without the file list, a pattern for
 * the default quant's file, which `Llama.from_pretrained` matches against the repository's files.
 */
function ggufChoice(files: readonly string[]): GgufChoice {
	const chosen = pickGgufFile(files);
	if (chosen === undefined) {
		return {
			filename: `*${DEFAULT_GGUF_QUANT}.gguf`,
			additional: [],
			why: `The ${DEFAULT_GGUF_QUANT} file, llama.cpp's default quant (the pattern must match one file).`,
		};
	}
	const part = PART.exec(chosen);
	const prefix = part ? chosen.slice(0, part.index) : undefined;
	const additional =
		prefix === undefined
			? []
			: ggufFiles(files).filter((file) => file !== chosen && file.startsWith(prefix) && PART.test(file));
	const isDefault = chosen
		.slice(chosen.lastIndexOf("/") + 1)
		.toLowerCase()
		.includes(DEFAULT_GGUF_QUANT.toLowerCase());
	return {
		filename: chosen,
		additional,
		why: isDefault
			? `The ${DEFAULT_GGUF_QUANT} file, llama.cpp's default quant.`
			: `The repository's first GGUF file: it has no ${DEFAULT_GGUF_QUANT} file, and llama.cpp falls back to its first.`,
	};
}

/**
 * llama-cpp-python: `Llama.from_pretrained` downloads the chosen file; chat, plain completion, or
 * (for an embedding model) `embed`, which needs the model made with `embedding=True`.
 */
function llamaCppPythonCode(context: LocalContext): LocalCode[] {
	const choice = ggufChoice(context.model.files);
	const embedding = context.task === "feature-extraction";
	const additional =
		choice.additional.length > 0 ? `    additional_files=${pyValue(choice.additional, 1)},\n` : "";
	const load =
		"from llama_cpp import Llama\n\n" +
		`# ${choice.why}\n` +
		`llm = Llama.from_pretrained(\n    repo_id=${py(context.id)},\n    filename=${py(choice.filename)},\n${additional}` +
		`${embedding ? "    embedding=True,\n" : ""})\n`;
	const run = embedding
		? `embedding = llm.embed(${py(textInput(context, "Today is a sunny day."))})\nprint(len(embedding))\n`
		: context.chat
			? `response = llm.create_chat_completion(messages=${pyValue(context.messages)})\n` +
				'print(response["choices"][0]["message"]["content"])\n'
			: `output = llm(${py(textInput(context, "Once upon a time,"))}, max_tokens=128)\n` +
				'print(output["choices"][0]["text"])\n';
	return [
		{
			label: "llama-cpp-python",
			language: "python",
			setup: "pip install llama-cpp-python huggingface_hub",
			content: load + run,
		},
	];
}

/**
 * vLLM's offline engine: `LLM(model=…)`, then `chat` for chat models (the model's chat template)
 * or `generate` for plain text. Mistral's own-format repositories (`mistral-common` tag) load with
 * Mistral's tokenizer, config and weights formats; custom code only with `trust_remote_code`.
 */
function vllmCode(context: LocalContext): LocalCode[] {
	const options = [
		...(context.customCode ? ["trust_remote_code=True"] : []),
		...(context.tags.has("mistral-common")
			? ['tokenizer_mode="mistral"', 'config_format="mistral"', 'load_format="mistral"']
			: []),
	];
	const chat = context.chat || context.task === "image-text-to-text";
	const run = chat
		? `outputs = llm.chat(${pyValue(context.messages)}, sampling_params)\n`
		: `outputs = llm.generate([${py(textInput(context, "Once upon a time,"))}], sampling_params)\n`;
	return [
		{
			label: "vLLM",
			language: "python",
			setup: context.tags.has("mistral-common") ? "pip install vllm mistral-common" : "pip install vllm",
			content:
				"from vllm import LLM, SamplingParams\n\n" +
				`llm = LLM(model=${[py(context.id), ...options].join(", ")})\n` +
				"sampling_params = SamplingParams(max_tokens=256)\n" +
				run +
				"print(outputs[0].outputs[0].text)\n",
		},
	];
}

/** This file's libraries and their writers. */
export const LLM_RUNTIME_WRITERS = {
	gguf: llamaCppPythonCode,
	"llama-cpp-python": llamaCppPythonCode,
	vllm: vllmCode,
} as const satisfies LibraryWriters;

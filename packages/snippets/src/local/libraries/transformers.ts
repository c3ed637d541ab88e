import { py, pyValue } from "../code.js";
import { field, inputField, type LocalCode, type LocalContext, labels, textInput } from "../context.js";
import {
	DEFAULT_GGUF_QUANT,
	ggufFiles,
	hasTransformersWeights,
	pickGgufFile,
} from "../hub-model/gguf-file.js";
import { guide } from "./guide.js";

const SETUP = "pip install -U transformers torch";
const DOCS = "https://huggingface.co/docs/transformers/main/en/pipeline_tutorial";

/**
 * The tasks whose pipelines transformers 5 removed (summarization, translation, image-to-text in
 * 5.0; question answering, visual question answering and image-to-image in 5.x): their models are
 * loaded directly, and run without `pipeline(…)`.
 */
export const REMOVED_PIPELINES: ReadonlySet<string> = new Set([
	"summarization",
	"translation",
	"image-to-text",
	"question-answering",
	"visual-question-answering",
	"image-to-image",
]);

/** Tasks with no pipeline in transformers at all. */
const NO_PIPELINE: ReadonlySet<string> = new Set(["keypoint-detection"]);

/**
 * The preprocessor and model class that load a model of each task directly. Tasks whose model class
 * depends on the architecture (speech recognition: CTC or sequence-to-sequence; segmentation:
 * semantic, instance or universal) have none: their pipeline picks the class.
 */
const DIRECT: Record<string, [preprocessor: string, model: string]> = {
	"audio-classification": ["AutoFeatureExtractor", "AutoModelForAudioClassification"],
	"depth-estimation": ["AutoImageProcessor", "AutoModelForDepthEstimation"],
	"document-question-answering": ["AutoProcessor", "AutoModelForDocumentQuestionAnswering"],
	"feature-extraction": ["AutoTokenizer", "AutoModel"],
	"fill-mask": ["AutoTokenizer", "AutoModelForMaskedLM"],
	"image-classification": ["AutoImageProcessor", "AutoModelForImageClassification"],
	"image-feature-extraction": ["AutoImageProcessor", "AutoModel"],
	"image-text-to-text": ["AutoProcessor", "AutoModelForImageTextToText"],
	"image-to-image": ["AutoImageProcessor", "AutoModelForImageToImage"],
	"image-to-text": ["AutoProcessor", "AutoModelForImageTextToText"],
	"keypoint-detection": ["AutoImageProcessor", "AutoModelForKeypointDetection"],
	"mask-generation": ["AutoProcessor", "AutoModelForMaskGeneration"],
	"object-detection": ["AutoImageProcessor", "AutoModelForObjectDetection"],
	"question-answering": ["AutoTokenizer", "AutoModelForQuestionAnswering"],
	summarization: ["AutoTokenizer", "AutoModelForSeq2SeqLM"],
	"table-question-answering": ["AutoTokenizer", "AutoModelForTableQuestionAnswering"],
	"text-classification": ["AutoTokenizer", "AutoModelForSequenceClassification"],
	"text-generation": ["AutoTokenizer", "AutoModelForCausalLM"],
	"text-to-audio": ["AutoProcessor", "AutoModelForTextToWaveform"],
	"text-to-speech": ["AutoProcessor", "AutoModelForTextToWaveform"],
	"token-classification": ["AutoTokenizer", "AutoModelForTokenClassification"],
	translation: ["AutoTokenizer", "AutoModelForSeq2SeqLM"],
	"video-classification": ["AutoVideoProcessor", "AutoModelForVideoClassification"],
	"visual-question-answering": ["AutoProcessor", "AutoModelForVisualQuestionAnswering"],
	"zero-shot-classification": ["AutoTokenizer", "AutoModelForSequenceClassification"],
	"zero-shot-image-classification": ["AutoProcessor", "AutoModelForZeroShotImageClassification"],
	"zero-shot-object-detection": ["AutoProcessor", "AutoModelForZeroShotObjectDetection"],
};

/**
 * The preprocessor and model classes transformers has (its Auto Classes page: huggingface/transformers,
 * commit 04a25c0, docs/source/en/model_doc/auto.md): a class the hub's `transformersInfo` names is
 * written only when it is one of these.
 */
const PREPROCESSOR_CLASSES: ReadonlySet<string> = new Set([
	"AutoTokenizer",
	"AutoFeatureExtractor",
	"AutoImageProcessor",
	"AutoVideoProcessor",
	"AutoProcessor",
]);
const MODEL_CLASSES: ReadonlySet<string> = new Set([
	"AutoModel",
	"AutoModelForCausalLM",
	"AutoModelForMaskedLM",
	"AutoModelForMaskGeneration",
	"AutoModelForSeq2SeqLM",
	"AutoModelForSequenceClassification",
	"AutoModelForTokenClassification",
	"AutoModelForQuestionAnswering",
	"AutoModelForDepthEstimation",
	"AutoModelForImageClassification",
	"AutoModelForVideoClassification",
	"AutoModelForKeypointDetection",
	"AutoModelForObjectDetection",
	"AutoModelForImageSegmentation",
	"AutoModelForImageToImage",
	"AutoModelForSemanticSegmentation",
	"AutoModelForInstanceSegmentation",
	"AutoModelForUniversalSegmentation",
	"AutoModelForZeroShotImageClassification",
	"AutoModelForZeroShotObjectDetection",
	"AutoModelForAudioClassification",
	"AutoModelForAudioFrameClassification",
	"AutoModelForCTC",
	"AutoModelForSpeechSeq2Seq",
	"AutoModelForAudioXVector",
	"AutoModelForTextToSpectrogram",
	"AutoModelForTextToWaveform",
	"AutoModelForTableQuestionAnswering",
	"AutoModelForDocumentQuestionAnswering",
	"AutoModelForVisualQuestionAnswering",
	"AutoModelForImageTextToText",
]);

/**
 * The classes that load the model directly: the task's own, else, where the class depends on the
 * architecture (speech recognition, segmentation), the ones the hub's `transformersInfo` names.
 */
function directClasses(context: LocalContext): [preprocessor: string, model: string] | undefined {
	if (Object.hasOwn(DIRECT, context.task)) return DIRECT[context.task];
	const { auto_model, processor } = context.model.transformersInfo;
	if (auto_model === undefined || processor === undefined) return undefined;
	return MODEL_CLASSES.has(auto_model) && PREPROCESSOR_CLASSES.has(processor)
		? [processor, auto_model]
		: undefined;
}

/**
 * Chat messages as transformers' chat templates read them: an image part is `{"type": "image",
 * "url": …}`, where the OpenAI-style example has `{"type": "image_url", "image_url": {"url": …}}`.
 */
export function transformersMessages(messages: unknown[]): unknown[] {
	return messages.map((message) => {
		if (message === null || typeof message !== "object") return message;
		const { content } = message as { content?: unknown };
		if (!Array.isArray(content)) return message;
		return {
			...message,
			content: content.map((part) => {
				const url = (part as { type?: unknown; image_url?: { url?: unknown } } | null)?.image_url?.url;
				return (part as { type?: unknown } | null)?.type === "image_url" && typeof url === "string"
					? { type: "image", url }
					: part;
			}),
		};
	});
}

/** The pipeline call's arguments for the task, and what the snippet does with its output. */
function pipelineCall(context: LocalContext): { call: string; after?: string; setup?: string } {
	const { task } = context;
	const text = (fallback: string) => py(textInput(context, fallback));
	switch (task) {
		case "text-generation":
			return context.chat
				? { call: `pipe(${pyValue(context.messages)})` }
				: { call: `pipe(${text("Once upon a time,")})` };
		case "image-text-to-text":
			return context.chat
				? { call: `pipe(text=${pyValue(transformersMessages(context.messages))})` }
				: { call: `pipe(images="cats.jpg", text=${text("A photo of")})` };
		case "zero-shot-classification":
		case "zero-shot-image-classification":
		case "zero-shot-object-detection":
			return {
				call: `pipe(${text(task === "zero-shot-classification" ? "I love this movie." : "cats.jpg")}, candidate_labels=${pyValue(labels(context, ["cat", "dog"]))})`,
			};
		case "table-question-answering":
			return {
				call: `pipe(table=${pyValue(inputField(context, "table") ?? {})}, query=${py(field(context, "query", "How many rows are there?"))})`,
			};
		case "document-question-answering":
			return {
				call: `pipe(image=${py(field(context, "image", "cat.png"))}, question=${py(field(context, "question", "What is in this image?"))})`,
			};
		case "text-to-speech":
		case "text-to-audio":
			return {
				call: `pipe(${text("Hello from my own machine.")})`,
				after: 'soundfile.write("output.wav", output["audio"].squeeze(), output["sampling_rate"])',
				setup: `${SETUP} soundfile`,
			};
		case "depth-estimation":
			return { call: `pipe(${text("cats.jpg")})`, after: 'output["depth"].save("depth.png")' };
		default:
			return { call: `pipe(${text("cats.jpg")})` };
	}
}

/**
 * The keywords every load of the model passes: `gguf_file=` for a GGUF checkpoint (transformers
 * docs, GGUF page: from_pretrained's `gguf_file`), `trust_remote_code=True` for a repository with
 * its own model code, which transformers refuses to run otherwise.
 */
function loadKeywords(context: LocalContext, ggufFile?: string): string {
	return (
		(ggufFile === undefined ? "" : `, gguf_file=${py(ggufFile)}`) +
		(context.customCode ? ", trust_remote_code=True" : "")
	);
}

function pipelineSnippet(context: LocalContext): LocalCode {
	const { call, after, setup } = pipelineCall(context);
	const imports = after?.startsWith("soundfile") ? "import soundfile\n" : "";
	const content =
		`${imports}from transformers import pipeline\n\n` +
		`pipe = pipeline(${py(context.task)}, model=${py(context.id)}${loadKeywords(context)})\n` +
		`output = ${call}\n` +
		(after ? `${after}\n` : "print(output)\n");
	return {
		label: "Transformers (pipeline)",
		language: "python",
		setup: setup ?? SETUP,
		content,
		docsUrl: DOCS,
	};
}

/** The steps after loading, for tasks whose pipeline is gone (and chat, where the hub shows them too). */
function directRun(context: LocalContext): string | undefined {
	const { task } = context;
	const text = (fallback: string) => py(textInput(context, fallback));
	const image = (fallback: string) => `image = Image.open(${py(fallback)})\n`;
	switch (task) {
		case "summarization":
		case "translation":
			return (
				`inputs = tokenizer(${text("Hello")}, return_tensors="pt")\n` +
				"outputs = model.generate(**inputs, max_new_tokens=128)\n" +
				"print(tokenizer.batch_decode(outputs, skip_special_tokens=True)[0])\n"
			);
		case "question-answering":
			return (
				`inputs = tokenizer(${py(field(context, "question", "What is my name?"))}, ${py(field(context, "context", "My name is Clara."))}, return_tensors="pt")\n` +
				"with torch.no_grad():\n    outputs = model(**inputs)\n" +
				"start = outputs.start_logits.argmax()\nend = outputs.end_logits.argmax()\n" +
				'print(tokenizer.decode(inputs["input_ids"][0, start : end + 1]))\n'
			);
		case "image-to-text":
			return (
				image(textInput(context, "cats.jpg")) +
				'inputs = processor(images=image, return_tensors="pt")\n' +
				"outputs = model.generate(**inputs, max_new_tokens=64)\n" +
				"print(processor.decode(outputs[0], skip_special_tokens=True))\n"
			);
		case "visual-question-answering":
			return (
				image(field(context, "image", "cat.png")) +
				`inputs = processor(images=image, text=${py(field(context, "question", "What is in this image?"))}, return_tensors="pt")\n` +
				"with torch.no_grad():\n    outputs = model(**inputs)\n" +
				"# Classifier models (ViLT) pick an answer from their labels; generative ones (BLIP) call model.generate instead.\n" +
				"print(model.config.id2label[outputs.logits.argmax(-1).item()])\n"
			);
		case "image-to-image":
			return (
				image(textInput(context, "cat.png")) +
				'inputs = processor(image, return_tensors="pt")\n' +
				"with torch.no_grad():\n    outputs = model(**inputs)\n" +
				"pixels = outputs.reconstruction.squeeze().clamp(0, 1).permute(1, 2, 0).numpy()\n" +
				'Image.fromarray((pixels * 255).round().astype("uint8")).save("output.png")\n'
			);
		case "keypoint-detection":
			return (
				image(textInput(context, "cats.jpg")) +
				'inputs = processor(image, return_tensors="pt")\n' +
				"with torch.no_grad():\n    outputs = model(**inputs)\n" +
				"print(processor.post_process_keypoint_detection(outputs, [(image.height, image.width)]))\n"
			);
		case "text-generation":
			if (!context.chat) return undefined;
			return (
				`messages = ${pyValue(context.messages)}\n` +
				'inputs = tokenizer.apply_chat_template(\n    messages, add_generation_prompt=True, return_dict=True, return_tensors="pt"\n).to(model.device)\n' +
				"outputs = model.generate(**inputs, max_new_tokens=64)\n" +
				'print(tokenizer.batch_decode(outputs[:, inputs["input_ids"].shape[-1] :], skip_special_tokens=True)[0])\n'
			);
		case "image-text-to-text":
			if (!context.chat) return undefined;
			return (
				`messages = ${pyValue(transformersMessages(context.messages))}\n` +
				'inputs = processor.apply_chat_template(\n    messages, add_generation_prompt=True, tokenize=True, return_dict=True, return_tensors="pt"\n).to(model.device)\n' +
				"outputs = model.generate(**inputs, max_new_tokens=64)\n" +
				'print(processor.decode(outputs[0][inputs["input_ids"].shape[-1] :], skip_special_tokens=True))\n'
			);
		default:
			return undefined;
	}
}

const NEEDS_TORCH = new Set([
	"question-answering",
	"visual-question-answering",
	"image-to-image",
	"keypoint-detection",
]);
const NEEDS_IMAGE = new Set([
	"image-to-text",
	"visual-question-answering",
	"image-to-image",
	"keypoint-detection",
]);

/** How the direct load differs from loading the repository as it is. */
interface DirectLoad {
	/** The repository the tokenizer and weights come from (an adapter's base model). */
	from: string;
	/** The GGUF file to load. */
	ggufFile?: string;
	/** Comment lines said before the load. */
	note?: string;
	/** Lines after the load (an adapter's `load_adapter`). */
	afterLoad?: string;
	/** Packages besides transformers and torch. */
	extras?: string[];
}

function directSnippet(
	context: LocalContext,
	load: DirectLoad = { from: context.id },
): LocalCode | undefined {
	const classes = directClasses(context);
	if (!classes) return undefined;
	const [preprocessor, modelClass] = classes;
	const variable =
		preprocessor === "AutoTokenizer"
			? "tokenizer"
			: preprocessor === "AutoFeatureExtractor"
				? "feature_extractor"
				: "processor";
	const run = directRun(context);
	const keywords = loadKeywords(context, load.ggufFile);
	let content = "";
	if (run && NEEDS_TORCH.has(context.task)) content += "import torch\n";
	if (run && NEEDS_IMAGE.has(context.task)) content += "from PIL import Image\n";
	content +=
		`from transformers import ${preprocessor}, ${modelClass}\n\n` +
		(load.note ?? "") +
		`${variable} = ${preprocessor}.from_pretrained(${py(load.from)}${keywords})\n` +
		`model = ${modelClass}.from_pretrained(${py(load.from)}${keywords})\n` +
		(load.afterLoad ?? "");
	if (run) content += `\n${run}`;
	const extras = [...(NEEDS_IMAGE.has(context.task) ? ["pillow"] : []), ...(load.extras ?? [])];
	return {
		label: "Transformers (load the model)",
		language: "python",
		setup: [SETUP, ...extras].join(" "),
		content,
		docsUrl: "https://huggingface.co/docs/transformers/main/en/models",
	};
}

/**
 * A PEFT adapter holds no tokenizer and no base weights: both come from the base model its
 * `adapter_config.json` names, and the adapter loads onto it (transformers docs, PEFT page:
 * `load_adapter`).
 */
function adapterCode(context: LocalContext): LocalCode[] {
	const docsUrl = "https://huggingface.co/docs/transformers/main/en/peft";
	if (!context.baseModel) {
		return [
			guide(
				"Transformers (PEFT adapter)",
				"A PEFT adapter loads onto the model it was trained from, which its adapter_config.json names\n" +
					"(base_model_name_or_path); the hub names no hub model there, nor in the model card's base_model.",
				docsUrl,
			),
		];
	}
	const direct = directSnippet(context, {
		from: context.baseModel,
		note: "# The tokenizer and weights are the base model's; the adapter loads onto them.\n",
		afterLoad: `model.load_adapter(${py(context.id)})\n`,
		extras: ["peft"],
	});
	return direct ? [{ ...direct, label: "Transformers (PEFT adapter)", docsUrl }] : [];
}

/**
 * A repository of GGUF files: transformers loads one file with `gguf_file=`, dequantised. The file
 * is the one llama.cpp picks by default (see pickGgufFile), and the snippet says so.
 */
function ggufCode(context: LocalContext): LocalCode[] {
	const docsUrl = "https://huggingface.co/docs/transformers/main/en/gguf";
	const file = pickGgufFile(context.model.files);
	if (file === undefined) {
		return [
			guide(
				"Transformers (GGUF)",
				'This repository holds GGUF files, which transformers loads one at a time with gguf_file="<file>.gguf"\n' +
					"in from_pretrained; the hub's answer listed none of its files, so see its Files tab.",
				docsUrl,
			),
		];
	}
	const note = file.toLowerCase().includes(DEFAULT_GGUF_QUANT.toLowerCase())
		? `# The ${DEFAULT_GGUF_QUANT} file, llama.cpp's default quant; the repository's other .gguf files load the same way.\n`
		: `# The repository's first GGUF file: it has no ${DEFAULT_GGUF_QUANT} file, llama.cpp's default quant.\n`;
	// transformers reads GGUF through the gguf package: "Please install torch and gguf>=0.10.0 to load a
	// GGUF checkpoint" (huggingface/transformers, commit a2d3a28, src/transformers/modeling_gguf_pytorch_utils.py).
	const direct = directSnippet(context, { from: context.id, ggufFile: file, note, extras: ["gguf"] });
	return direct ? [{ ...direct, label: "Transformers (GGUF)", docsUrl }] : [];
}

/**
 * Whether the repository's weights are GGUF files only, as its files say, or (unlisted) its tags or
 * the GGUF facts the hub read from its files.
 */
function ggufOnly(context: LocalContext): boolean {
	const { files } = context.model;
	if (hasTransformersWeights(files)) return false;
	return (
		ggufFiles(files).length > 0 ||
		(files.length === 0 && (context.tags.has("gguf") || context.model.gguf !== undefined))
	);
}

/** transformers: the pipeline where transformers 5 still has it, and the model loaded directly. */
export function transformersCode(context: LocalContext): LocalCode[] {
	if (context.peftAdapter) return adapterCode(context);
	if (ggufOnly(context)) return ggufCode(context);
	const out: LocalCode[] = [];
	if (!REMOVED_PIPELINES.has(context.task) && !NO_PIPELINE.has(context.task))
		out.push(pipelineSnippet(context));
	const direct = directSnippet(context);
	if (direct) out.push(direct);
	return out;
}

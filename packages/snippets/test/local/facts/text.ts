import type { CallFact, Facts, Source } from "./fact.js";

/**
 * The facts of the text libraries' snippets (transformers, transformers.js, sentence-transformers,
 * SetFit, spaCy, Flair, GLiNER, SpanMarker, Stanza, fastText, BERTopic, AllenNLP, Adapters,
 * PaddleNLP): what they import, and the keywords their calls pass, each with where it was read.
 */

const AUTO_CLASSES_DOC: Source = {
	repo: "huggingface/transformers",
	ref: "04a25c06d154c85d7879f3da61b46d3bfaecea4a",
	path: "docs/source/en/model_doc/auto.md",
};
/** The hub's own "Use this model" code: `pipeline(task, model=…)` and `trust_remote_code=True` for custom_code. */
const HUB_SNIPPETS: Source = {
	repo: "huggingface/huggingface.js",
	ref: "fe42e68017ffc76d09922ea8f9b38a6964345710",
	path: "packages/tasks/src/model-libraries-snippets.ts",
};
const GGUF_DOC: Source = {
	repo: "huggingface/transformers",
	ref: "03b686274653ce8195d32d0a3e92e3b953fd50d7",
	path: "docs/source/en/gguf.md",
};
const PEFT_DOC: Source = {
	repo: "huggingface/transformers",
	ref: "07c294c1fcade246a26b60aaeb40087067e035b1",
	path: "docs/source/en/peft.md",
};
const ST = "85ec64559f4414aa536eca4bf53538291e0a333f";
const FLAIR = "d4ea3777998ba67bfbe6b6b8359e024dcf673c3e";
const STANZA = "1f4bfdd2bff400969444cf9f290d402448c9d6d5";
/** huggingface.js's task pages, each showing transformers' code for its task. */
const HUB_JS = "fe42e68017ffc76d09922ea8f9b38a6964345710";
const taskPage = (task: string): Source => ({
	repo: "huggingface/huggingface.js",
	ref: HUB_JS,
	path: `packages/tasks/src/tasks/${task}/about.md`,
});
/** Tokenizing, `generate(max_new_tokens=…)`, `batch_decode(skip_special_tokens=True)`, chat templates. */
const LLM_TUTORIAL: Source = {
	repo: "huggingface/transformers",
	ref: "05f6a3c90d93577c3ca9cdbb2f7dd9b99e996049",
	path: "docs/source/en/llm_tutorial.md",
};
const IMAGE_TEXT_PIPELINE: Source = {
	repo: "huggingface/transformers",
	ref: "02632213f9247b42f267aaf9729941f829845810",
	path: "src/transformers/pipelines/image_text_to_text.py",
};

/** The preprocessor and model classes the transformers snippets load (each listed on the Auto Classes page). */
const AUTO_CLASSES = [
	"AutoTokenizer",
	"AutoProcessor",
	"AutoImageProcessor",
	"AutoFeatureExtractor",
	"AutoVideoProcessor",
	"AutoModel",
	"AutoModelForAudioClassification",
	"AutoModelForCausalLM",
	"AutoModelForDepthEstimation",
	"AutoModelForDocumentQuestionAnswering",
	"AutoModelForImageClassification",
	"AutoModelForImageTextToText",
	"AutoModelForImageToImage",
	"AutoModelForKeypointDetection",
	"AutoModelForMaskGeneration",
	"AutoModelForMaskedLM",
	"AutoModelForObjectDetection",
	"AutoModelForQuestionAnswering",
	"AutoModelForSeq2SeqLM",
	"AutoModelForSequenceClassification",
	"AutoModelForTableQuestionAnswering",
	"AutoModelForTextToWaveform",
	"AutoModelForTokenClassification",
	"AutoModelForVideoClassification",
	"AutoModelForVisualQuestionAnswering",
	"AutoModelForZeroShotImageClassification",
	"AutoModelForZeroShotObjectDetection",
	"AutoModelForImageSegmentation",
	"AutoModelForSemanticSegmentation",
	"AutoModelForInstanceSegmentation",
	"AutoModelForUniversalSegmentation",
	"AutoModelForAudioFrameClassification",
	"AutoModelForCTC",
	"AutoModelForSpeechSeq2Seq",
	"AutoModelForAudioXVector",
	"AutoModelForTextToSpectrogram",
];

/**
 * Every Auto class's `from_pretrained`: `gguf_file` (the GGUF page: "Add the gguf_file parameter to
 * from_pretrained"), `trust_remote_code` (the hub's own snippets, for custom_code models).
 */
const AUTO_LOADS: CallFact[] = AUTO_CLASSES.map((name) => ({
	callee: `${name}.from_pretrained`,
	keywords: ["gguf_file", "trust_remote_code"],
	library: "transformers",
	source: GGUF_DOC,
}));

/** transformers' pipeline registry as read, before transformers 5 removed the tasks the PRs below name. */
const PIPELINE_REGISTRY: Source = {
	repo: "huggingface/transformers",
	ref: "003512fc18f7c5d26a52460807b6df98d3a61c79",
	path: "src/transformers/pipelines/__init__.py",
};

export const FACTS: Facts = {
	pipelineTasks: [
		{
			library: "transformers",
			// SUPPORTED_TASKS, less summarization, translation and text2text-generation (PR #43256),
			// image-to-text (PR #43306), question-answering, visual-question-answering and image-to-image
			// (PR #43325).
			tasks: [
				"audio-classification",
				"automatic-speech-recognition",
				"depth-estimation",
				"document-question-answering",
				"feature-extraction",
				"fill-mask",
				"image-classification",
				"image-feature-extraction",
				"image-segmentation",
				"image-text-to-text",
				"mask-generation",
				"object-detection",
				"table-question-answering",
				"text-classification",
				"text-generation",
				"text-to-audio",
				"text-to-speech",
				"token-classification",
				"video-classification",
				"zero-shot-audio-classification",
				"zero-shot-classification",
				"zero-shot-image-classification",
				"zero-shot-object-detection",
			],
			sources: [
				PIPELINE_REGISTRY,
				{ docs: "https://github.com/huggingface/transformers/pull/43256", read: "2026-11-27" },
				{ docs: "https://github.com/huggingface/transformers/pull/43306", read: "2026-11-27" },
				{ docs: "https://github.com/huggingface/transformers/pull/43325", read: "2026-11-27" },
			],
		},
	],
	js: [
		{
			module: "@huggingface/transformers",
			names: ["pipeline"],
			source: {
				repo: "huggingface/transformers.js",
				ref: "22ceb46dacf316aa20e8a96aad48afea0837978e",
				path: "README.md",
			},
		},
	],
	python: [
		{ module: "transformers", names: AUTO_CLASSES, source: AUTO_CLASSES_DOC },
		// The hub's own snippet of each library imports these.
		{ module: "setfit", names: ["SetFitModel"], source: HUB_SNIPPETS },
		// The task pages' transformers code imports these beside transformers.
		{ module: "PIL", names: ["Image"], source: taskPage("document-question-answering") },
		{ module: "torch", names: [], source: taskPage("audio-text-to-text") },
		{ module: "soundfile", names: [], source: taskPage("any-to-any") },
		{ module: "spacy", names: [], source: HUB_SNIPPETS },
		{ module: "stanza", names: [], source: HUB_SNIPPETS },
		{ module: "fasttext", names: [], source: HUB_SNIPPETS },
		{ module: "huggingface_hub", names: ["hf_hub_download"], source: HUB_SNIPPETS },
		{ module: "bertopic", names: ["BERTopic"], source: HUB_SNIPPETS },
		{ module: "allennlp_models", names: [], source: HUB_SNIPPETS },
		{ module: "allennlp.predictors.predictor", names: ["Predictor"], source: HUB_SNIPPETS },
		{ module: "adapters", names: ["AutoAdapterModel"], source: HUB_SNIPPETS },
		{ module: "paddlenlp.transformers", names: ["AutoModel", "AutoTokenizer"], source: HUB_SNIPPETS },
		{
			module: "flair.data",
			names: ["Sentence"],
			source: { repo: "flairNLP/flair", ref: FLAIR, path: "README.md" },
		},
		{
			module: "flair.models",
			names: ["SequenceTagger", "TextClassifier"],
			source: { repo: "flairNLP/flair", ref: FLAIR, path: "flair/models/__init__.py" },
		},
		{
			module: "gliner",
			names: ["GLiNER"],
			source: {
				repo: "urchade/GLiNER",
				ref: "c2bb58ddf569480ef7a9de03bef653723a42f5c2",
				path: "gliner/__init__.py",
			},
		},
		{
			module: "span_marker",
			names: ["SpanMarkerModel"],
			source: {
				repo: "tomaarsen/SpanMarkerNER",
				ref: "b38ca4844eb67e13302d05acff331f362627e2c3",
				path: "span_marker/__init__.py",
			},
		},
		{ module: "transformers", names: ["pipeline"], source: HUB_SNIPPETS },
		{
			module: "sentence_transformers",
			names: ["SentenceTransformer", "CrossEncoder"],
			source: { repo: "UKPLab/sentence-transformers", ref: ST, path: "sentence_transformers/__init__.py" },
		},
	],
	calls: [
		...AUTO_LOADS,
		{
			callee: "pipeline",
			keywords: ["model", "trust_remote_code"],
			library: "transformers",
			source: HUB_SNIPPETS,
		},
		{ callee: "model.load_adapter", keywords: [], library: "transformers", source: PEFT_DOC },
		// The pipeline object's call, by task.
		...(
			[
				[["candidate_labels"], taskPage("zero-shot-classification")],
				[["table", "query"], taskPage("table-question-answering")],
				[["image", "question"], taskPage("document-question-answering")],
				[["text"], taskPage("image-text-to-text")],
				[["images", "text"], IMAGE_TEXT_PIPELINE],
			] as const
		).map(([keywords, source]) => ({ callee: "pipe", keywords, library: "transformers", source })),
		// The model loaded directly: its preprocessor, generate and decode.
		{ callee: "tokenizer", keywords: ["return_tensors"], library: "transformers", source: LLM_TUTORIAL },
		{
			callee: "tokenizer.apply_chat_template",
			keywords: ["add_generation_prompt", "return_tensors"],
			library: "transformers",
			source: LLM_TUTORIAL,
		},
		{
			callee: "tokenizer.apply_chat_template",
			keywords: ["add_generation_prompt", "tokenize", "return_dict", "return_tensors"],
			library: "transformers",
			source: HUB_SNIPPETS,
		},
		{
			callee: "processor.apply_chat_template",
			keywords: ["add_generation_prompt", "tokenize", "return_dict", "return_tensors"],
			library: "transformers",
			source: HUB_SNIPPETS,
		},
		{
			callee: "tokenizer.batch_decode",
			keywords: ["skip_special_tokens"],
			library: "transformers",
			source: LLM_TUTORIAL,
		},
		{
			callee: "processor.decode",
			keywords: ["skip_special_tokens"],
			library: "transformers",
			source: taskPage("video-text-to-text"),
		},
		{ callee: "model.generate", keywords: ["max_new_tokens"], library: "transformers", source: LLM_TUTORIAL },
		{
			callee: "processor",
			keywords: ["images", "return_tensors"],
			library: "transformers",
			source: taskPage("image-to-text"),
		},
		{
			callee: "processor",
			keywords: ["text", "return_tensors"],
			library: "transformers",
			source: taskPage("video-text-to-text"),
		},
		// AdapterHub: the adapter loads onto its base model and is made the active one.
		{
			callee: "model.load_adapter",
			keywords: ["set_active"],
			library: "adapter-transformers",
			source: HUB_SNIPPETS,
		},
		{
			callee: "tokenizer",
			keywords: ["return_tensors"],
			library: "adapter-transformers",
			source: LLM_TUTORIAL,
		},
		{
			callee: "model.predict_entities",
			keywords: ["threshold"],
			library: "gliner",
			source: { repo: "urchade/GLiNER", ref: "c2bb58ddf569480ef7a9de03bef653723a42f5c2", path: "README.md" },
		},
		// Stanza reads `processors` as a comma-separated list (process_pipeline_parameters).
		{
			callee: "stanza.Pipeline",
			keywords: ["processors"],
			library: "stanza",
			source: { repo: "stanfordnlp/stanza", ref: STANZA, path: "stanza/resources/common.py" },
		},
		{
			callee: "SentenceTransformer",
			keywords: ["trust_remote_code"],
			library: "sentence-transformers",
			source: {
				repo: "UKPLab/sentence-transformers",
				ref: ST,
				path: "sentence_transformers/SentenceTransformer.py",
			},
		},
		{
			callee: "CrossEncoder",
			keywords: ["trust_remote_code"],
			library: "sentence-transformers",
			source: {
				repo: "UKPLab/sentence-transformers",
				ref: ST,
				path: "sentence_transformers/cross_encoder/CrossEncoder.py",
			},
		},
	],
};

import { py, pyValue, sh } from "../code.js";
import { field, inputField, type LocalCode, type LocalContext, repoName, textInput } from "../context.js";
import { guide } from "./guide.js";

const sentence = (context: LocalContext, fallback = "My name is Sarah and I live in London") =>
	py(textInput(context, fallback));

function stringList(value: unknown): string[] | undefined {
	return Array.isArray(value) && value.every((item) => typeof item === "string") ? value : undefined;
}

/**
 * Sentence Transformers: embeddings and their similarities; rankers are CrossEncoders. Both classes
 * take `trust_remote_code=True` for a repository with its own model code.
 */
export function sentenceTransformersCode(context: LocalContext): LocalCode[] {
	const docsUrl = "https://sbert.net/docs/quickstart.html";
	const remoteCode = context.customCode ? ", trust_remote_code=True" : "";
	if (context.task === "text-ranking") {
		const documents = stringList(inputField(context, "documents")) ?? ["Paris is the capital of France."];
		return [
			{
				label: "Sentence Transformers",
				language: "python",
				setup: "pip install -U sentence-transformers",
				content:
					"from sentence_transformers import CrossEncoder\n\n" +
					`model = CrossEncoder(${py(context.id)}${remoteCode})\n` +
					`query = ${py(field(context, "query", "What is the capital of France?"))}\n` +
					`documents = ${pyValue(documents)}\n` +
					"print(model.rank(query, documents))\n",
				docsUrl,
			},
		];
	}
	let sentences: string[];
	if (context.task === "sentence-similarity") {
		const source = field(context, "source_sentence", "That is a happy person");
		sentences = [source, ...(stringList(inputField(context, "sentences")) ?? ["That is a happy dog"])];
	} else {
		sentences = [textInput(context, "Today is a sunny day."), "The weather is lovely today."];
	}
	return [
		{
			label: "Sentence Transformers",
			language: "python",
			setup: "pip install -U sentence-transformers",
			content:
				"from sentence_transformers import SentenceTransformer\n\n" +
				`model = SentenceTransformer(${py(context.id)}${remoteCode})\n` +
				`sentences = ${pyValue(sentences)}\n` +
				"embeddings = model.encode(sentences)\n" +
				"print(model.similarity(embeddings, embeddings))\n",
			docsUrl,
		},
	];
}

/** SetFit: a few-shot classifier's `predict`. */
export function setfitCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "SetFit",
			language: "python",
			setup: "pip install setfit",
			content:
				"from setfit import SetFitModel\n\n" +
				`model = SetFitModel.from_pretrained(${py(context.id)})\n` +
				`print(model.predict([${sentence(context, "I loved the spiderman movie!")}]))\n`,
			docsUrl: "https://huggingface.co/docs/setfit/quickstart",
		},
	];
}

/** spaCy: pipelines are pip packages; the hub hosts each as a wheel named after the repository. */
export function spacyCode(context: LocalContext): LocalCode[] {
	const name = repoName(context.id);
	const wheel = `https://huggingface.co/${context.id}/resolve/main/${name}-any-py3-none-any.whl`;
	let run: string;
	if (context.task === "text-classification") run = `doc = nlp(${sentence(context)})\nprint(doc.cats)\n`;
	else if (context.task === "sentence-similarity") {
		const first = field(context, "source_sentence", "That is a happy person");
		const second = stringList(inputField(context, "sentences"))?.[0] ?? "That is a happy dog";
		run = `print(nlp(${py(first)}).similarity(nlp(${py(second)})))\n`;
	} else
		run = `doc = nlp(${sentence(context)})\nfor entity in doc.ents:\n    print(entity.text, entity.label_)\n`;
	return [
		{
			label: "spaCy",
			language: "python",
			setup: `pip install ${sh(wheel)}`,
			content: `import spacy\n\nnlp = spacy.load(${py(name)})\n${run}`,
			docsUrl: "https://huggingface.co/docs/hub/spacy",
		},
	];
}

/** Flair: a SequenceTagger or TextClassifier, predicting onto a Sentence. */
export function flairCode(context: LocalContext): LocalCode[] {
	const className = context.task === "text-classification" ? "TextClassifier" : "SequenceTagger";
	return [
		{
			label: "Flair",
			language: "python",
			setup: "pip install flair",
			content:
				`from flair.data import Sentence\nfrom flair.models import ${className}\n\n` +
				`model = ${className}.load(${py(context.id)})\n` +
				`sentence = Sentence(${sentence(context)})\n` +
				"model.predict(sentence)\nprint(sentence)\n",
			docsUrl: "https://flairnlp.github.io/docs/intro",
		},
	];
}

/** GLiNER: entities of the labels the caller names. */
export function glinerCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "GLiNER",
			language: "python",
			setup: "pip install gliner",
			content:
				"from gliner import GLiNER\n\n" +
				`model = GLiNER.from_pretrained(${py(context.id)})\n` +
				`entities = model.predict_entities(${sentence(context)}, ["person", "location", "organization"], threshold=0.5)\n` +
				"for entity in entities:\n" +
				'    print(entity["text"], entity["label"])\n',
			docsUrl: "https://github.com/urchade/GLiNER",
		},
	];
}

/** SpanMarker: `predict` on a sentence. */
export function spanMarkerCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "SpanMarker",
			language: "python",
			setup: "pip install span_marker",
			content:
				"from span_marker import SpanMarkerModel\n\n" +
				`model = SpanMarkerModel.from_pretrained(${py(context.id)})\n` +
				`print(model.predict(${sentence(context)}))\n`,
			docsUrl: "https://tomaarsen.github.io/SpanMarkerNER/",
		},
	];
}

/** Stanza: its hub repositories are `stanfordnlp/stanza-<language>`, downloaded by language. */
export function stanzaCode(context: LocalContext): LocalCode[] {
	const language = /^stanfordnlp\/stanza-([A-Za-z_]+)$/.exec(context.id)?.[1];
	const docsUrl = "https://stanfordnlp.github.io/stanza/getting_started.html";
	if (!language) {
		return [
			guide(
				"Stanza",
				'Stanza downloads its models by language code (stanza.download("en")) from the\nstanfordnlp/stanza-<language> repositories; this repository is not one of them.',
				docsUrl,
			),
		];
	}
	return [
		{
			label: "Stanza",
			language: "python",
			setup: "pip install stanza",
			content:
				"import stanza\n\n" +
				`stanza.download(${py(language)})\n` +
				`nlp = stanza.Pipeline(${py(language)}, processors="tokenize,ner")\n` +
				`doc = nlp(${sentence(context)})\n` +
				"for entity in doc.ents:\n    print(entity.text, entity.type)\n",
			docsUrl,
		},
	];
}

/** fastText: the repository's `model.bin`, loaded from the hub's cache. */
export function fasttextCode(context: LocalContext): LocalCode[] {
	const run =
		context.task === "text-classification"
			? `print(model.predict(${sentence(context, "Which baking dish is best to bake a banana bread?")}))\n`
			: `print(model.get_sentence_vector(${sentence(context, "Today is a sunny day")}))\n`;
	return [
		{
			label: "fastText",
			language: "python",
			setup: "pip install fasttext huggingface_hub",
			content:
				"import fasttext\nfrom huggingface_hub import hf_hub_download\n\n" +
				`model = fasttext.load_model(hf_hub_download(${py(context.id)}, "model.bin"))\n${run}`,
			docsUrl: "https://huggingface.co/docs/hub/fasttext",
		},
	];
}

/** BERTopic: `load` reads hub ids; `transform` gives each document its topic. */
export function bertopicCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "BERTopic",
			language: "python",
			setup: "pip install bertopic",
			content:
				"from bertopic import BERTopic\n\n" +
				`model = BERTopic.load(${py(context.id)})\n` +
				`topics, probabilities = model.transform([${sentence(context, "The goalkeeper saved a penalty in the final minute")}])\n` +
				"print(model.get_topic_info().loc[model.get_topic_info().Topic.isin(topics)])\n",
			docsUrl: "https://maartengr.github.io/BERTopic/getting_started/serialization/serialization.html",
		},
	];
}

/** AllenNLP: a predictor from the `hf://` path, on the question and its passage. */
export function allennlpCode(context: LocalContext): LocalCode[] {
	return [
		{
			label: "AllenNLP",
			language: "python",
			setup: "pip install allennlp allennlp-models",
			content:
				// Importing allennlp_models registers the models' predictors (the hub's own AllenNLP snippet does).
				"import allennlp_models\nfrom allennlp.predictors.predictor import Predictor\n\n" +
				`predictor = Predictor.from_path(${py(`hf://${context.id}`)})\n` +
				"print(predictor.predict_json({\n" +
				`    "question": ${py(field(context, "question", "What is my name?"))},\n` +
				`    "passage": ${py(field(context, "context", "My name is Clara."))},\n` +
				"}))\n",
			docsUrl: "https://docs.allennlp.org/main/",
		},
	];
}

/**
 * Adapters: the adapter loads onto its base model, which its `config.adapter_transformers.model_name`
 * (as the hub's own snippet reads it) or its card or `base_model:` tag names.
 */
export function adaptersCode(context: LocalContext): LocalCode[] {
	const docsUrl = "https://docs.adapterhub.ml/loading.html";
	if (!context.baseModel) {
		return [
			guide(
				"Adapters",
				"An adapter is loaded onto the model it was trained with, and this model's tags do not\nname that base model: its model card does.",
				docsUrl,
			),
		];
	}
	const input =
		context.task === "question-answering"
			? `inputs = tokenizer(${py(field(context, "question", "What is my name?"))}, ${py(field(context, "context", "My name is Clara."))}, return_tensors="pt")\n`
			: `inputs = tokenizer(${sentence(context)}, return_tensors="pt")\n`;
	return [
		{
			label: "Adapters",
			language: "python",
			setup: "pip install adapters",
			content:
				"from adapters import AutoAdapterModel\nfrom transformers import AutoTokenizer\n\n" +
				`tokenizer = AutoTokenizer.from_pretrained(${py(context.baseModel)})\n` +
				`model = AutoAdapterModel.from_pretrained(${py(context.baseModel)})\n` +
				`model.load_adapter(${py(context.id)}, set_active=True)\n` +
				input +
				"print(model(**inputs))\n",
			docsUrl,
		},
	];
}

/** PaddleNLP: its Auto classes read hub repositories with `from_hf_hub=True`. */
export function paddlenlpCode(context: LocalContext): LocalCode[] {
	const text =
		context.task === "zero-shot-classification"
			? sentence(context, "I love this movie.")
			: sentence(context, "Hello, my dog is cute");
	return [
		{
			label: "PaddleNLP",
			language: "python",
			setup: "pip install paddlenlp",
			content:
				"from paddlenlp.transformers import AutoModel, AutoTokenizer\n\n" +
				`tokenizer = AutoTokenizer.from_pretrained(${py(context.id)}, from_hf_hub=True)\n` +
				`model = AutoModel.from_pretrained(${py(context.id)}, from_hf_hub=True)\n` +
				`inputs = tokenizer(${text}, return_tensors="pd")\n` +
				"print(model(**inputs))\n",
			docsUrl: "https://paddlenlp.readthedocs.io/en/latest/",
		},
	];
}

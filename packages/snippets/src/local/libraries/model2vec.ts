import { py, pyValue } from "../code.js";
import { type LocalCode, type LocalContext, textInput } from "../context.js";
import type { LibraryWriters } from "./writer.js";

function sentencesOf(context: LocalContext): string[] {
	const inputs = context.inputs as { source_sentence?: unknown; sentences?: unknown } | null;
	if (context.task === "sentence-similarity" && inputs !== null && typeof inputs === "object") {
		const source =
			typeof inputs.source_sentence === "string" ? inputs.source_sentence : "That is a happy person";
		const others = Array.isArray(inputs.sentences)
			? inputs.sentences.filter((each): each is string => typeof each === "string")
			: [];
		return [source, ...(others.length > 0 ? others : ["That is a happy dog"])];
	}
	return [textInput(context, "It's dangerous to go alone!")];
}

/** Model2Vec: a static embedding model, `StaticModel.encode`; similarities as cosines of the embeddings. */
function model2vecCode(context: LocalContext): LocalCode[] {
	const sentences = sentencesOf(context);
	const similarity =
		context.task === "sentence-similarity"
			? "# Cosine similarity of the first sentence with each of the others.\n" +
				"normalized = embeddings / np.linalg.norm(embeddings, axis=1, keepdims=True)\n" +
				"print(normalized[1:] @ normalized[0])\n"
			: "print(embeddings.shape)\n";
	return [
		{
			label: "Model2Vec",
			language: "python",
			setup: "pip install model2vec",
			content:
				(context.task === "sentence-similarity" ? "import numpy as np\n" : "") +
				"from model2vec import StaticModel\n\n" +
				`model = StaticModel.from_pretrained(${py(context.id)})\n` +
				`embeddings = model.encode(${pyValue(sentences)})\n` +
				similarity,
		},
	];
}

/** This file's libraries and their writers. */
export const MODEL2VEC_WRITERS = { model2vec: model2vecCode } as const satisfies LibraryWriters;

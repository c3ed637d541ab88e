import { cosine, embed } from "../../answers/embeddings.js";
import { maskToken, textLabels } from "../../answers/labels.js";
import {
	answerSpan,
	entities,
	fillMask,
	mentionBias,
	sentimentBias,
	tableAnswer,
	tokenEntities,
} from "../../answers/nlp.js";
import { rank } from "../../answers/ranking.js";
import { seedOf } from "../../answers/seed.js";
import { predictRows } from "../../answers/tabular.js";
import { summarize, translate } from "../../answers/text.js";
import { generatedText } from "../../answers/text-completion.js";
import { EmulatorError } from "../../errors/emulator-error.js";
import type { SeedModel } from "../../types.js";
import { type Body, candidateLabels, each, json, type Pipeline, topK } from "./pipeline.js";

/** hf-inference pipelines over text (and tables): JSON in, JSON out. */

function targetLanguage(model: SeedModel, parameters: Body): string {
	if (typeof parameters.tgt_lang === "string") return parameters.tgt_lang;
	return /opus-mt-[a-z]+-([a-z]+)/i.exec(model.id)?.[1] ?? "en";
}

export const TEXT_PIPELINES: Record<string, Pipeline> = {
	"text-classification": {
		body: "json",
		answer: ({ body, model, parameters }) =>
			json(
				(Array.isArray(body.inputs) ? body.inputs : [body.inputs]).map((text) =>
					rank(textLabels(model.id), seedOf("text-class", String(text)), {
						bias: sentimentBias(String(text)),
						topK: topK(parameters),
					}),
				),
			),
	},
	"token-classification": {
		body: "json",
		answer: ({ body, parameters }) =>
			json(
				each(body.inputs, (text) =>
					parameters.aggregation_strategy === "none" ? tokenEntities(text) : entities(text),
				),
			),
	},
	"fill-mask": {
		body: "json",
		answer: ({ body, model, parameters }) => {
			const mask = maskToken(model.id);
			const texts = Array.isArray(body.inputs) ? body.inputs.map(String) : [String(body.inputs)];
			if (!texts.every((text) => text.includes(mask))) {
				throw new EmulatorError(400, `No mask_token (${mask}) found on the input`);
			}
			return json(each(body.inputs, (text) => fillMask(text, mask, topK(parameters, 5))));
		},
	},
	summarization: {
		body: "json",
		answer: ({ body }) =>
			json([body.inputs].flat().map((text) => ({ summary_text: summarize(String(text)) }))),
	},
	translation: {
		body: "json",
		answer: ({ body, model, parameters }) =>
			json(
				[body.inputs]
					.flat()
					.map((text) => ({ translation_text: translate(String(text), targetLanguage(model, parameters)) })),
			),
	},
	"feature-extraction": {
		body: "json",
		answer: ({ body, model }) =>
			json(each(body.inputs, (text) => embed(text, model.embeddingDimension ?? 384))),
	},
	"sentence-similarity": {
		body: "json",
		answer: ({ body, model }) => {
			const inputs = body.inputs as { source_sentence: string; sentences: string[] };
			const dimension = model.embeddingDimension ?? 384;
			const source = embed(inputs.source_sentence, dimension);
			return json(inputs.sentences.map((sentence) => cosine(source, embed(sentence, dimension))));
		},
	},
	"question-answering": {
		body: "json",
		answer: ({ body }) => {
			const inputs = body.inputs as { question: string; context: string };
			return json(answerSpan(inputs.question, inputs.context));
		},
	},
	"zero-shot-classification": {
		body: "json",
		answer: ({ body, parameters }) => {
			const labels = candidateLabels(parameters);
			const text = String(body.inputs);
			return json(
				rank(labels, seedOf("zero-shot", text, labels.join("\u0000")), {
					bias: mentionBias(text, labels),
					independent: parameters.multi_label === true,
				}),
			);
		},
	},
	"table-question-answering": {
		body: "json",
		answer: ({ body }) => {
			const inputs = body.inputs as { query: string; table: Record<string, unknown[]> };
			return json(tableAnswer(inputs.query, inputs.table));
		},
	},
	"text-generation": {
		body: "json",
		answer: ({ body, parameters }) => json(generatedText(String(body.inputs), parameters)),
	},
	conversational: {
		body: "json",
		answer: ({ body, parameters }) => json(generatedText(String(body.inputs), parameters)),
	},
	"tabular-classification": {
		body: "json",
		answer: ({ body, model }) =>
			json(
				predictRows((body.inputs as { data: Record<string, unknown[]> }).data, model.id, "classification"),
			),
	},
	"tabular-regression": {
		body: "json",
		answer: ({ body, model }) =>
			json(predictRows((body.inputs as { data: Record<string, unknown[]> }).data, model.id, "regression")),
	},
};

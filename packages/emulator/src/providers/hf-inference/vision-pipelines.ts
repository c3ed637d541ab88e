import { rank } from "../../answers/ranking.js";
import { seedOf } from "../../answers/seed.js";
import {
	answerDocumentQuestion,
	answerVisualQuestion,
	caption,
	classifyImage,
	detectObjects,
	segmentImage,
} from "../../answers/vision.js";
import { imageBytes } from "../../media/render.js";
import { bytesReply } from "../../server/reply.js";
import { isObject } from "../../validation/fields.js";
import { imageSize } from "../media-answers.js";
import {
	type Body,
	candidateLabels,
	generationParameters,
	independentScores,
	json,
	type Pipeline,
	sizeOf,
	topK,
} from "./pipeline.js";

/** hf-inference pipelines over images: raw image bytes, or base64 images inside JSON. */

/** Captioning models that answer `[{generated_text}]` rather than the object alone. */
const LISTED_CAPTIONS = new Set(["nlpconnect/vit-gpt2-image-captioning"]);

export const VISION_PIPELINES: Record<string, Pipeline> = {
	"text-to-image": {
		body: "json",
		answer: ({ body, parameters }) => {
			const { width, height } = imageSize(parameters);
			return bytesReply(
				200,
				"image/jpeg",
				imageBytes(seedOf("t2i", String(body.inputs)), width, height, "jpg"),
			);
		},
	},
	"document-question-answering": {
		body: "json",
		answer: ({ bytes, body }) => json(answerDocumentQuestion(bytes, String((body.inputs as Body).question))),
	},
	"visual-question-answering": {
		body: "json",
		answer: ({ bytes, body }) => json(answerVisualQuestion(bytes, String((body.inputs as Body).question))),
	},
	"zero-shot-image-classification": {
		body: "json",
		answer: ({ bytes, parameters }) => {
			const labels = candidateLabels(parameters);
			return json(rank(labels, seedOf("zero-shot-image", bytes, labels.join("\u0000"))));
		},
	},
	"image-classification": {
		body: "image",
		answer: ({ bytes, model, parameters }) =>
			json(classifyImage(bytes, model.id, topK(parameters, 5), independentScores(parameters))),
	},
	"object-detection": {
		body: "image",
		answer: ({ bytes, image, parameters }) => {
			const threshold = typeof parameters.threshold === "number" ? parameters.threshold : 0.5;
			return json(detectObjects(bytes, sizeOf(image)).filter((found) => found.score > threshold));
		},
	},
	"image-to-text": {
		// The reference client reads `generated_text` off the answer itself, not off its first element;
		// some models answer in a transformers pipeline's array form, which clients must accept too.
		body: "image",
		answer: ({ bytes, model, parameters }) => {
			const limit = parameters.max_new_tokens ?? generationParameters(parameters).max_new_tokens;
			const answer = { generated_text: caption(bytes, typeof limit === "number" ? limit : undefined) };
			return json(LISTED_CAPTIONS.has(model.id) ? [answer] : answer);
		},
	},
	"image-segmentation": {
		body: "image",
		answer: ({ bytes, image }) => json(segmentImage(bytes, sizeOf(image))),
	},
	"image-to-image": {
		body: "image",
		answer: ({ bytes, image, parameters }) => {
			const size = isObject(parameters.target_size) ? imageSize(parameters) : sizeOf(image);
			const seed = seedOf("i2i", bytes, JSON.stringify(parameters));
			return bytesReply(
				200,
				"image/jpeg",
				imageBytes(seed, Math.min(size.width, 1024), Math.min(size.height, 1024), "jpg"),
			);
		},
	},
};

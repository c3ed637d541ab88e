import { maskBytes } from "../media/render.js";
import { ADE20K, CAPTIONS, COCO, DOCUMENT_ANSWERS, imageLabels, VQA_ANSWERS } from "./labels.js";
import { rank } from "./ranking.js";
import { random, seedOf } from "./seed.js";

export interface Size {
	width: number;
	height: number;
}

export function classifyImage(
	image: Buffer,
	modelId: string,
	topK = 5,
	independent = false,
): Array<{ label: string; score: number }> {
	return rank(imageLabels(modelId), seedOf("image-class", image), { topK, independent });
}

/** One to three boxes inside the picture. */
export function detectObjects(image: Buffer, size: Size) {
	const rng = random(seedOf("detect", image));
	const count = rng.int(1, 3);
	return Array.from({ length: count }, () => {
		const xmin = rng.int(0, Math.floor(size.width / 2));
		const ymin = rng.int(0, Math.floor(size.height / 2));
		return {
			score: Math.round((0.7 + rng.next() * 0.29) * 1e6) / 1e6,
			label: rng.pick(COCO),
			box: {
				xmin,
				ymin,
				xmax: rng.int(xmin + 1, Math.max(xmin + 1, size.width - 1)),
				ymax: rng.int(ymin + 1, Math.max(ymin + 1, size.height - 1)),
			},
		};
	}).sort((a, b) => b.score - a.score);
}

/** Segments with PNG masks (base64) the size of the input, capped so answers stay small. */
export function segmentImage(image: Buffer, size: Size) {
	const scale = Math.min(1, 512 / Math.max(size.width, size.height));
	const width = Math.max(1, Math.round(size.width * scale));
	const height = Math.max(1, Math.round(size.height * scale));
	return rank(ADE20K, seedOf("segment", image), { topK: 3 }).map(({ label, score }) => ({
		label,
		score,
		mask: maskBytes(seedOf("mask", image, label), width, height).toString("base64"),
	}));
}

/** A caption; a token limit keeps that many words, a word standing in for a token. */
export function caption(image: Buffer, maxTokens?: number): string {
	const text = random(seedOf("caption", image)).pick(CAPTIONS);
	return maxTokens === undefined ? text : text.split(" ").slice(0, maxTokens).join(" ");
}

/** Yes/no questions lean to yes/no, "how many" to numbers. */
export function answerVisualQuestion(image: Buffer, question: string) {
	const q = question.toLowerCase();
	const yesNo = /^(is|are|does|do|can|was|were|has|have)\b/.test(q);
	const counting = q.startsWith("how many");
	const bias = Object.fromEntries(
		VQA_ANSWERS.map((answer) => [
			answer,
			(yesNo && /^(yes|no)$/.test(answer)) || (counting && /^\d+$/.test(answer)) ? 4 : 0,
		]),
	);
	return rank(VQA_ANSWERS, seedOf("vqa", image, question), { bias, topK: 5 }).map(({ label, score }) => ({
		answer: label,
		score,
	}));
}

/** LayoutLM-style answers: start and end are word positions in the document. */
export function answerDocumentQuestion(image: Buffer, question: string) {
	const rng = random(seedOf("docqa", image, question));
	const answer = rng.pick(DOCUMENT_ANSWERS);
	const start = rng.int(0, 40);
	return [{ answer, score: Math.round((0.5 + rng.next() * 0.49) * 1e6) / 1e6, start, end: start }];
}

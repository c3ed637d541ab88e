import type { Issue } from "../errors/emulator-error.js";
import { badValue, isObject, isStringArray, missing, wrongType } from "./fields.js";
import { decodeAudio, decodeImage } from "./media-refs.js";

/** What each hf-inference pipeline accepts as `inputs` (and `parameters`) in a JSON body. */

type Body = Record<string, unknown>;

function textOrTexts(body: Body): Issue[] {
	if (body.inputs === undefined) return [missing(["inputs"])];
	if (typeof body.inputs === "string" || (isStringArray(body.inputs) && body.inputs.length > 0)) return [];
	return [wrongType(["inputs"], "a string or a non-empty array of strings", body.inputs)];
}

function prompt(body: Body): Issue[] {
	if (body.inputs === undefined) return [missing(["inputs"])];
	if (typeof body.inputs !== "string") return [wrongType(["inputs"], "a string", body.inputs)];
	return body.inputs.trim() === "" ? [badValue(["inputs"], "the prompt must not be empty.")] : [];
}

function stringField(value: unknown, path: Array<string | number>): Issue[] {
	if (value === undefined) return [missing(path)];
	return typeof value === "string" ? [] : [wrongType(path, "a string", value)];
}

function imageField(value: unknown, path: Array<string | number>): Issue[] {
	if (value === undefined) return [missing(path)];
	if (typeof value !== "string") return [wrongType(path, "a base64-encoded image string", value)];
	return decodeImage(value)
		? []
		: [badValue(path, "expected a base64-encoded image (PNG, JPEG, GIF, WebP, BMP or TIFF).")];
}

function audioField(value: unknown, path: Array<string | number>): Issue[] {
	if (value === undefined) return [missing(path)];
	if (typeof value !== "string") return [wrongType(path, "a base64-encoded audio string", value)];
	return decodeAudio(value)
		? []
		: [badValue(path, "expected base64-encoded audio (WAV, FLAC, MP3, OGG, WebM or M4A).")];
}

const image = (body: Body): Issue[] => imageField(body.inputs, ["inputs"]);
const audio = (body: Body): Issue[] => audioField(body.inputs, ["inputs"]);

function object(body: Body, check: (inputs: Body) => Issue[]): Issue[] {
	if (body.inputs === undefined) return [missing(["inputs"])];
	return isObject(body.inputs) ? check(body.inputs) : [wrongType(["inputs"], "an object", body.inputs)];
}

function candidateLabels(body: Body): Issue[] {
	const parameters = isObject(body.parameters) ? body.parameters : {};
	const labels = parameters.candidate_labels;
	const path = ["parameters", "candidate_labels"];
	if (labels === undefined) return [missing(path)];
	if (typeof labels === "string" && labels.trim() !== "") return [];
	if (!isStringArray(labels) || labels.length === 0)
		return [wrongType(path, "a non-empty array of strings", labels)];
	return [];
}

function table(value: unknown): Issue[] {
	const path = ["inputs", "table"];
	if (value === undefined) return [missing(path)];
	if (!isObject(value))
		return [wrongType(path, "an object of columns (column name -> array of cells)", value)];
	const lengths = Object.values(value).map((column) => (isStringArray(column) ? column.length : -1));
	if (lengths.length === 0 || lengths.includes(-1))
		return [badValue(path, "every column must be an array of cells, each a string.")];
	return new Set(lengths).size === 1
		? []
		: [badValue(path, "all columns must have the same number of cells.")];
}

function tabular(body: Body): Issue[] {
	return object(body, (inputs) => {
		const data = inputs.data;
		const path = ["inputs", "data"];
		if (data === undefined) return [missing(path)];
		if (!isObject(data) || Object.keys(data).length === 0)
			return [wrongType(path, "an object of columns", data)];
		const columns = Object.values(data);
		if (!columns.every(Array.isArray)) return [badValue(path, "every column must be an array of values.")];
		return new Set(columns.map((column) => column.length)).size === 1
			? []
			: [badValue(path, "all columns must have the same number of rows.")];
	});
}

function imageQuestion(body: Body): Issue[] {
	return object(body, (inputs) => [
		...imageField(inputs.image, ["inputs", "image"]),
		...stringField(inputs.question, ["inputs", "question"]),
	]);
}

export const HF_INPUT_CHECKS: Record<string, (body: Body) => Issue[]> = {
	"text-classification": textOrTexts,
	"token-classification": textOrTexts,
	"fill-mask": textOrTexts,
	summarization: textOrTexts,
	translation: textOrTexts,
	"feature-extraction": textOrTexts,
	"text-generation": prompt,
	conversational: prompt,
	"text-to-image": prompt,
	"text-to-speech": prompt,
	"text-to-audio": prompt,
	"zero-shot-classification": (body) => [...stringField(body.inputs, ["inputs"]), ...candidateLabels(body)],
	"question-answering": (body) =>
		object(body, (inputs) => [
			...stringField(inputs.question, ["inputs", "question"]),
			...stringField(inputs.context, ["inputs", "context"]),
		]),
	"sentence-similarity": (body) =>
		object(body, (inputs) => {
			const issues = stringField(inputs.source_sentence, ["inputs", "source_sentence"]);
			if (!isStringArray(inputs.sentences) || inputs.sentences.length === 0) {
				issues.push(
					inputs.sentences === undefined
						? missing(["inputs", "sentences"])
						: wrongType(["inputs", "sentences"], "a non-empty array of strings", inputs.sentences),
				);
			}
			return issues;
		}),
	"table-question-answering": (body) =>
		object(body, (inputs) => [...stringField(inputs.query, ["inputs", "query"]), ...table(inputs.table)]),
	"document-question-answering": imageQuestion,
	"visual-question-answering": imageQuestion,
	"zero-shot-image-classification": (body) => [
		...(isObject(body.inputs)
			? imageField(body.inputs.image, ["inputs", "image"])
			: imageField(body.inputs, ["inputs"])),
		...candidateLabels(body),
	],
	"image-classification": image,
	"object-detection": image,
	"image-segmentation": image,
	"image-to-text": image,
	"image-to-image": image,
	"automatic-speech-recognition": audio,
	"audio-classification": audio,
	"audio-to-audio": audio,
	"tabular-classification": tabular,
	"tabular-regression": tabular,
};

/** `parameters`, when sent, must be an object whatever the task. */
export function checkParameters(body: Body): Issue[] {
	return body.parameters === undefined || body.parameters === null || isObject(body.parameters)
		? []
		: [wrongType(["parameters"], "an object", body.parameters)];
}

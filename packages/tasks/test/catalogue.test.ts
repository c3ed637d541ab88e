import { describe, expect, it } from "vitest";
import { TASK_COLORS } from "../src/catalogue/colors.js";
import { MODALITIES, MODALITY_LABELS } from "../src/catalogue/modalities.js";
import {
	isPipelineType,
	PIPELINE_DATA,
	PIPELINE_TYPES,
	type PipelineData,
	type PipelineType,
} from "../src/catalogue/pipeline-data.js";

/** The task types of the hub, by modality, as the foundation issue lists them. */
const EXPECTED: Record<string, string[]> = {
	nlp: [
		"text-classification",
		"token-classification",
		"table-question-answering",
		"question-answering",
		"zero-shot-classification",
		"translation",
		"summarization",
		"feature-extraction",
		"text-generation",
		"fill-mask",
		"sentence-similarity",
		"table-to-text",
		"multiple-choice",
		"text-ranking",
		"text-retrieval",
	],
	audio: [
		"text-to-speech",
		"text-to-audio",
		"automatic-speech-recognition",
		"audio-to-audio",
		"audio-classification",
		"voice-activity-detection",
	],
	cv: [
		"depth-estimation",
		"image-classification",
		"object-detection",
		"image-segmentation",
		"text-to-image",
		"image-to-text",
		"image-to-image",
		"image-to-video",
		"unconditional-image-generation",
		"video-classification",
		"text-to-video",
		"zero-shot-image-classification",
		"mask-generation",
		"zero-shot-object-detection",
		"text-to-3d",
		"image-to-3d",
		"image-feature-extraction",
		"keypoint-detection",
		"video-to-video",
	],
	multimodal: [
		"audio-text-to-text",
		"image-text-to-text",
		"image-text-to-image",
		"image-text-to-video",
		"visual-question-answering",
		"document-question-answering",
		"video-text-to-text",
		"visual-document-retrieval",
		"any-to-any",
	],
	tabular: ["tabular-classification", "tabular-regression", "tabular-to-text", "time-series-forecasting"],
	rl: ["reinforcement-learning", "robotics"],
	other: ["graph-ml", "other"],
};

describe("the task catalogue", () => {
	it("holds exactly the hub's task types, each under its modality", () => {
		expect(PIPELINE_TYPES).toHaveLength(Object.values(EXPECTED).flat().length);
		for (const modality of MODALITIES) {
			const actual = PIPELINE_TYPES.filter((key) => PIPELINE_DATA[key].modality === modality);
			expect(new Set(actual), modality).toEqual(new Set(EXPECTED[modality]));
		}
	});

	it("orders and names the modalities for display", () => {
		expect(MODALITIES).toEqual(["nlp", "audio", "cv", "multimodal", "tabular", "rl", "other"]);
		expect(MODALITIES.map((m) => MODALITY_LABELS[m])).toEqual([
			"Natural Language Processing",
			"Audio",
			"Computer Vision",
			"Multimodal",
			"Tabular",
			"Reinforcement Learning",
			"Other",
		]);
	});

	it("files every entry under its own key, with a known color", () => {
		for (const key of PIPELINE_TYPES) {
			expect(PIPELINE_DATA[key].key).toBe(key);
			expect(TASK_COLORS).toContain(PIPELINE_DATA[key].color);
		}
	});

	it("uses every color, so the legend never lists a meaning no task has", () => {
		expect(new Set(PIPELINE_TYPES.map((key) => PIPELINE_DATA[key].color))).toEqual(new Set(TASK_COLORS));
	});

	it("keeps the hub's subtasks", () => {
		const types = (key: PipelineType) =>
			((PIPELINE_DATA[key] as PipelineData).subtasks ?? []).map((s) => s.type);
		expect(types("text-classification")).toEqual(
			expect.arrayContaining([
				"acceptability-classification",
				"natural-language-inference",
				"multi-label-classification",
				"sentiment-classification",
			]),
		);
		expect(types("image-segmentation")).toEqual([
			"instance-segmentation",
			"semantic-segmentation",
			"panoptic-segmentation",
		]);
	});

	it("tells task ids from other strings, prototype keys included", () => {
		expect(isPipelineType("fill-mask")).toBe(true);
		expect(isPipelineType("Fill-Mask")).toBe(false);
		expect(isPipelineType("constructor")).toBe(false);
		expect(isPipelineType("__proto__")).toBe(false);
	});
});

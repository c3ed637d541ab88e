import type { TaskSpec } from "./schema.js";
import { documentQuestionAnsweringSpec } from "./tasks/document-question-answering.js";
import { imageTextToImageSpec } from "./tasks/image-text-to-image.js";
import { imageTextToVideoSpec } from "./tasks/image-text-to-video.js";
import { tabularClassificationSpec } from "./tasks/tabular-classification.js";
import { tabularRegressionSpec } from "./tasks/tabular-regression.js";
import { visualQuestionAnsweringSpec } from "./tasks/visual-question-answering.js";

/** The tasks that take an image with a question or a prompt, and the tabular tasks. */
export const MULTIMODAL_SPECS: Record<string, TaskSpec> = {
	"document-question-answering": documentQuestionAnsweringSpec,
	"image-text-to-image": imageTextToImageSpec,
	"image-text-to-video": imageTextToVideoSpec,
	"tabular-classification": tabularClassificationSpec,
	"tabular-regression": tabularRegressionSpec,
	"visual-question-answering": visualQuestionAnsweringSpec,
};

import type { TaskSpec } from "./schema.js";
import { documentQuestionAnsweringSpec } from "./tasks/document-question-answering.js";
import { tabularClassificationSpec } from "./tasks/tabular-classification.js";
import { tabularRegressionSpec } from "./tasks/tabular-regression.js";
import { visualQuestionAnsweringSpec } from "./tasks/visual-question-answering.js";

/** The tasks that take a document or image with a question, and the tabular tasks. */
export const MULTIMODAL_SPECS: Record<string, TaskSpec> = {
	"document-question-answering": documentQuestionAnsweringSpec,
	"tabular-classification": tabularClassificationSpec,
	"tabular-regression": tabularRegressionSpec,
	"visual-question-answering": visualQuestionAnsweringSpec,
};

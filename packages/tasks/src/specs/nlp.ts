import type { TaskSpec } from "./schema.js";
import { featureExtractionSpec } from "./tasks/feature-extraction.js";
import { fillMaskSpec } from "./tasks/fill-mask.js";
import { questionAnsweringSpec } from "./tasks/question-answering.js";
import { sentenceSimilaritySpec } from "./tasks/sentence-similarity.js";
import { summarizationSpec } from "./tasks/summarization.js";
import { tableQuestionAnsweringSpec } from "./tasks/table-question-answering.js";
import { textClassificationSpec } from "./tasks/text-classification.js";
import { tokenClassificationSpec } from "./tasks/token-classification.js";
import { translationSpec } from "./tasks/translation.js";
import { zeroShotClassificationSpec } from "./tasks/zero-shot-classification.js";

/** The text tasks the client serves, besides chat and text generation. */
export const NLP_SPECS: Record<string, TaskSpec> = {
	"feature-extraction": featureExtractionSpec,
	"fill-mask": fillMaskSpec,
	"question-answering": questionAnsweringSpec,
	"sentence-similarity": sentenceSimilaritySpec,
	summarization: summarizationSpec,
	"table-question-answering": tableQuestionAnsweringSpec,
	"text-classification": textClassificationSpec,
	"token-classification": tokenClassificationSpec,
	translation: translationSpec,
	"zero-shot-classification": zeroShotClassificationSpec,
};

import { runTask } from "../call/run-task.js";
import * as tables from "../providers/tables.js";
import type { BaseArgs, Options } from "../types/options.js";
import type {
	DocumentQuestionAnsweringInput,
	DocumentQuestionAnsweringOutput,
	ImageTextToImageInput,
	ImageTextToImageOutput,
	ImageTextToVideoInput,
	ImageTextToVideoOutput,
	TabularClassificationInput,
	TabularClassificationOutput,
	TabularRegressionInput,
	TabularRegressionOutput,
	VisualQuestionAnsweringInput,
	VisualQuestionAnsweringOutput,
} from "../types/tasks.js";

/** Answers a question about a document image (the image travels as base64). */
export function documentQuestionAnswering(
	args: BaseArgs & DocumentQuestionAnsweringInput,
	options?: Options,
): Promise<DocumentQuestionAnsweringOutput> {
	return runTask(
		{ task: "document-question-answering", table: tables.DOCUMENT_QUESTION_ANSWERING },
		args,
		options,
	);
}

/** Answers a question about an image (the image travels as base64). */
export function visualQuestionAnswering(
	args: BaseArgs & VisualQuestionAnsweringInput,
	options?: Options,
): Promise<VisualQuestionAnsweringOutput> {
	return runTask(
		{ task: "visual-question-answering", table: tables.VISUAL_QUESTION_ANSWERING },
		args,
		options,
	);
}

/** An image from a prompt and, optionally, a starting image. */
export function imageTextToImage(
	args: BaseArgs & ImageTextToImageInput,
	options?: Options,
): Promise<ImageTextToImageOutput> {
	return runTask({ task: "image-text-to-image", table: tables.IMAGE_TEXT_TO_IMAGE }, args, options);
}

/** A video from a prompt and, optionally, a starting image. */
export function imageTextToVideo(
	args: BaseArgs & ImageTextToVideoInput,
	options?: Options,
): Promise<ImageTextToVideoOutput> {
	return runTask({ task: "image-text-to-video", table: tables.IMAGE_TEXT_TO_VIDEO }, args, options);
}

/** The predicted class of each row. */
export function tabularClassification(
	args: BaseArgs & TabularClassificationInput,
	options?: Options,
): Promise<TabularClassificationOutput> {
	return runTask({ task: "tabular-classification", table: tables.TABULAR_CLASSIFICATION }, args, options);
}

/** The predicted value of each row. */
export function tabularRegression(
	args: BaseArgs & TabularRegressionInput,
	options?: Options,
): Promise<TabularRegressionOutput> {
	return runTask({ task: "tabular-regression", table: tables.TABULAR_REGRESSION }, args, options);
}

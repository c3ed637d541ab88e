import { runNamedTask } from "../call/run-named-task.js";
import type { TaskCallError } from "../errors/task-call-error.js";
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
} from "../types/task-types.js";

/**
 * Answers a question about a document image (a scanned invoice, a form, a page), reading its text and
 * layout. The image travels as base64 in a JSON body.
 *
 * @param args - The document and the question (`inputs: { image, question }`; the image as bytes or a
 *   URL) and the task's `parameters` (`top_k`, `lang`, `word_boxes`…), plus the arguments every task
 *   takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the answers found, each with its `score` and the positions of the words it
 *   spans.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { documentQuestionAnswering } from "@hubkit/inference";
 *
 * const answers = await documentQuestionAnswering({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "impira/layoutlm-document-qa",
 * 	inputs: { image: await readFile("cat.png"), question: "What is in this image?" },
 * });
 * console.log(answers);
 * ```
 */
export function documentQuestionAnswering(
	args: BaseArgs & DocumentQuestionAnsweringInput,
	options?: Options,
): Promise<DocumentQuestionAnsweringOutput> {
	return runNamedTask("document-question-answering", args, options);
}

/**
 * Answers a question about an image in a few words. The image travels as base64 in a JSON body.
 *
 * @param args - The image and the question (`inputs: { image, question }`; the image as bytes or a
 *   URL) and the task's `parameters` (`top_k`), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the likeliest answers with their scores.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { visualQuestionAnswering } from "@hubkit/inference";
 *
 * const answers = await visualQuestionAnswering({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "dandelin/vilt-b32-finetuned-vqa",
 * 	inputs: { image: await readFile("cats.jpg"), question: "How many cats are there?" },
 * });
 * console.log(answers);
 * ```
 */
export function visualQuestionAnswering(
	args: BaseArgs & VisualQuestionAnsweringInput,
	options?: Options,
): Promise<VisualQuestionAnsweringOutput> {
	return runNamedTask("visual-question-answering", args, options);
}

/**
 * Makes an image from a prompt and, optionally, a starting image to edit.
 *
 * @param args - The prompt (`parameters.prompt`), the starting image if any (`inputs`: bytes or a
 *   URL) and the task's other `parameters`, plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the image as a Blob.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { imageTextToImage } from "@hubkit/inference";
 *
 * const image = await imageTextToImage({
 * 	accessToken: process.env.HF_TOKEN,
 * 	provider: "fal-ai",
 * 	model: "black-forest-labs/FLUX.2-dev",
 * 	inputs: await readFile("cat.png"),
 * 	parameters: { prompt: "Turn the cat into a tiger." },
 * });
 * console.log(image.type, image.size);
 * ```
 */
export function imageTextToImage(
	args: BaseArgs & ImageTextToImageInput,
	options?: Options,
): Promise<ImageTextToImageOutput> {
	return runNamedTask("image-text-to-image", args, options);
}

/**
 * Makes a video from a prompt and, optionally, a starting image. Providers run it as a queued job,
 * polled within the `polling` bounds.
 *
 * @param args - The prompt (`parameters.prompt`), the starting image if any (`inputs`: bytes or a
 *   URL) and the task's other `parameters`, plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the video as a Blob (MP4).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { imageTextToVideo } from "@hubkit/inference";
 *
 * const video = await imageTextToVideo({
 * 	accessToken: process.env.HF_TOKEN,
 * 	provider: "fal-ai",
 * 	model: "Lightricks/LTX-2",
 * 	inputs: await readFile("cat.png"),
 * 	parameters: { prompt: "The cat starts to dance" },
 * });
 * console.log(video.type, video.size);
 * ```
 */
export function imageTextToVideo(
	args: BaseArgs & ImageTextToVideoInput,
	options?: Options,
): Promise<ImageTextToVideoOutput> {
	return runNamedTask("image-text-to-video", args, options);
}

/**
 * Predicts a class for each row of a table.
 *
 * @param args - The table (`inputs.data`: each key a column name, each value the column's cells, one
 *   per row), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of one predicted class per row, in row order.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { tabularClassification } from "@hubkit/inference";
 *
 * const classes = await tabularClassification({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "julien-c/wine-quality",
 * 	inputs: {
 * 		data: {
 * 			Height: [11.52, 12.48],
 * 			Length1: [23.2, 24],
 * 			Length2: [25.4, 26.3],
 * 			Species: ["Bream", "Bream"],
 * 		},
 * 	},
 * });
 * console.log(classes);
 * ```
 */
export function tabularClassification(
	args: BaseArgs & TabularClassificationInput,
	options?: Options,
): Promise<TabularClassificationOutput> {
	return runNamedTask("tabular-classification", args, options);
}

/**
 * Predicts a number for each row of a table.
 *
 * @param args - The table (`inputs.data`: each key a column name, each value the column's cells, one
 *   per row), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of one predicted value per row, in row order.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { tabularRegression } from "@hubkit/inference";
 *
 * const weights = await tabularRegression({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "scikit-learn/Fish-Weight",
 * 	inputs: {
 * 		data: {
 * 			Height: [11.52, 12.48],
 * 			Length1: [23.2, 24],
 * 			Length2: [25.4, 26.3],
 * 			Species: ["Bream", "Bream"],
 * 		},
 * 	},
 * });
 * console.log(weights);
 * ```
 */
export function tabularRegression(
	args: BaseArgs & TabularRegressionInput,
	options?: Options,
): Promise<TabularRegressionOutput> {
	return runNamedTask("tabular-regression", args, options);
}

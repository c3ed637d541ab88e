import { runTask } from "../call/run-task.js";
import type { OutputType } from "../providers/helper.js";
import * as tables from "../providers/tables.js";
import type { BaseArgs, Options } from "../types/options.js";
import type {
	ImageClassificationInput,
	ImageClassificationOutput,
	ImageSegmentationInput,
	ImageSegmentationOutput,
	ImageToImageInput,
	ImageToImageOutput,
	ImageToTextInput,
	ImageToTextOutput,
	ImageToVideoInput,
	ImageToVideoOutput,
	ObjectDetectionInput,
	ObjectDetectionOutput,
	TextToImageInput,
	TextToVideoInput,
	TextToVideoOutput,
	WithLegacyData,
	ZeroShotImageClassificationInput,
	ZeroShotImageClassificationOutput,
} from "../types/tasks.js";

export function imageClassification(
	args: BaseArgs & WithLegacyData<ImageClassificationInput>,
	options?: Options,
): Promise<ImageClassificationOutput> {
	return runTask({ task: "image-classification", table: tables.IMAGE_CLASSIFICATION }, args, options);
}

/** Regions of the image, each with its label and a base64 PNG mask. */
export function imageSegmentation(
	args: BaseArgs & WithLegacyData<ImageSegmentationInput>,
	options?: Options,
): Promise<ImageSegmentationOutput> {
	return runTask({ task: "image-segmentation", table: tables.IMAGE_SEGMENTATION }, args, options);
}

/** Labelled boxes around the objects in the image. */
export function objectDetection(
	args: BaseArgs & WithLegacyData<ObjectDetectionInput>,
	options?: Options,
): Promise<ObjectDetectionOutput> {
	return runTask({ task: "object-detection", table: tables.OBJECT_DETECTION }, args, options);
}

/** A caption, or the text in the image. */
export function imageToText(
	args: BaseArgs & WithLegacyData<ImageToTextInput>,
	options?: Options,
): Promise<ImageToTextOutput> {
	return runTask({ task: "image-to-text", table: tables.IMAGE_TO_TEXT }, args, options);
}

/** A new image from an image and, usually, `parameters.prompt`. */
export function imageToImage(
	args: BaseArgs & ImageToImageInput,
	options?: Options,
): Promise<ImageToImageOutput> {
	return runTask({ task: "image-to-image", table: tables.IMAGE_TO_IMAGE }, args, options);
}

/** A video that starts from the image. */
export function imageToVideo(
	args: BaseArgs & ImageToVideoInput,
	options?: Options,
): Promise<ImageToVideoOutput> {
	return runTask({ task: "image-to-video", table: tables.IMAGE_TO_VIDEO }, args, options);
}

/** Scores the image against labels the caller chooses (the image travels as base64). */
export function zeroShotImageClassification(
	args: BaseArgs & ZeroShotImageClassificationInput,
	options?: Options,
): Promise<ZeroShotImageClassificationOutput> {
	return runTask(
		{ task: "zero-shot-image-classification", table: tables.ZERO_SHOT_IMAGE_CLASSIFICATION },
		args,
		options,
	);
}

export type TextToImageArgs = BaseArgs & TextToImageInput;

/** An image from a prompt: a Blob by default, a data URL, the provider's URL, or its raw JSON. */
export function textToImage(
	args: TextToImageArgs,
	options?: Options & { outputType?: "blob" },
): Promise<Blob>;
export function textToImage(
	args: TextToImageArgs,
	options: Options & { outputType: "dataUrl" | "url" },
): Promise<string>;
export function textToImage(
	args: TextToImageArgs,
	options: Options & { outputType: "json" },
): Promise<Record<string, unknown>>;
export function textToImage(
	args: TextToImageArgs,
	options: Options & { outputType?: OutputType } = {},
): Promise<Blob | string | Record<string, unknown>> {
	const { outputType, ...rest } = options;
	return runTask(
		{ task: "text-to-image", table: tables.TEXT_TO_IMAGE },
		args,
		rest,
		outputType ? { outputType } : {},
	);
}

export function textToVideo(
	args: BaseArgs & TextToVideoInput,
	options?: Options,
): Promise<TextToVideoOutput> {
	return runTask({ task: "text-to-video", table: tables.TEXT_TO_VIDEO }, args, options);
}

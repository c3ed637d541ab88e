import type {
	ClassificationOutputElement,
	DocumentQuestionAnsweringInput,
	ImageTextToImageInput,
	ImageTextToVideoInput,
	TabularClassificationInput,
	TabularRegressionInput,
	TextToImageInput,
	TextToVideoInput,
	VisualQuestionAnsweringInput,
} from "./generated/index.js";
import type { BaseArgs, BinaryInput } from "./options.js";

// Each task's argument and result types are generated from its specification in @hubkit/tasks
// (`npm run generate:types`), so the types, the documentation's tables and the emulator's checks
// describe one API. This file adds only what the client accepts beyond the specifications and the
// older names callers may still import.

export type * from "./generated/index.js";

/**
 * The older form of a media task's arguments: the bytes under `data` instead of `inputs` (bytes
 * only, never a URL). Still accepted, as the reference client accepts it.
 */
export interface LegacyMediaInput<Parameters = Record<string, unknown>> {
	/** The audio, image or video bytes. */
	data: BinaryInput;
	/** The task's parameters. */
	parameters?: Parameters;
}

/** A media task's arguments, in the specified form or the older `data` one. */
export type WithLegacyData<Input extends { parameters?: unknown }> =
	| Input
	| LegacyMediaInput<NonNullable<Input["parameters"]>>;

/** One label and its score: the older name of `ClassificationOutputElement`. */
export type LabelScore = ClassificationOutputElement;

/** Text in, with open parameters: the older shared form of the text tasks' arguments. */
export interface TextInput {
	/** The text. */
	inputs: string;
	/** The task's parameters. */
	parameters?: Record<string, unknown>;
}

/** Audio, an image or a video (bytes, or a URL where the provider takes one), with open parameters. */
export interface MediaInput {
	/** The media's bytes, or a URL where the provider takes one. */
	inputs: BinaryInput | string;
	/** The task's parameters. */
	parameters?: Record<string, unknown>;
}

/**
 * A media task's arguments in the older shared form: bytes or a URL as `inputs` (or bytes as `data`).
 *
 * @deprecated The older name of a media task's arguments; each task now has its own (`ImageClassificationInput`, …).
 */
export type MediaArgs = BaseArgs & WithLegacyData<MediaInput>;

/**
 * A question about an image: the arguments of document or visual question answering.
 *
 * @deprecated Use `DocumentQuestionAnsweringInput` or `VisualQuestionAnsweringInput`.
 */
export type ImageQuestionInput = DocumentQuestionAnsweringInput | VisualQuestionAnsweringInput;

/**
 * Rows of a table to predict for: the arguments of tabular classification or regression.
 *
 * @deprecated Use `TabularClassificationInput` or `TabularRegressionInput`.
 */
export type TabularInput = TabularClassificationInput | TabularRegressionInput;

/**
 * A prompt to draw or film: the arguments of text-to-image or text-to-video.
 *
 * @deprecated Use `TextToImageInput` or `TextToVideoInput`.
 */
export type TextToMediaInput = TextToImageInput | TextToVideoInput;

/**
 * A prompt and an optional starting image: the arguments of image-text-to-image or -video.
 *
 * @deprecated Use `ImageTextToImageInput` or `ImageTextToVideoInput`.
 */
export type ImageTextToMediaInput = ImageTextToImageInput | ImageTextToVideoInput;

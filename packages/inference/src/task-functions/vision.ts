import { runNamedTask } from "../call/run-named-task.js";
import { runTask } from "../call/run-task.js";
import type { TaskCallError } from "../errors/task-call-error.js";
import type { OutputType } from "../providers/helper.js";
import { TASK_TABLES } from "../providers/task-helpers.js";
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
} from "../types/task-types.js";

/**
 * Classifies an image: the model's labels with their scores, best first.
 *
 * @param args - The image (`inputs`: its bytes as a Blob, ArrayBuffer or Uint8Array, or a URL where
 *   the provider takes one) and the task's `parameters` (`top_k`, `function_to_apply`), plus the
 *   arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the labels and their scores, best first.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { imageClassification } from "@hubkit/inference";
 *
 * const labels = await imageClassification({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "google/vit-base-patch16-224",
 * 	inputs: await readFile("cats.jpg"),
 * });
 * console.log(labels[0]?.label);
 * ```
 */
export function imageClassification(
	args: BaseArgs & WithLegacyData<ImageClassificationInput>,
	options?: Options,
): Promise<ImageClassificationOutput> {
	return runNamedTask("image-classification", args, options);
}

/**
 * Divides an image into regions (objects, stuff, or every pixel's class), each with its label and a
 * mask.
 *
 * @param args - The image (`inputs`: bytes, or a URL where the provider takes one) and the task's
 *   `parameters` (`subtask`, `threshold`, `mask_threshold`, `overlap_mask_area_threshold`), plus the
 *   arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the regions: each has its `label`, a `score` where the model gives one, and
 *   `mask`, a base64 PNG the size of the image.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { imageSegmentation } from "@hubkit/inference";
 *
 * const regions = await imageSegmentation({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "nvidia/segformer-b0-finetuned-ade-512-512",
 * 	inputs: await readFile("cats.jpg"),
 * });
 * console.log(regions.map((region) => region.label));
 * ```
 */
export function imageSegmentation(
	args: BaseArgs & WithLegacyData<ImageSegmentationInput>,
	options?: Options,
): Promise<ImageSegmentationOutput> {
	return runNamedTask("image-segmentation", args, options);
}

/**
 * Finds the objects in an image: a labelled box around each one.
 *
 * @param args - The image (`inputs`: bytes, or a URL where the provider takes one) and the task's
 *   `parameters` (`threshold`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the detected objects: each has its `label`, `score` and `box` (`xmin`, `ymin`,
 *   `xmax`, `ymax` in pixels).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { objectDetection } from "@hubkit/inference";
 *
 * const objects = await objectDetection({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "facebook/detr-resnet-50",
 * 	inputs: await readFile("cats.jpg"),
 * });
 * for (const { label, box } of objects) console.log(label, box);
 * ```
 */
export function objectDetection(
	args: BaseArgs & WithLegacyData<ObjectDetectionInput>,
	options?: Options,
): Promise<ObjectDetectionOutput> {
	return runNamedTask("object-detection", args, options);
}

/**
 * Describes an image in words: a caption, or the text written in it (OCR models).
 *
 * @param args - The image (`inputs`: bytes, or a URL where the provider takes one) and the task's
 *   `parameters` (`max_new_tokens`, `generation_parameters`), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of `{ generated_text }`.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { imageToText } from "@hubkit/inference";
 *
 * const { generated_text } = await imageToText({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "Salesforce/blip-image-captioning-large",
 * 	inputs: await readFile("cats.jpg"),
 * });
 * console.log(generated_text);
 * ```
 */
export function imageToText(
	args: BaseArgs & WithLegacyData<ImageToTextInput>,
	options?: Options,
): Promise<ImageToTextOutput> {
	return runNamedTask("image-to-text", args, options);
}

/**
 * Makes a new image from an image, usually guided by a prompt: an edit, a restyle, a higher
 * resolution.
 *
 * @param args - The source image (`inputs`: bytes, or a URL where the provider takes one) and the
 *   task's `parameters` (`prompt`, `negative_prompt`, `num_inference_steps`, `guidance_scale`,
 *   `target_size`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the new image as a Blob.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile, writeFile } from "node:fs/promises";
 * import { imageToImage } from "@hubkit/inference";
 *
 * const tiger = await imageToImage({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "black-forest-labs/FLUX.1-Kontext-dev",
 * 	inputs: await readFile("cat.png"),
 * 	parameters: { prompt: "Turn the cat into a tiger." },
 * });
 * await writeFile("tiger.png", new Uint8Array(await tiger.arrayBuffer()));
 * ```
 */
export function imageToImage(
	args: BaseArgs & ImageToImageInput,
	options?: Options,
): Promise<ImageToImageOutput> {
	return runNamedTask("image-to-image", args, options);
}

/**
 * Makes a short video that starts from an image, usually guided by a prompt. Providers run it as a
 * queued job: the call submits it, polls its status within the `polling` bounds, then downloads the
 * video.
 *
 * @param args - The first frame (`inputs`: bytes, or a URL where the provider takes one) and the
 *   task's `parameters` (`prompt`, `negative_prompt`, `num_frames`, `num_inference_steps`, `seed`…),
 *   plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the video as a Blob (MP4).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { imageToVideo } from "@hubkit/inference";
 *
 * const video = await imageToVideo({
 * 	accessToken: process.env.HF_TOKEN,
 * 	provider: "fal-ai",
 * 	model: "Wan-AI/Wan2.2-I2V-A14B",
 * 	inputs: await readFile("cat.png"),
 * 	parameters: { prompt: "The cat starts to dance" },
 * });
 * console.log(video.type, video.size);
 * ```
 */
export function imageToVideo(
	args: BaseArgs & ImageToVideoInput,
	options?: Options,
): Promise<ImageToVideoOutput> {
	return runNamedTask("image-to-video", args, options);
}

/**
 * Scores an image against labels chosen at call time, with no model trained on those labels. The image
 * travels as base64 in a JSON body.
 *
 * @param args - The image (`inputs`: bytes, a URL, or `{ image }`) and `parameters.candidate_labels`
 *   (plus `hypothesis_template`), plus the arguments every task takes ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the candidate labels with their scores, best first.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { readFile } from "node:fs/promises";
 * import { zeroShotImageClassification } from "@hubkit/inference";
 *
 * const scores = await zeroShotImageClassification({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "openai/clip-vit-large-patch14",
 * 	inputs: await readFile("cats.jpg"),
 * 	parameters: { candidate_labels: ["cat", "dog", "llama"] },
 * });
 * console.log(scores[0]?.label);
 * ```
 */
export function zeroShotImageClassification(
	args: BaseArgs & ZeroShotImageClassificationInput,
	options?: Options,
): Promise<ZeroShotImageClassificationOutput> {
	return runNamedTask("zero-shot-image-classification", args, options);
}

/** The arguments of {@link textToImage}: the prompt and its parameters, plus the common arguments. */
export type TextToImageArgs = BaseArgs & TextToImageInput;

/**
 * Draws an image from a prompt.
 *
 * @param args - The prompt (`inputs`) and the task's `parameters` (`negative_prompt`, `width`,
 *   `height`, `num_inference_steps`, `guidance_scale`, `seed`…), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call options, and `outputType`: what the promise holds (below). The rest are the per-call {@link Options}.
 * @returns A promise of the image: a Blob by default; a `data:` URL with `outputType: "dataUrl"`; the
 *   provider's own URL with `"url"` (where it hosts one); the provider's raw JSON answer with
 *   `"json"`.
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { writeFile } from "node:fs/promises";
 * import { textToImage } from "@hubkit/inference";
 *
 * const image = await textToImage({
 * 	accessToken: process.env.HF_TOKEN,
 * 	model: "black-forest-labs/FLUX.1-schnell",
 * 	inputs: "Astronaut riding a horse",
 * 	parameters: { num_inference_steps: 5 },
 * });
 * await writeFile("astronaut.png", new Uint8Array(await image.arrayBuffer()));
 * ```
 */
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
		{ task: "text-to-image", table: TASK_TABLES["text-to-image"] },
		args,
		rest,
		outputType ? { outputType } : {},
	);
}

/**
 * Makes a short video from a prompt. Providers run it as a queued job: the call submits it, polls its
 * status within the `polling` bounds, then downloads the video.
 *
 * @param args - The prompt (`inputs`) and the task's `parameters` (`negative_prompt`, `num_frames`,
 *   `num_inference_steps`, `guidance_scale`, `seed`), plus the arguments every task takes
 *   ({@link BaseArgs}).
 * @param options - Per-call {@link Options}.
 * @returns A promise of the video as a Blob (MP4).
 * @throws {TaskCallError} when the call fails: {@link TaskCallError} says which error means what.
 * @example
 * ```ts
 * import { textToVideo } from "@hubkit/inference";
 *
 * const video = await textToVideo({
 * 	accessToken: process.env.HF_TOKEN,
 * 	provider: "fal-ai",
 * 	model: "Wan-AI/Wan2.1-T2V-1.3B",
 * 	inputs: "A young man walking on the street",
 * });
 * console.log(video.type, video.size);
 * ```
 */
export function textToVideo(
	args: BaseArgs & TextToVideoInput,
	options?: Options,
): Promise<TextToVideoOutput> {
	return runNamedTask("text-to-video", args, options);
}

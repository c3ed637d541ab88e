import type { TaskSpec } from "./schema.js";
import { imageClassificationSpec } from "./tasks/image-classification.js";
import { imageSegmentationSpec } from "./tasks/image-segmentation.js";
import { imageTextToImageSpec } from "./tasks/image-text-to-image.js";
import { imageTextToVideoSpec } from "./tasks/image-text-to-video.js";
import { imageToImageSpec } from "./tasks/image-to-image.js";
import { imageToTextSpec } from "./tasks/image-to-text.js";
import { imageToVideoSpec } from "./tasks/image-to-video.js";
import { objectDetectionSpec } from "./tasks/object-detection.js";
import { textToImageSpec } from "./tasks/text-to-image.js";
import { textToVideoSpec } from "./tasks/text-to-video.js";
import { zeroShotImageClassificationSpec } from "./tasks/zero-shot-image-classification.js";

/** The image and video tasks the client serves. */
export const VISION_SPECS: Record<string, TaskSpec> = {
	"image-classification": imageClassificationSpec,
	"image-segmentation": imageSegmentationSpec,
	"image-text-to-image": imageTextToImageSpec,
	"image-text-to-video": imageTextToVideoSpec,
	"image-to-image": imageToImageSpec,
	"image-to-text": imageToTextSpec,
	"image-to-video": imageToVideoSpec,
	"object-detection": objectDetectionSpec,
	"text-to-image": textToImageSpec,
	"text-to-video": textToVideoSpec,
	"zero-shot-image-classification": zeroShotImageClassificationSpec,
};

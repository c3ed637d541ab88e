// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";

/** An image to divide into labelled regions. */
export interface ImageSegmentationInput {
	/** The image to segment. */
	inputs: BinaryInput | string;
	/** Options that choose the kind of segmentation and which regions are kept. */
	parameters?: ImageSegmentationParameters;
}

/** Options that choose the kind of segmentation and which regions are kept. */
export interface ImageSegmentationParameters {
	/**
	 * Pixels whose mask probability is above this value belong to the region.
	 * @default 0.5
	 */
	mask_threshold?: number;
	/**
	 * Keep a region only if more than this share of its predicted area is left once overlaps are resolved.
	 * @default 0.5
	 */
	overlap_mask_area_threshold?: number;
	/** Which regions to find: one per object (instance), objects and background (panoptic) or one per class (semantic); left out, the model's own kind. */
	subtask?: ImageSegmentationSubtask;
	/**
	 * Leave out regions the model scores below this value.
	 * @default 0.9
	 */
	threshold?: number;
}

/** Which regions to find: one per object (instance), objects and background (panoptic) or one per class (semantic); left out, the model's own kind. */
export type ImageSegmentationSubtask = "instance" | "panoptic" | "semantic";

/** The regions found, each with its label and mask. */
export type ImageSegmentationOutput = ImageSegmentationOutputElement[];

/** One region of the image. */
export interface ImageSegmentationOutputElement {
	/** What the region shows. */
	label: string;
	/** The region's mask: a base64 PNG as large as the input, white inside the region and black elsewhere. */
	mask: string;
	/** Confidence in the region, from 0 to 1; null or absent for semantic segmentation. */
	score?: number | null;
}

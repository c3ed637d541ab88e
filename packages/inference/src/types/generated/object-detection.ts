// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { BinaryInput } from "../../utils/binary.js";

/** An image in which to find and box objects. */
export interface ObjectDetectionInput {
	/** The image to search for objects. */
	inputs: BinaryInput | string;
	/** Options that decide which detections are reported. */
	parameters?: ObjectDetectionParameters;
}

/** Options that decide which detections are reported. */
export interface ObjectDetectionParameters {
	/**
	 * Report only objects the model scores above this value.
	 * @default 0.5
	 */
	threshold?: number;
}

/** The objects found, each with a label, a score and a box. */
export type ObjectDetectionOutput = ObjectDetectionOutputElement[];

/** One detected object. */
export interface ObjectDetectionOutputElement {
	/** What the object is. */
	label: string;
	/** Confidence in the detection, from 0 to 1. */
	score: number;
	/** Where the object is: a rectangle in pixels, measured from the image's top-left corner. */
	box: {
		/** Left edge of the box. */
		xmin: number;
		/** Top edge of the box. */
		ymin: number;
		/** Right edge of the box. */
		xmax: number;
		/** Bottom edge of the box. */
		ymax: number;
	};
}

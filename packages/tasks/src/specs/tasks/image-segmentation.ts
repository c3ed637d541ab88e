import { imageInput } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const imageSegmentationSpec: TaskSpec = {
	task: "image-segmentation",
	method: "imageSegmentation",
	request: {
		title: "ImageSegmentationInput",
		type: "object",
		description: "An image to divide into labelled regions.",
		properties: {
			inputs: imageInput("The image to segment.", "url-or-base64"),
			parameters: {
				title: "ImageSegmentationParameters",
				type: "object",
				description: "Options that choose the kind of segmentation and which regions are kept.",
				properties: {
					mask_threshold: {
						type: "number",
						minimum: 0,
						maximum: 1,
						default: 0.5,
						description: "Pixels whose mask probability is above this value belong to the region.",
					},
					overlap_mask_area_threshold: {
						type: "number",
						minimum: 0,
						maximum: 1,
						default: 0.5,
						description:
							"Keep a region only if more than this share of its predicted area is left once overlaps are resolved.",
					},
					subtask: {
						title: "ImageSegmentationSubtask",
						type: "string",
						enum: ["instance", "panoptic", "semantic"],
						description:
							"Which regions to find: one per object (instance), objects and background (panoptic) or one per class (semantic); left out, the model's own kind.",
					},
					threshold: {
						type: "number",
						minimum: 0,
						maximum: 1,
						default: 0.9,
						description: "Leave out regions the model scores below this value.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "array",
		description: "The regions found, each with its label and mask.",
		items: {
			title: "ImageSegmentationOutputElement",
			type: "object",
			description: "One region of the image.",
			properties: {
				label: { type: "string", description: "What the region shows." },
				mask: {
					type: "string",
					description:
						"The region's mask: a base64 PNG as large as the input, white inside the region and black elsewhere.",
				},
				score: {
					oneOf: [{ type: "number" }, { type: "null" }],
					description: "Confidence in the region, from 0 to 1; null or absent for semantic segmentation.",
				},
			},
			required: ["label", "mask"],
		},
	},
};

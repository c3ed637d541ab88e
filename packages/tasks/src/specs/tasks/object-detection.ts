import { inlineImageInput } from "../common.js";
import type { JsonSchema, TaskSpec } from "../schema.js";

// Whole pixels; a box may reach past the image's edge, so a coordinate can be negative.
function coordinate(description: string): JsonSchema {
	return { type: "integer", description };
}

export const objectDetectionSpec: TaskSpec = {
	task: "object-detection",
	method: "objectDetection",
	request: {
		title: "ObjectDetectionInput",
		type: "object",
		description: "An image in which to find and box objects.",
		properties: {
			inputs: inlineImageInput("The image to search for objects."),
			parameters: {
				title: "ObjectDetectionParameters",
				type: "object",
				description: "Options that decide which detections are reported.",
				properties: {
					threshold: {
						type: "number",
						minimum: 0,
						maximum: 1,
						default: 0.5,
						description: "Report only objects the model scores above this value.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "array",
		description: "The objects found, each with a label, a score and a box.",
		items: {
			title: "ObjectDetectionOutputElement",
			type: "object",
			description: "One detected object.",
			properties: {
				label: { type: "string", description: "What the object is." },
				score: { type: "number", description: "Confidence in the detection, from 0 to 1." },
				box: {
					type: "object",
					description:
						"Where the object is: a rectangle in pixels, measured from the image's top-left corner.",
					properties: {
						xmin: coordinate("Left edge of the box."),
						ymin: coordinate("Top edge of the box."),
						xmax: coordinate("Right edge of the box."),
						ymax: coordinate("Bottom edge of the box."),
					},
					required: ["xmin", "ymin", "xmax", "ymax"],
				},
			},
			required: ["label", "score", "box"],
		},
	},
};

import type { RepoFiles } from "./file-hub.js";
import { FLOAT, INT64, onnxModel } from "./onnx-writer.js";

/**
 * A tiny image classifier that names an image's main colour, in the layout transformers.js 4.3.1
 * loads for a ViT-type image classifier (node_modules/@huggingface/transformers/src, 4.3.1):
 * `config.json` (`model_type` `vit`, `id2label`), `preprocessor_config.json` (the
 * ViTImageProcessor's resize, rescale and normalize, read by image_processors_utils.js
 * `ImageProcessor`) and `onnx/model.onnx`, fed `pixel_values` (batch, 3, height, width).
 *
 * With the mean and spread of 0.5, each channel runs from -1 to 1; the graph sums each channel over
 * the image (ReduceSum's axes are an input from opset 13 on) and the sums are the logits: the
 * strongest channel wins.
 */
const COLOURS = ["red", "green", "blue"];

export function colourClassifierFiles(): RepoFiles {
	const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
	const model = onnxModel({
		name: "tiny-colours",
		opset: 13,
		irVersion: 7,
		inputs: [{ name: "pixel_values", type: FLOAT, shape: ["batch", 3, "height", "width"] }],
		outputs: [{ name: "logits", type: FLOAT, shape: ["batch", COLOURS.length] }],
		initializers: [
			{ name: "spatial_axes", type: INT64, dims: [2], values: [2, 3] },
			{
				name: "channel_to_label",
				type: FLOAT,
				dims: [3, COLOURS.length],
				values: [1, 0, 0, 0, 1, 0, 0, 0, 1],
			},
		],
		nodes: [
			{
				op: "ReduceSum",
				inputs: ["pixel_values", "spatial_axes"],
				outputs: ["channel_sums"],
				ints: { keepdims: 0 },
			},
			{ op: "MatMul", inputs: ["channel_sums", "channel_to_label"], outputs: ["logits"] },
		],
	});
	return {
		"config.json": json({
			architectures: ["ViTForImageClassification"],
			model_type: "vit",
			image_size: 8,
			num_channels: 3,
			id2label: Object.fromEntries(COLOURS.map((label, i) => [String(i), label])),
			label2id: Object.fromEntries(COLOURS.map((label, i) => [label, i])),
		}),
		"preprocessor_config.json": json({
			image_processor_type: "ViTImageProcessor",
			do_resize: true,
			size: { height: 8, width: 8 },
			resample: 2,
			do_rescale: true,
			rescale_factor: 1 / 255,
			do_normalize: true,
			image_mean: [0.5, 0.5, 0.5],
			image_std: [0.5, 0.5, 0.5],
		}),
		"onnx/model.onnx": model,
	};
}

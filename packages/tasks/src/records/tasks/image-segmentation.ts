import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image segmentation labels every pixel of a picture with what it belongs to, such as road, sky, car or person. The result is a map with the same shape as the image, where each region is outlined exactly rather than boxed roughly. Some models group pixels by category (semantic), some separate each individual object (instance), and some do both (panoptic).",
	useCases: [
		{
			title: "Background removal",
			description: "Cut a person or product out of a photo cleanly so it can be placed on a new background.",
		},
		{
			title: "Driving scenes",
			description:
				"Tell a vehicle exactly which pixels are drivable road, sidewalk or pedestrian, down to the curb edge.",
		},
		{
			title: "Medical imaging",
			description:
				"Outline a tumor or an organ in a scan so doctors can measure its size and track changes over time.",
		},
		{
			title: "Land-use mapping",
			description:
				"Color satellite images by forest, water, farmland and buildings to measure how an area changes.",
		},
	],
	datasets: [
		{
			id: "zhoubolei/scene_parse_150",
			description:
				"ADE20K scenes labeled pixel by pixel with 150 categories of things and stuff, the standard semantic segmentation benchmark.",
		},
		{
			id: "segments/sidewalk-semantic",
			description:
				"Street-level photos taken from a sidewalk, labeled with classes such as road, sidewalk, car and person.",
		},
	],
	models: [
		{
			id: "nvidia/segformer-b0-finetuned-ade-512-512",
			library_name: "transformers",
			tags: [],
			description: "A very small and quick semantic segmentation model trained on ADE20K scenes.",
		},
		{
			id: "openmmlab/upernet-convnext-small",
			library_name: "transformers",
			tags: [],
			description: "A stronger semantic model for indoor and outdoor scenes, also trained on ADE20K.",
		},
		{
			id: "facebook/mask2former-swin-large-coco-panoptic",
			library_name: "transformers",
			tags: [],
			description:
				"Panoptic segmentation on COCO: separates each individual object and also labels background regions.",
		},
		{
			id: "briaai/RMBG-1.4",
			library_name: "transformers",
			tags: ["custom_code", "onnx", "safetensors"],
			description: "Specialized in separating the main subject from the background for cut-outs.",
		},
		{
			id: "ZhengPeng7/BiRefNet",
			library_name: "transformers",
			tags: ["custom_code", "safetensors"],
			description: "Produces very fine masks on high-resolution images, including hair and thin edges.",
		},
	],
	spaces: [
		{
			id: "facebook/ov-seg",
			description:
				"Segment an image using category names you type in, even ones the model was not trained on.",
		},
		{
			id: "segments/panoptic-segment-anything",
			description: "Panoptic segmentation of outdoor photos, combining object masks with background regions.",
		},
	],
	metrics: [
		{
			id: "mean_iou",
			description:
				"For each class, the overlap between predicted and true pixels divided by their union, averaged over classes; higher is better.",
		},
		{
			id: "pixel_accuracy",
			description:
				"The share of all pixels given the right class; simple, but flattered by large classes like sky.",
		},
		{
			id: "map",
			description: "Mean average precision over object masks, used to score instance segmentation.",
		},
		{
			id: "pq",
			description:
				"Panoptic quality: rewards finding each object and outlining it well, used for panoptic segmentation.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "street.png" }],
		outputs: [{ type: "img", filename: "street-segments.png" }],
	},
	widgetModels: ["nvidia/segformer-b0-finetuned-ade-512-512"],
	youtubeId: "dKE8SIt9C-w",
};

export default data;

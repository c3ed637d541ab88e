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
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "A stronger semantic model for indoor and outdoor scenes, also trained on ADE20K.",
		},
		{
			id: "facebook/mask2former-swin-large-coco-panoptic",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Panoptic segmentation on COCO: separates each individual object and also labels background regions.",
		},
		{
			id: "briaai/RMBG-1.4",
			localOnly: true,
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
		{
			id: "facebook/mask2former-swin-large-coco-instance",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"Gives each object of the COCO classes its own mask, so two people standing together stay two people.",
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
	variants: [
		{
			name: "Semantic segmentation",
			subtask: "semantic-segmentation",
			description: "Every pixel gets a class; two cars side by side become one region labelled car.",
			input: "A street photo.",
			output: "Masks for road, sky, building, car and person, one per class.",
			model: "nvidia/segformer-b0-finetuned-ade-512-512",
		},
		{
			name: "Instance segmentation",
			subtask: "instance-segmentation",
			description:
				"Each countable object gets its own mask and score; background such as sky or road is left out.",
			input: "A street photo with three people.",
			output: "person 0.99, person 0.98, person 0.95, car 0.97: one mask each.",
			model: "facebook/mask2former-swin-large-coco-instance",
		},
		{
			name: "Panoptic segmentation",
			subtask: "panoptic-segmentation",
			description: "Both at once: every pixel is labelled, and countable objects are split into instances.",
			input: "A street photo with three people.",
			output: "Masks for road and sky, plus a separate mask for each person and car.",
			model: "facebook/mask2former-swin-large-coco-panoptic",
		},
		{
			name: "Background removal",
			description: "One mask for the main subject, with soft edges, so it can be cut out of the picture.",
			input: "A product photo on a cluttered desk.",
			output: "A grey-scale mask: white on the product, black elsewhere.",
			model: "briaai/RMBG-1.4",
		},
	],
	furtherReading: [
		{
			title: "Image segmentation guide",
			url: "https://huggingface.co/docs/transformers/tasks/semantic_segmentation",
			source: "Transformers docs",
		},
		{
			title: "Mask2Former model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/mask2former",
			source: "Transformers docs",
		},
	],
};

export default data;

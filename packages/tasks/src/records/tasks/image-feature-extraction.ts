import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image feature extraction turns a picture into a long list of numbers, called an embedding, that captures what the picture shows. Pictures with similar content end up with similar lists, so a computer can compare images by comparing numbers. These embeddings are the building block for image search, finding duplicates and training small classifiers with little data.",
	useCases: [
		{
			title: "Similar image search",
			description:
				"Store an embedding for every photo in a collection and return the closest ones when a user uploads a picture.",
		},
		{
			title: "Finding duplicates",
			description:
				"Spot near-identical images, such as resized or slightly edited copies, by their very close embeddings.",
		},
		{
			title: "Training with few labels",
			description:
				"Train a small classifier on top of the embeddings so that a few hundred labelled pictures are enough.",
		},
		{
			title: "Document retrieval",
			description:
				"Embed scanned pages so that a question can find the right page even when it holds charts or tables.",
		},
	],
	datasets: [
		{
			id: "ILSVRC/imagenet-1k",
			description:
				"1.2 million photos in 1,000 classes, used both to train feature extractors and to test embeddings with simple classifiers.",
		},
	],
	models: [
		{
			id: "timm/vit_large_patch14_dinov2.lvd142m",
			library_name: "timm",
			tags: ["safetensors"],
			description:
				"DINOv2 learned from images alone, without captions, and gives strong general-purpose features for search and clustering.",
		},
		{
			id: "facebook/dino-vitb16",
			library_name: "transformers",
			tags: [],
			description: "The first DINO model in a mid-sized version; lighter than DINOv2 and a solid baseline.",
		},
		{
			id: "google/vit-base-patch16-224-in21k",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A Vision Transformer trained on 21,000 classes, a common backbone to fine-tune for your own task.",
		},
		{
			id: "nvidia/MambaVision-T-1K",
			library_name: "transformers",
			tags: ["custom_code", "safetensors"],
			description:
				"A small model that mixes attention with a newer sequence design, giving good features at low cost.",
		},
		{
			id: "vidore/colpali",
			tags: ["safetensors"],
			libraryNote:
				"Runs with the colpali-engine package (an adapter on PaliGemma) from its own repository; no library of the library map loads it.",
			description: "Made for document pages: it embeds a page image so that text questions can retrieve it.",
		},
	],
	spaces: [],
	metrics: [
		{
			id: "accuracy",
			description:
				"Measured by training a simple linear or nearest-neighbour classifier on the embeddings; higher accuracy means more useful features.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "cat.png" }],
		outputs: [
			{
				type: "tabular",
				table: [
					["Dimension", "Value"],
					["1", "0.0412"],
					["2", "-0.7381"],
					["3", "0.2157"],
					["4", "1.0934"],
					["5", "-0.3326"],
					["...", "..."],
					["768", "0.5871"],
				],
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Image feature extraction guide",
			url: "https://huggingface.co/docs/transformers/tasks/image_feature_extraction",
			source: "Transformers docs",
		},
		{
			title: "Feature extraction with timm",
			url: "https://huggingface.co/docs/timm/feature_extraction",
			source: "timm docs",
		},
	],
};

export default data;

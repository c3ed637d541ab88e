import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Zero-shot image classification sorts a picture into categories that you write yourself at the moment you ask, without training the model on those categories first. You give it an image and a list of possible labels, such as cat, dog and llama, and it returns a score for each label. This is useful when your categories change often or when you have no labelled pictures to train a classifier of your own.",
	useCases: [
		{
			title: "Tagging photo libraries",
			description:
				"Label a folder of photos with tags you choose, such as beach, mountain or city, without collecting training examples first.",
		},
		{
			title: "Content moderation",
			description:
				"Check uploaded images against a list of descriptions of unwanted content and flag the ones that score high.",
		},
		{
			title: "Product sorting",
			description:
				"Place shop items into a new catalogue category by describing the category in words instead of retraining a model.",
		},
		{
			title: "Quick prototypes",
			description:
				"Test whether an image task is feasible in minutes before spending time and money on labelling data.",
		},
	],
	datasets: [
		{
			id: "clip-benchmark/wds_imagenetv2",
			description:
				"A fresh test set of ImageNet-style photos in 1,000 classes, used to check that zero-shot accuracy holds up on new images.",
		},
		{
			id: "clip-benchmark/wds_imagenet_sketch",
			description:
				"Black-and-white sketches of the ImageNet classes, which show whether a model still recognises objects without colour or texture.",
		},
		{
			id: "clip-benchmark/wds_country211",
			description:
				"Photos labelled with the country they were taken in, a hard test of geographic knowledge.",
		},
	],
	models: [
		{
			id: "openai/clip-vit-base-patch16",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"The well-known CLIP model in a mid-sized version: a reliable general-purpose starting point.",
		},
		{
			id: "google/siglip-so400m-patch14-224",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A larger model trained with a different loss that usually gives more accurate scores than CLIP of a similar size.",
		},
		{
			id: "apple/MobileCLIP-S1-OpenCLIP",
			localOnly: true,
			library_name: "open_clip",
			tags: [],
			description: "A compact model designed to run quickly on phones and other small devices.",
		},
		{
			id: "microsoft/BiomedCLIP-PubMedBERT_256-vit_base_patch16_224",
			localOnly: true,
			library_name: "open_clip",
			tags: [],
			description:
				"Trained on figures and captions from medical papers, for labelling scans, slides and other biomedical images.",
		},
	],
	spaces: [
		{
			id: "merve/compare_clip_siglip",
			description: "Give one image and your own labels to two different models and compare their answers.",
		},
		{
			id: "pharma/CLIP-Interrogator",
			description:
				"Finds the words that best describe an image, for example to write a prompt that would recreate it.",
		},
	],
	metrics: [
		{
			id: "accuracy",
			description: "The share of images whose highest-scoring label is the correct one.",
		},
		{
			id: "top_k_accuracy",
			description:
				"The share of images whose correct label is among the k highest-scoring labels, often with k set to 5.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "cat.png" },
			{ type: "text", label: "Candidate labels", content: "cat, dog, llama" },
		],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "cat", score: 0.94 },
					{ label: "dog", score: 0.05 },
					{ label: "llama", score: 0.01 },
				],
			},
		],
	},
	widgetModels: ["google/siglip-so400m-patch14-224"],
	furtherReading: [
		{
			title: "Zero-shot image classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/zero_shot_image_classification",
			source: "Transformers docs",
		},
		{ title: "OpenCLIP", url: "https://github.com/mlfoundations/open_clip", source: "OpenCLIP" },
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image classification looks at a whole picture and says what it shows, choosing from a fixed list of categories such as breeds of dog, kinds of food or types of defect. The model answers with the most likely categories and a confidence score for each. It is the simplest way to sort, search or check large numbers of images automatically.",
	useCases: [
		{
			title: "Organizing photo libraries",
			description:
				"Tag every picture in a photo collection as beach, city, food or pet so people can find them by searching.",
		},
		{
			title: "Quality control",
			description:
				"Check photos of products on a factory line and flag the ones that show a scratch, dent or missing part.",
		},
		{
			title: "Medical triage",
			description:
				"Sort skin or X-ray images into likely normal and likely abnormal so a specialist looks at the worrying ones first.",
		},
		{
			title: "Content moderation",
			description:
				"Hold back uploaded images that fall into categories a website does not allow, before they are published.",
		},
	],
	datasets: [
		{
			id: "ILSVRC/imagenet-1k",
			description:
				"Over a million photos in a thousand everyday categories, the standard set for training and comparing general-purpose classifiers.",
		},
		{
			id: "uoft-cs/cifar100",
			description:
				"Sixty thousand tiny 32x32 images in 100 classes, small enough for quick experiments on a single machine.",
		},
		{
			id: "zalando-datasets/fashion_mnist",
			description:
				"Small grayscale pictures of clothing items in ten classes, a common first exercise for beginners.",
		},
	],
	models: [
		{
			id: "google/vit-base-patch16-224",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A well-known transformer model trained on ImageNet, a solid default for the thousand everyday categories.",
		},
		{
			id: "microsoft/resnet-50",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A classic convolutional network that is small, fast and a common starting point for fine-tuning.",
		},
		{
			id: "facebook/deit-base-distilled-patch16-224",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"A transformer trained to reach good accuracy with less data and compute, handy when resources are limited.",
		},
		{
			id: "facebook/convnext-large-224",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "A large modern convolutional model, more accurate than ResNet at the cost of speed.",
		},
	],
	spaces: [
		{
			id: "nielsr/perceiver-image-classification",
			description: "Upload any picture and see the top ImageNet labels predicted by a Perceiver model.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of images given the right label." },
		{ id: "precision", description: "Of the images given a label, the share that truly show it." },
		{ id: "recall", description: "Of the images that truly show a category, the share the model found." },
		{
			id: "f1",
			description:
				"The harmonic mean of precision and recall, useful when some categories have far fewer images than others.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "cat.png" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "tabby cat", score: 0.62 },
					{ label: "tiger cat", score: 0.21 },
					{ label: "Egyptian cat", score: 0.09 },
					{ label: "Persian cat", score: 0.03 },
				],
			},
		],
	},
	widgetModels: ["google/vit-base-patch16-224"],
	youtubeId: "tjAIM7BOYhw",
	furtherReading: [
		{
			title: "Image classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/image_classification",
			source: "Transformers docs",
		},
		{ title: "timm quickstart", url: "https://huggingface.co/docs/timm/quickstart", source: "timm docs" },
	],
};

export default data;

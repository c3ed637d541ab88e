import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Unconditional image generation creates brand-new pictures with no prompt or input image at all. The model learns what the images in its training set look like, for example faces, flowers or butterflies, and then produces fresh examples of the same kind. The only thing you choose is a random seed, which decides which picture you get.",
	useCases: [
		{
			title: "Synthetic training data",
			description:
				"Produce extra images of a rare category to help train a classifier when real examples are scarce.",
		},
		{
			title: "Privacy-safe samples",
			description: "Generate realistic faces that belong to nobody for demos, testing or design mock-ups.",
		},
		{
			title: "Learning generative models",
			description:
				"Train a small diffusion model on a simple dataset to understand how image generators work.",
		},
	],
	datasets: [
		{
			id: "huggan/flowers-102-categories",
			description:
				"Photos of 102 kinds of flowers, a popular small set for training a first image generator.",
		},
		{
			id: "huggan/CelebA-faces",
			description: "Tens of thousands of celebrity face photos, widely used for face generation.",
		},
		{
			id: "uoft-cs/cifar10",
			description:
				"Sixty thousand tiny 32x32 images in ten classes, the standard quick benchmark for generators.",
		},
	],
	models: [
		{
			id: "anton-l/ddpm-ema-flowers-64",
			library_name: "diffusers",
			tags: ["diffusers:DDPMPipeline"],
			description: "A small diffusion model trained on flower photos that makes 64x64 flower images.",
		},
		{
			id: "google/ddpm-cifar10-32",
			library_name: "diffusers",
			tags: ["diffusers:DDPMPipeline"],
			description: "The original DDPM diffusion model trained on CIFAR-10, tiny and quick to sample from.",
		},
		{
			id: "google/ddpm-celebahq-256",
			library_name: "diffusers",
			tags: ["diffusers:DDPMPipeline"],
			description: "A diffusion model that generates high-quality 256x256 faces.",
		},
		{
			id: "anton-l/ddpm-butterflies-128",
			library_name: "diffusers",
			tags: ["diffusers:DDPMPipeline"],
			description: "Generates 128x128 butterfly pictures, a common example in diffusion tutorials.",
		},
	],
	spaces: [
		{
			id: "CompVis/celeba-latent-diffusion",
			description: "Generates realistic faces of people who do not exist at the press of a button.",
		},
	],
	metrics: [
		{
			id: "fid",
			description:
				"Frechet Inception Distance: how closely the generated images as a whole resemble the real training images; lower is better.",
		},
		{
			id: "inception_score",
			description:
				"Rewards sets of images that are each clearly recognizable and together varied; higher is better.",
		},
	],
	demo: {
		inputs: [
			{ type: "text", label: "Seed", content: "42" },
			{ type: "text", label: "Number of images", content: "4" },
		],
		outputs: [{ type: "img", filename: "flowers-grid.png" }],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Unconditional image generation",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/unconditional_image_generation",
			source: "Diffusers docs",
		},
		{
			title: "Train a diffusion model",
			url: "https://huggingface.co/docs/diffusers/tutorials/basic_training",
			source: "Diffusers docs",
		},
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image-to-image models take a picture and return a changed version of it. The change can be a repair, such as sharpening, enlarging or coloring an old photo, or a creative edit guided by a text prompt, such as turning a sketch into a painting. The output keeps the layout of the input while altering its look.",
	useCases: [
		{
			title: "Sketch to painting",
			description:
				"Turn a quick line drawing into a finished colored illustration that follows the same outlines.",
		},
		{
			title: "Enlarging photos",
			description:
				"Raise the resolution of a small or blurry image so it can be printed or shown on a large screen.",
		},
		{
			title: "Photo restoration",
			description:
				"Fill in scratches or missing areas of an old photo, or add color to a black-and-white one.",
		},
		{
			title: "Editing by instruction",
			description:
				"Change a picture by describing the edit in words, such as 'make it winter' or 'add a hat'.",
		},
	],
	datasets: [
		{
			id: "eugenesiow/Div2k",
			description:
				"High-resolution photos paired with shrunken copies, the usual benchmark for super-resolution.",
		},
		{
			id: "huggan/CelebA-faces",
			description:
				"Tens of thousands of celebrity face photos, often used for face editing and style translation.",
		},
	],
	models: [
		{
			id: "lllyasviel/sd-controlnet-canny",
			library_name: "diffusers",
			tags: [],
			description:
				"Generates a new picture that follows the edges of the input image, ideal for sketches and outlines.",
		},
		{
			id: "timbrooks/instruct-pix2pix",
			localOnly: true,
			library_name: "diffusers",
			tags: ["diffusers:StableDiffusionInstructPix2PixPipeline", "safetensors"],
			description: "Edits an image according to a written instruction, without any masks or extra inputs.",
		},
		{
			id: "fal/AuraSR-v2",
			localOnly: true,
			tags: ["safetensors"],
			libraryNote:
				"Runs with the aura-sr package from its own repository; no library of the library map loads it.",
			description: "Enlarges images by four times while adding convincing detail.",
		},
		{
			id: "lambdalabs/sd-image-variations-diffusers",
			localOnly: true,
			library_name: "diffusers",
			tags: ["diffusers:StableDiffusionImageVariationPipeline"],
			description: "Produces new variations of an input picture with a similar subject and style.",
		},
		{
			id: "keras-io/super-resolution",
			localOnly: true,
			library_name: "keras",
			tags: [],
			libraryNote:
				"A Keras model; the library map lists Keras only for image classification and text generation.",
			description: "A small, simple upscaling model that is easy to study and run on a CPU.",
		},
	],
	spaces: [
		{
			id: "hysts/ControlNet",
			description:
				"Generate a picture from a prompt plus a control image such as a sketch, edge map or pose.",
		},
		{
			id: "timbrooks/instruct-pix2pix",
			description: "Upload a photo, type an edit instruction and see the result.",
		},
		{
			id: "keras-io/low-light-image-enhancement",
			description: "Brightens photos taken in the dark while keeping their colors natural.",
		},
	],
	metrics: [
		{
			id: "psnr",
			description:
				"Peak signal-to-noise ratio: how close the output's pixels are to a reference image, in decibels; higher is better.",
		},
		{
			id: "ssim",
			description:
				"Structural similarity: compares brightness, contrast and structure with a reference, from -1 to 1.",
		},
		{
			id: "lpips",
			description: "A learned distance that tracks how different two images look to people; lower is better.",
		},
		{
			id: "fid",
			description:
				"Frechet Inception Distance: how realistic a set of outputs looks compared with real images; lower is better.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "house-sketch.png" },
			{
				type: "text",
				label: "Prompt",
				content:
					"A colorful painting of this house with yellow walls, a red roof, green grass and an orange sun",
			},
		],
		outputs: [{ type: "img", filename: "house-painted.png" }],
	},
	widgetModels: ["lllyasviel/sd-controlnet-canny"],
	variants: [
		{
			name: "Super-resolution",
			subtask: "super-resolution",
			description: "A small image goes in; a larger, sharper one comes out with the same content.",
			input: "A 256 by 256 pixel photo.",
			output: "The same photo at 1024 by 1024 pixels.",
			model: "fal/AuraSR-v2",
		},
		{
			name: "Instruction editing",
			description: "An image and a written instruction go in; the image comes out changed as asked.",
			input: 'A photo of a house, and "make it winter".',
			output: "The same house, with snow on the roof and bare trees.",
			model: "timbrooks/instruct-pix2pix",
		},
		{
			name: "Structure-guided generation",
			description:
				"An outline such as an edge map and a prompt go in; a new image that follows the outline comes out.",
			input: 'The edges of a bird photo, and "a bird made of stained glass".',
			output: "A stained-glass bird in the same pose.",
			model: "lllyasviel/sd-controlnet-canny",
		},
	],
	furtherReading: [
		{
			title: "Image-to-image",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/img2img",
			source: "Diffusers docs",
		},
		{
			title: "ControlNet",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/controlnet",
			source: "Diffusers docs",
		},
		{
			title: "Image-to-image guide",
			url: "https://huggingface.co/docs/transformers/tasks/image_to_image",
			source: "Transformers docs",
		},
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image-text-to-image models take a picture and a written instruction and produce a new picture that follows the instruction. You can ask them to add or remove an object, change the season or restyle a photo as a painting, while the rest of the image stays as it was. This lets people edit images by describing the change instead of using a photo editor.",
	useCases: [
		{
			title: "Editing by instruction",
			description:
				"Type 'remove the people in the background' or 'make the car blue' and get the edited photo back.",
		},
		{
			title: "Changing style",
			description: "Turn a holiday photo into a watercolour or a comic drawing while keeping its layout.",
		},
		{
			title: "Product variations",
			description: "Show the same product photo in different colours or settings without a new photo shoot.",
		},
		{
			title: "Filling and extending",
			description:
				"Fill a gap in a picture, or widen it beyond its edges, with content that matches a description.",
		},
	],
	datasets: [
		{
			id: "timbrooks/instructpix2pix-clip-filtered",
			description:
				"Hundreds of thousands of before-and-after image pairs with the edit instruction that links them, the training set of InstructPix2Pix.",
		},
		{
			id: "osunlp/MagicBrush",
			description:
				"A smaller set of real photos edited by hand according to written instructions, often used to test editing quality.",
		},
	],
	models: [
		{
			id: "black-forest-labs/FLUX.2-dev",
			localOnly: true,
			library_name: "diffusers",
			tags: ["diffusers:Flux2Pipeline", "safetensors"],
			libraryNote:
				"Diffusers runs it, but the library map does not file Diffusers under image-text-to-image.",
			description:
				"A large open-weight model that both generates and edits images, and can take several reference pictures at once.",
		},
		{
			id: "Qwen/Qwen-Image-Edit",
			library_name: "diffusers",
			tags: ["diffusers:QwenImageEditPipeline", "safetensors"],
			libraryNote:
				"Diffusers runs it, but the library map does not file Diffusers under image-text-to-image.",
			description:
				"Edits a picture from a written instruction, and can change or add lettering in it in English or Chinese.",
		},
		{
			id: "black-forest-labs/FLUX.1-Kontext-dev",
			library_name: "diffusers",
			tags: ["diffusers:FluxKontextPipeline", "safetensors"],
			libraryNote:
				"Diffusers runs it, but the library map does not file Diffusers under image-text-to-image.",
			description:
				"An editing model from the previous FLUX generation, good at keeping a character or object consistent across edits.",
		},
	],
	spaces: [
		{
			id: "black-forest-labs/FLUX.2-dev",
			description: "Upload a picture, describe the change and try FLUX.2 editing in the browser.",
		},
	],
	metrics: [
		{
			id: "fid",
			description:
				"Frechet inception distance: how far generated images are, as a group, from real photos; lower means more realistic.",
		},
		{
			id: "clip_score",
			description:
				"How well the output image matches the text, measured with a CLIP model; higher means the instruction was followed more closely.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "cat.png" },
			{ type: "text", label: "Prompt", content: "Put a party hat on the cat" },
		],
		outputs: [{ type: "img", filename: "cat-party-hat.png" }],
	},
	widgetModels: ["Qwen/Qwen-Image-Edit"],
	furtherReading: [
		{
			title: "Flux pipelines",
			url: "https://huggingface.co/docs/diffusers/api/pipelines/flux",
			source: "Diffusers docs",
		},
		{
			title: "Image-to-image",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/img2img",
			source: "Diffusers docs",
		},
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Text-to-image models draw a new picture from a written description, called a prompt. You describe the subject, setting and style in words and the model returns an image that matches. It lets anyone produce illustrations, concept art or mock-ups in seconds without drawing skills.",
	useCases: [
		{
			title: "Concept art",
			description:
				"Try out dozens of looks for a game character or film set before an artist commits to one.",
		},
		{
			title: "Marketing images",
			description:
				"Make a banner or social-media picture that matches a campaign's theme when no suitable photo exists.",
		},
		{
			title: "Illustrating stories",
			description: "Create pictures for a children's book, blog post or slide deck directly from the text.",
		},
		{
			title: "Training data",
			description: "Generate extra labeled examples of rare situations to help train other vision models.",
		},
	],
	datasets: [
		{
			id: "google-research-datasets/conceptual_captions",
			description:
				"About 3.3 million web images paired with cleaned-up captions, a common source of image-text pairs.",
		},
		{
			id: "poloclub/diffusiondb",
			description:
				"Millions of images made by Stable Diffusion with the prompts people wrote, useful for studying prompting.",
		},
	],
	models: [
		{
			id: "black-forest-labs/FLUX.1-dev",
			library_name: "diffusers",
			tags: ["diffusers:FluxPipeline", "safetensors"],
			description: "A large model with very realistic output and good handling of long, detailed prompts.",
		},
		{
			id: "stabilityai/stable-diffusion-3-medium-diffusers",
			library_name: "diffusers",
			tags: ["diffusers:StableDiffusion3Pipeline", "safetensors"],
			description: "A mid-sized open model that can also write legible text inside the picture.",
		},
		{
			id: "Kwai-Kolors/Kolors",
			localOnly: true,
			library_name: "diffusers",
			tags: ["safetensors"],
			description: "Aimed at photorealistic pictures and understands prompts in both Chinese and English.",
		},
		{
			id: "latent-consistency/lcm-lora-sdxl",
			localOnly: true,
			library_name: "diffusers",
			tags: ["lora"],
			description:
				"An add-on that lets SDXL produce an image in a handful of steps, for fast previews on modest hardware.",
		},
	],
	spaces: [
		{
			id: "stabilityai/stable-diffusion-3-medium",
			description: "Type a prompt and get pictures from Stable Diffusion 3 Medium.",
		},
		{
			id: "jbilcke-hf/ai-comic-factory",
			description: "Writes and draws a short comic strip from a one-line story idea.",
		},
		{
			id: "multimodalart/LoraTheExplorer",
			description: "Browse many small style add-ons and try each one with your own prompt.",
		},
	],
	metrics: [
		{
			id: "fid",
			description:
				"Frechet Inception Distance: how far the overall look of generated images is from real photos; lower is better.",
		},
		{
			id: "clip_score",
			description:
				"How closely each generated image matches its prompt, judged by a model that relates pictures and text.",
		},
		{
			id: "inception_score",
			description: "Rewards images that are each clearly recognizable and together varied; higher is better.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content:
					"A red and white striped lighthouse on a green cliff above the sea at sunset, purple and orange sky",
			},
		],
		outputs: [{ type: "img", filename: "lighthouse.png" }],
	},
	widgetModels: ["black-forest-labs/FLUX.1-dev"],
	furtherReading: [
		{
			title: "Text-to-image",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/conditional_image_generation",
			source: "Diffusers docs",
		},
		{
			title: "Load LoRAs and other adapters",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/loading_adapters",
			source: "Diffusers docs",
		},
		{
			title: "Diffusion Models Course",
			url: "https://huggingface.co/learn/diffusion-course/unit1/1",
			source: "Diffusion Course",
		},
	],
};

export default data;

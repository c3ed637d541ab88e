import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image-text-to-video models start from a still picture and a written description of what should happen, and generate a short video clip. The first frame looks like the picture, and the motion follows the text, such as a camera pan or a character waving. This brings illustrations, product shots and photos to life without filming anything.",
	useCases: [
		{
			title: "Animating still images",
			description: "Make a character in a drawing blink, walk or dance for a short social media clip.",
		},
		{
			title: "Camera moves",
			description: "Add a slow zoom or pan to a landscape photo so it can be used as a video background.",
		},
		{
			title: "Previewing scenes",
			description: "Turn storyboard frames or concept art into rough moving shots before a film is made.",
		},
	],
	datasets: [
		{
			id: "nkp37/OpenVid-1M",
			description:
				"About a million high-quality video clips with detailed captions, used to train open video generators.",
		},
	],
	models: [
		{
			id: "Lightricks/LTX-Video",
			library_name: "diffusers",
			tags: ["diffusers:LTXPipeline", "safetensors"],
			libraryNote:
				"Diffusers runs it from an image and a prompt, but the library map files Diffusers under image-to-video, not image-text-to-video.",
			description: "A fast open model that can turn an image and a prompt into a clip in close to real time.",
		},
		{
			id: "Wan-AI/Wan2.1-I2V-14B-480P",
			localOnly: true,
			tags: ["safetensors"],
			libraryNote:
				"Runs with the Wan2.1 code (a Diffusers copy is published as Wan-AI/Wan2.1-I2V-14B-480P-Diffusers) from its own repository; no library of the library map loads it.",
			description:
				"A large 14B model giving smooth, detailed 480p motion, when quality matters more than speed.",
		},
		{
			id: "THUDM/CogVideoX-5b-I2V",
			localOnly: true,
			library_name: "diffusers",
			tags: ["diffusers:CogVideoXImageToVideoPipeline", "safetensors"],
			libraryNote:
				"Diffusers runs it from an image and a prompt, but the library map files Diffusers under image-to-video, not image-text-to-video.",
			description: "A mid-sized 5B model that fits on a single consumer GPU with memory-saving options.",
		},
	],
	spaces: [
		{
			id: "Lightricks/ltx-video-distilled",
			description: "Upload a picture, describe the motion and get a short LTX-Video clip in seconds.",
		},
	],
	metrics: [
		{
			id: "fvd",
			description:
				"Frechet video distance: compares generated and real clips on both frame quality and motion; lower is better.",
		},
		{
			id: "clipsim",
			description:
				"The average CLIP similarity between each frame and the prompt; higher means the video fits the text better.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "cat.png" },
			{
				type: "text",
				label: "Prompt",
				content: "The cat dances on the rug, lifting one front paw and then the other.",
			},
		],
		outputs: [{ type: "img", filename: "cat-frames.png" }],
	},
	widgetModels: ["Lightricks/LTX-Video"],
	furtherReading: [
		{
			title: "Video generation",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/text-img2vid",
			source: "Diffusers docs",
		},
		{
			title: "LTX-Video pipelines",
			url: "https://huggingface.co/docs/diffusers/api/pipelines/ltx_video",
			source: "Diffusers docs",
		},
	],
};

export default data;

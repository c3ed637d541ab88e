import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Video-to-video takes an existing video and produces a changed version of it. Guided by a text instruction or another signal, the model can restyle the scene, swap an outfit or background, sharpen a blurry clip or raise its resolution, while keeping the original motion. It lets editors change footage without reshooting it.",
	useCases: [
		{
			title: "Restyling footage",
			description:
				"Turn a summer clip into a snowy winter scene or a cartoon look while the people and objects keep moving as they did.",
		},
		{
			title: "Editing people and objects",
			description:
				"Change what a person is wearing or replace an object in every frame from a single text instruction.",
		},
		{
			title: "Restoring old video",
			description:
				"Upscale and clean up low-resolution or damaged clips so they look sharp on modern screens.",
		},
		{
			title: "Varying training data",
			description:
				"Change the weather, lighting or setting of robot and driving videos to give perception systems more varied examples.",
		},
	],
	datasets: [
		{
			id: "suimu/VIRESET",
			description:
				"Videos with detailed per-object annotations, built for training and testing models that edit one object in a clip.",
		},
		{
			id: "zhangsh2001/LongV-EVAL",
			description: "A benchmark of long videos, for checking that models stay consistent over many seconds.",
		},
	],
	models: [
		{
			id: "decart-ai/Lucy-Edit-Dev",
			library_name: "diffusers",
			tags: ["safetensors"],
			libraryNote: "Diffusers loads it, but the library map does not file Diffusers under video-to-video.",
			description:
				"Edits a video from a text instruction, for example changing clothes, a character or the scenery.",
		},
		{
			id: "nvidia/Cosmos-Transfer2.5-2B",
			tags: [],
			libraryNote:
				"Runs with NVIDIA's Cosmos code from its own repository; no library of the library map loads it.",
			description:
				"Generates a new video that follows the layout and motion of an input, guided by edges, depth or segmentation; aimed at robotics and driving.",
		},
		{
			id: "numz/SeedVR2_comfyUI",
			tags: ["safetensors"],
			libraryNote: "Weights packaged for a ComfyUI node rather than for a library.",
			description: "Upscales and restores videos, packaged to plug into ComfyUI workflows.",
		},
		{
			id: "LeoLau/Shape-for-Motion",
			tags: [],
			libraryNote:
				"Runs with the Shape-for-Motion code from its own repository; no library of the library map loads it.",
			description:
				"Edits objects in a video through a 3D mesh proxy, which keeps shape changes consistent across frames.",
		},
	],
	spaces: [
		{
			id: "decart-ai/lucy-edit-dev",
			description: "Upload a clip, describe the change and watch the edited result.",
		},
		{
			id: "ByteDance-Seed/SeedVR2-3B",
			description: "Try video upscaling and restoration on your own low-quality clips.",
		},
	],
	metrics: [
		{
			id: "fvd",
			description:
				"Frechet Video Distance compares the statistics of output videos with real ones, covering image quality and motion; lower is better.",
		},
		{
			id: "clipsim",
			description:
				"The average CLIP similarity between the edit instruction and the output frames; higher means the edit follows the text better.",
		},
		{
			id: "psnr",
			description:
				"For restoration and upscaling, how close the output pixels are to a high-quality reference clip; higher is better.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "ball-frames.png" },
			{ type: "text", label: "Prompt", content: "Make it a snowy winter day." },
		],
		outputs: [{ type: "img", filename: "ball-frames-snow.png" }],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Text-to-video and video-to-video pipelines",
			url: "https://huggingface.co/docs/diffusers/api/pipelines/text_to_video",
			source: "Diffusers docs",
		},
	],
};

export default data;

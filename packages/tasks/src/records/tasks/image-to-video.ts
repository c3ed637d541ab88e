import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image-to-video models take a single still picture and bring it to life as a short video clip. An optional text prompt says what should happen, such as a person turning their head or waves rolling in. The first frame looks like the input image and the rest continue the scene with plausible motion.",
	useCases: [
		{
			title: "Animating illustrations",
			description:
				"Make a drawn character blink, wave or dance for a short social-media clip without hand animation.",
		},
		{
			title: "Product showcases",
			description: "Turn one product photo into a slow rotating or zooming shot for an online shop.",
		},
		{
			title: "Storyboards",
			description: "Preview how a film shot might move by animating a single frame before filming it.",
		},
	],
	datasets: [
		{
			id: "ali-vilab/VACE-Benchmark",
			description:
				"A benchmark for video generation guided by reference images, for comparing models on the same inputs.",
		},
		{
			id: "BestWishYsh/ChronoMagic",
			description:
				"Time-lapse videos with captions, such as blooming flowers and melting ice, showing large changes over time.",
		},
		{
			id: "Rapidata/sora-video-generation-style-likert-scoring",
			description:
				"Generated videos with human ratings of their style, useful for studying what viewers prefer.",
		},
	],
	models: [
		{
			id: "stabilityai/stable-video-diffusion-img2vid",
			localOnly: true,
			library_name: "diffusers",
			tags: ["diffusers:StableVideoDiffusionPipeline", "safetensors"],
			description:
				"A widely used open model that turns a picture into a few seconds of video without needing a prompt.",
		},
		{
			id: "Lightricks/LTX-Video-0.9.7-distilled",
			localOnly: true,
			library_name: "diffusers",
			tags: ["safetensors"],
			description: "A distilled model tuned for speed, producing clips quickly on a single GPU.",
		},
		{
			id: "THUDM/CogVideoX-5b-I2V",
			localOnly: true,
			library_name: "diffusers",
			tags: ["diffusers:CogVideoXImageToVideoPipeline", "safetensors"],
			description: "A 5-billion-parameter model that follows both the image and a text prompt closely.",
		},
		{
			id: "Wan-AI/Wan2.2-I2V-A14B",
			tags: ["safetensors"],
			libraryNote:
				"Runs with the Wan2.2 code (a Diffusers copy is published as Wan-AI/Wan2.2-I2V-A14B-Diffusers) from its own repository; no library of the library map loads it.",
			description:
				"The next Wan generation: two expert networks take turns through the steps, so it knows more for the same compute per step; 480p and 720p clips.",
		},
		{
			id: "Wan-AI/Wan2.1-I2V-14B-480P",
			tags: ["safetensors"],
			libraryNote:
				"Runs with the Wan2.1 code (a Diffusers copy is published as Wan-AI/Wan2.1-I2V-14B-480P-Diffusers) from its own repository; no library of the library map loads it.",
			description: "A large 14-billion-parameter model with smooth, detailed motion at 480p resolution.",
		},
		{
			id: "Skywork/SkyReels-V2-I2V-1.3B-540P",
			localOnly: true,
			tags: ["safetensors"],
			libraryNote:
				"Runs with the SkyReels-V2 code from its own repository; no library of the library map loads it.",
			description: "A comparatively small 1.3-billion-parameter model for 540p clips when memory is limited.",
		},
	],
	spaces: [
		{
			id: "multimodalart/stable-video-diffusion",
			description: "Upload an image and get a short animated clip from Stable Video Diffusion.",
		},
		{
			id: "Lightricks/ltx-video-distilled",
			description: "Fast image-to-video generation with an optional prompt.",
		},
		{
			id: "multimodalart/wan2-1-fast",
			description: "A sped-up version of Wan 2.1 for animating your own pictures.",
		},
	],
	metrics: [
		{
			id: "fvd",
			description:
				"Frechet Video Distance: how close generated clips are to real videos in both look and motion; lower is better.",
		},
		{
			id: "clip_score",
			description:
				"How well the frames of the video match the text prompt, judged by a model that relates images and text.",
		},
		{
			id: "lpips",
			description:
				"A perceptual distance used to check how faithfully the first frame keeps the input image; lower is better.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "cat.png" },
			{
				type: "text",
				label: "Prompt",
				content: "The cat lifts one front paw, then the other, as if dancing",
			},
		],
		outputs: [{ type: "img", filename: "cat-frames.png" }],
	},
	widgetModels: ["Wan-AI/Wan2.2-I2V-A14B"],
	furtherReading: [
		{
			title: "Video generation",
			url: "https://huggingface.co/docs/diffusers/using-diffusers/text-img2vid",
			source: "Diffusers docs",
		},
		{
			title: "CogVideoX pipelines",
			url: "https://huggingface.co/docs/diffusers/api/pipelines/cogvideox",
			source: "Diffusers docs",
		},
	],
};

export default data;

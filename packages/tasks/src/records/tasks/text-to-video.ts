import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Text-to-video turns a written description into a short video clip. You type what should happen, such as an animal running or a camera flying over a city, and the model produces a sequence of frames that shows it with smooth motion. People use it to sketch ideas for films and adverts, make clips for social media or illustrate a story without filming anything.",
	useCases: [
		{
			title: "Storyboarding scenes",
			description:
				"Turn a line from a script into a rough moving shot so a director can judge framing and pacing before a real shoot.",
		},
		{
			title: "Social media clips",
			description: "Make short looping videos for posts and adverts from a one-sentence idea.",
		},
		{
			title: "Teaching material",
			description:
				"Show a process that is hard to film, such as a planet orbiting a star, as a short animation for a lesson.",
		},
		{
			title: "Simulating training data",
			description:
				"Generate videos of robots or cars in varied settings to train and test systems that must understand motion.",
		},
	],
	datasets: [
		{
			id: "HuggingFaceM4/webvid",
			description:
				"Millions of stock video clips paired with their captions, a common source for teaching models how text maps to motion.",
		},
		{
			id: "iejMac/CLIP-MSR-VTT",
			description:
				"Short everyday videos each described by several written sentences, often used to test how well a clip matches its prompt.",
		},
		{
			id: "quchenyuan/UCF101-ZIP",
			description:
				"Over thirteen thousand YouTube clips of people doing 101 kinds of action, a standard yardstick for video quality scores.",
		},
	],
	models: [
		{
			id: "Wan-AI/Wan2.1-T2V-1.3B",
			localOnly: true,
			tags: ["safetensors"],
			libraryNote:
				"Runs with the Wan2.1 code (a Diffusers copy is published as Wan-AI/Wan2.1-T2V-1.3B-Diffusers) from its own repository; no library of the library map loads it.",
			description:
				"A small open model of about 1.3 billion parameters that can run on a single consumer graphics card.",
		},
		{
			id: "Lightricks/LTX-Video",
			library_name: "diffusers",
			tags: ["diffusers:LTXPipeline", "safetensors"],
			description:
				"Generates clips quickly and follows detailed prompts about motion and camera moves closely.",
		},
		{
			id: "tencent/HunyuanVideo",
			tags: [],
			libraryNote:
				"Runs with the HunyuanVideo code from its own repository; no library of the library map loads it.",
			description:
				"A large model that keeps people and objects looking the same from frame to frame in longer clips.",
		},
		{
			id: "nvidia/Cosmos-1.0-Diffusion-7B-Text2World",
			localOnly: true,
			tags: [],
			libraryNote:
				"Runs with NVIDIA's Cosmos code from its own repository; no library of the library map loads it.",
			description:
				"Aimed at robotics and driving: it produces scenes where objects move in physically plausible ways.",
		},
	],
	spaces: [
		{
			id: "Wan-AI/Wan2.1",
			description: "Try the Wan video models in the browser by typing a prompt.",
		},
		{
			id: "Pyramid-Flow/pyramid-flow",
			description: "Generates longer clips and lets you compare results at different lengths.",
		},
		{
			id: "VideoCrafter/VideoCrafter",
			description: "A simple page that turns a sentence into a short clip, handy for a first test.",
		},
	],
	metrics: [
		{
			id: "fvd",
			description:
				"Frechet Video Distance compares the statistics of generated and real videos, looking at both single frames and motion; lower is better.",
		},
		{
			id: "fid",
			description:
				"Frechet Inception Distance compares generated frames with real images one frame at a time; lower means more realistic pictures.",
		},
		{
			id: "is",
			description:
				"Inception Score rewards frames that an image classifier recognises confidently and that cover many different classes; higher is better.",
		},
		{
			id: "clipsim",
			description:
				"The average similarity between the prompt and each frame as judged by a CLIP model; higher means the video matches the text better.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "A red ball bouncing across a green park lawn from left to right.",
			},
		],
		outputs: [{ type: "img", filename: "ball-frames.png" }],
	},
	widgetModels: ["tencent/HunyuanVideo"],
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

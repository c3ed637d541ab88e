import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		'Text-to-audio models create a sound clip from a written description. You type something like "rain on a tin roof" or "a calm piano melody", and the model returns a new recording of music, sound effects or ambience that matches. It saves the time of searching sound libraries or recording the sounds yourself.',
	useCases: [
		{
			title: "Background music",
			description:
				"Generate a short royalty-free music bed in a chosen mood and style for a video, podcast or game level.",
		},
		{
			title: "Sound effects",
			description:
				"Create footsteps, door slams or crowd noise for a film scene or game from a one-line description.",
		},
		{
			title: "Ambient soundscapes",
			description:
				"Produce long background atmospheres, such as a forest at night or a busy cafe, for apps and installations.",
		},
		{
			title: "Music sketching",
			description:
				"Let a musician try out several arrangements of an idea quickly before recording it properly.",
		},
	],
	datasets: [
		{
			id: "google/MusicCaps",
			description:
				"Thousands of ten-second music clips, each with a detailed description written by a musician; the usual test set for text-to-music.",
		},
		{
			id: "agkphysics/AudioSet",
			description:
				"A very large collection of everyday sounds with labels, often used to pre-train sound generators.",
		},
	],
	models: [
		{
			id: "facebook/musicgen-small",
			library_name: "transformers",
			tags: [],
			description:
				"A small music generator that runs on a modest GPU and makes short pieces from a text prompt.",
		},
		{
			id: "facebook/musicgen-medium",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "A larger MusicGen with better sound quality, at the cost of more memory and time.",
		},
		{
			id: "stabilityai/stable-audio-open-1.0",
			library_name: "diffusers",
			tags: ["diffusers:StableAudioPipeline"],
			description: "Makes stereo sound effects and music loops up to 47 seconds long.",
		},
		{
			id: "cvssp/audioldm2",
			localOnly: true,
			library_name: "diffusers",
			tags: ["diffusers:AudioLDM2Pipeline"],
			description: "A diffusion model that handles both general sound effects and music from a description.",
		},
		{
			id: "facebook/audiogen-medium",
			localOnly: true,
			library_name: "audiocraft",
			tags: [],
			description: "Specializes in sound effects and environmental sounds rather than music.",
		},
	],
	spaces: [
		{
			id: "facebook/MusicGen",
			description: "Describe a piece of music, optionally hum a melody, and listen to what MusicGen makes.",
		},
	],
	metrics: [
		{
			id: "fad",
			description:
				"Frechet audio distance: how close the overall character of generated clips is to that of real recordings; lower is better.",
		},
		{
			id: "clap_score",
			description:
				"How well each generated clip matches its text prompt, measured with a model trained to pair sounds and captions.",
		},
	],
	demo: {
		inputs: [
			{
				type: "text",
				label: "Prompt",
				content: "A calm, slow melody of soft plucked notes rising over a low drone",
			},
		],
		outputs: [{ type: "audio", filename: "melody.flac" }],
	},
	widgetModels: [],
	variants: [
		{
			name: "Music",
			description: "A description of a style goes in; a short piece of music comes out.",
			input: "Calm piano with soft rain in the background.",
			output: "A 10-second clip of slow piano.",
			model: "facebook/musicgen-small",
		},
		{
			name: "Sound effects",
			description: "A description of a scene goes in; the sounds of that scene come out, with no music.",
			input: "Footsteps on gravel, then a door creaking open.",
			output: "A 5-second clip with crunching steps and a creak.",
			model: "facebook/audiogen-medium",
		},
	],
	furtherReading: [
		{
			title: "MusicGen model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/musicgen",
			source: "Transformers docs",
		},
		{
			title: "AudioLDM 2 pipeline",
			url: "https://huggingface.co/docs/diffusers/api/pipelines/audioldm2",
			source: "Diffusers docs",
		},
		{ title: "AudioCraft", url: "https://github.com/facebookresearch/audiocraft", source: "AudioCraft" },
	],
};

export default data;

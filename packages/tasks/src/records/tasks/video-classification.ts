import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Video classification watches a short clip and says what is happening in it, choosing from a fixed list of actions or events such as running, cooking or playing football. Because it looks at several frames, it can tell apart activities that look the same in a single still picture. The model returns the most likely labels with a confidence score for each.",
	useCases: [
		{
			title: "Sports analysis",
			description:
				"Tag each clip of a match as a pass, shot or tackle so coaches can jump straight to the moments they need.",
		},
		{
			title: "Video library search",
			description:
				"Label uploaded videos by activity so people can find clips of, say, skateboarding or baking.",
		},
		{
			title: "Safety monitoring",
			description: "Flag clips from a care home or factory camera where someone appears to fall.",
		},
	],
	datasets: [
		{
			id: "sayakpaul/ucf101-subset",
			description:
				"A small slice of the UCF101 action dataset, handy for fine-tuning and trying things out quickly.",
		},
	],
	models: [
		{
			id: "MCG-NJU/videomae-base-finetuned-kinetics",
			library_name: "transformers",
			tags: [],
			description:
				"A popular VideoMAE model that recognizes the 400 Kinetics human actions and is easy to fine-tune.",
		},
		{
			id: "google/vivit-b-16x2-kinetics400",
			library_name: "transformers",
			tags: [],
			description:
				"A video transformer trained on Kinetics-400, a strong reference model for action recognition.",
		},
		{
			id: "microsoft/xclip-base-patch32",
			library_name: "transformers",
			tags: [],
			description: "Links video and text, so it can also score clips against labels it was never trained on.",
		},
	],
	spaces: [
		{
			id: "fcakyon/video-classification",
			description: "Upload a short video and see the predicted action labels.",
		},
		{
			id: "nateraw/lavila",
			description: "Labels what happens at different moments of a longer video.",
		},
	],
	metrics: [
		{ id: "accuracy", description: "The share of clips whose top predicted label is correct." },
		{
			id: "top_5_accuracy",
			description: "The share of clips whose correct label is among the model's five best guesses.",
		},
		{
			id: "f1",
			description:
				"The harmonic mean of precision and recall, useful when some actions are much rarer than others.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "ball-frames.png" }],
		outputs: [
			{
				type: "chart",
				data: [
					{ label: "playing kickball", score: 0.41 },
					{ label: "kicking soccer ball", score: 0.27 },
					{ label: "juggling soccer ball", score: 0.11 },
					{ label: "dribbling basketball", score: 0.05 },
				],
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Video classification guide",
			url: "https://huggingface.co/docs/transformers/tasks/video_classification",
			source: "Transformers docs",
		},
		{
			title: "VideoMAE model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/videomae",
			source: "Transformers docs",
		},
	],
};

export default data;

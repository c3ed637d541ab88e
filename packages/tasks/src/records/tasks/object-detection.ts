import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Object detection finds the things in a picture and tells you where each one is. It takes an image and returns a list of boxes, each with a label such as car or person and a confidence score. Unlike plain image classification it can count several objects at once and show their positions, which is what cameras, robots and photo tools need.",
	useCases: [
		{
			title: "Traffic monitoring",
			description:
				"Count cars, bikes and pedestrians passing a street camera to plan crossings or measure congestion.",
		},
		{
			title: "Self-driving and robots",
			description:
				"Spot vehicles, people and obstacles around a car or warehouse robot so it can slow down or steer away in time.",
		},
		{
			title: "Retail shelf checks",
			description: "Find empty gaps and misplaced products in photos of store shelves.",
		},
		{
			title: "Aerial surveys",
			description: "Locate buildings, vehicles or animals in drone and satellite images over large areas.",
		},
	],
	datasets: [
		{
			id: "merve/coco2017",
			description:
				"The COCO benchmark: everyday photos with boxes around objects from 80 categories, the usual yardstick for detectors.",
		},
		{
			id: "merve/pascal-voc",
			description: "A smaller, older benchmark with 20 common categories, quick to train and evaluate on.",
		},
	],
	models: [
		{
			id: "facebook/detr-resnet-50",
			library_name: "transformers",
			tags: ["safetensors"],
			description: "A transformer detector trained on COCO that is simple to use and a reliable baseline.",
		},
		{
			id: "PekingU/rtdetr_v2_r50vd",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description: "A real-time detector that keeps good accuracy while running fast enough for live video.",
		},
		{
			id: "IDEA-Research/dab-detr-resnet-50",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description: "A DETR variant that trains faster and locates boxes more precisely than the original.",
		},
		{
			id: "StephanST/WALDO30",
			localOnly: true,
			library_name: "ultralytics",
			tags: [],
			description:
				"Tuned for overhead drone and satellite views, where objects are small and seen from above.",
		},
	],
	spaces: [
		{
			id: "hf-vision/object_detection_leaderboard",
			description: "A leaderboard that compares many detection models on the same test sets and metrics.",
		},
		{
			id: "Gradio-Blocks/Object-Detection-With-DETR-and-YOLOS",
			description: "Run two detector families on your own photo and compare their boxes side by side.",
		},
		{
			id: "merve/RT-DETR-tracking-coco",
			description: "Detects and follows objects through a video in real time.",
		},
	],
	metrics: [
		{
			id: "map",
			description:
				"Mean average precision: how well the boxes and labels match the true objects, averaged over categories and overlap thresholds; higher is better.",
		},
		{
			id: "ap50",
			description:
				"Average precision counting a box as correct when it overlaps the true box by at least half.",
		},
		{
			id: "mar",
			description:
				"Mean average recall: the share of real objects the model manages to find, averaged over categories.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "street.png" }],
		outputs: [
			{ type: "img", filename: "street-detections.png" },
			{
				type: "tabular",
				table: [
					["Label", "Score"],
					["car", "0.98"],
					["person", "0.96"],
					["house", "0.91"],
					["tree", "0.87"],
				],
			},
		],
	},
	widgetModels: ["facebook/detr-resnet-50"],
	youtubeId: "WdAeKSOpxhw",
	furtherReading: [
		{
			title: "Object detection guide",
			url: "https://huggingface.co/docs/transformers/tasks/object_detection",
			source: "Transformers docs",
		},
		{
			title: "DETR model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/detr",
			source: "Transformers docs",
		},
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Zero-shot object detection finds things in an image that you name in words, even if the model was never trained on those names. You give it a picture and a list of labels, and it draws a box around each match with the label and a confidence score. This lets you look for new kinds of objects right away, without collecting and labelling training pictures.",
	useCases: [
		{
			title: "Searching image collections",
			description:
				"Find every photo in an archive that contains a bicycle or a red umbrella by typing the words, then jump to where it appears.",
		},
		{
			title: "Counting items",
			description:
				"Count cars in a car park or boxes on a shelf by naming them and counting the boxes returned.",
		},
		{
			title: "Bootstrapping a data set",
			description:
				"Draw first-draft boxes for a new detection data set, which people then check instead of drawing every box by hand.",
		},
		{
			title: "Text-guided editing",
			description:
				"Locate an object by name so a mask model can cut it out and an editing tool can change or remove it.",
		},
	],
	datasets: [
		{
			id: "detection-datasets/coco",
			description:
				"Everyday photos with boxes around objects from 80 categories, the usual place to measure detection accuracy.",
		},
	],
	models: [
		{
			id: "google/owlv2-base-patch16-ensemble",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"Finds objects from short text queries and is especially good at rare or unusual object names.",
		},
		{
			id: "IDEA-Research/grounding-dino-base",
			library_name: "transformers",
			tags: ["safetensors"],
			description: "Accepts longer phrases such as 'the person on the right' and places boxes precisely.",
		},
		{
			id: "IDEA-Research/grounding-dino-tiny",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A smaller and quicker version of Grounding DINO for when speed matters more than the last bit of accuracy.",
		},
		{
			id: "google/owlvit-base-patch32",
			library_name: "transformers",
			tags: [],
			description: "The earlier OWL model: lighter and simple to run, a reasonable baseline.",
		},
	],
	spaces: [
		{
			id: "merve/owlv2",
			description: "Upload an image, type the objects to look for and see the boxes OWLv2 draws.",
		},
		{
			id: "merve/OWLSAM",
			description: "Goes one step further and turns each detected box into a precise outline of the object.",
		},
	],
	metrics: [
		{
			id: "map",
			description:
				"Mean average precision: for each label, how well the boxes rank true objects above false alarms, averaged over labels and overlap thresholds.",
		},
		{
			id: "ap50",
			description:
				"Average precision when a box counts as correct if it overlaps the true box by at least half; a more forgiving view than mAP.",
		},
		{
			id: "recall",
			description: "The share of the real objects in the images that the model found.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "street.png" },
			{ type: "text", label: "Candidate labels", content: "house, tree, car, person" },
		],
		outputs: [{ type: "img", filename: "street-detections.png" }],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Zero-shot object detection guide",
			url: "https://huggingface.co/docs/transformers/tasks/zero_shot_object_detection",
			source: "Transformers docs",
		},
		{
			title: "OWLv2 model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/owlv2",
			source: "Transformers docs",
		},
	],
};

export default data;

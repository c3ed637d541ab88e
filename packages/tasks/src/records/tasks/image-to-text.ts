import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image-to-text models look at a picture and write text about it. Most often this is a short caption describing what is shown, but it also covers reading the printed or handwritten words in an image. It makes pictures searchable and gives people who cannot see them a description.",
	useCases: [
		{
			title: "Alt text",
			description:
				"Write a description for every image on a website so screen-reader users know what each picture shows.",
		},
		{
			title: "Searching photos",
			description:
				"Caption a large photo archive so it can be searched by words like 'cat on a rug' without manual tagging.",
		},
		{
			title: "Reading text",
			description: "Turn a photo of a receipt, sign or handwritten note into editable text.",
		},
	],
	datasets: [
		{
			id: "google-research-datasets/conceptual_captions",
			description:
				"About 3.3 million web images with short descriptive captions, a large pool for training captioners.",
		},
		{
			id: "nlphuji/flickr30k",
			description:
				"About 31 thousand everyday photos, each with five captions written by people, often used for testing.",
		},
	],
	models: [
		{
			id: "Salesforce/blip-image-captioning-base",
			localOnly: true,
			library_name: "transformers",
			tags: ["safetensors"],
			description: "A compact captioning model that writes short, accurate English descriptions.",
		},
		{
			id: "Salesforce/blip-image-captioning-large",
			library_name: "transformers",
			tags: ["safetensors"],
			description: "The larger version of BLIP, giving more detailed captions at a higher cost.",
		},
		{
			id: "nlpconnect/vit-gpt2-image-captioning",
			library_name: "transformers",
			tags: [],
			description: "A small, simple captioner that pairs an image encoder with GPT-2, easy to fine-tune.",
		},
		{
			id: "microsoft/trocr-base-printed",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description: "Reads printed text from a cropped line of an image, for OCR rather than captions.",
		},
		{
			id: "google/pix2struct-textcaps-base",
			localOnly: true,
			library_name: "transformers",
			tags: [],
			description:
				"Captions pictures that contain writing, such as signs and labels, and mentions what the text says.",
		},
	],
	spaces: [
		{
			id: "Salesforce/BLIP",
			description: "Caption an uploaded image or ask a question about it.",
		},
		{
			id: "nielsr/TrOCR-handwritten",
			description: "Transcribe a line of handwriting from an image.",
		},
		{
			id: "flax-community/image-captioning",
			description: "A simple page that writes a caption for any picture you upload.",
		},
	],
	metrics: [
		{
			id: "bleu",
			description:
				"Counts word sequences the caption shares with human-written reference captions; higher is better.",
		},
		{
			id: "cider",
			description:
				"Compares a caption with several human captions, giving more weight to informative words than common ones.",
		},
		{
			id: "meteor",
			description:
				"Matches words with references while allowing synonyms and word stems, so fair rewording is not punished.",
		},
		{
			id: "cer",
			description:
				"Character error rate for text reading: the share of characters that are wrong, missing or extra.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "cat.png" }],
		outputs: [
			{
				type: "text",
				label: "Caption",
				content: "a ginger cat with green eyes sitting on a blue rug in front of a pale wall",
			},
		],
	},
	widgetModels: ["Salesforce/blip-image-captioning-large"],
	variants: [
		{
			name: "Captioning",
			subtask: "image-captioning",
			description: "A picture goes in; a sentence describing it comes out.",
			input: "A photo of a dog on a sofa.",
			output: "a dog lying on a grey couch",
			model: "Salesforce/blip-image-captioning-base",
		},
		{
			name: "Text recognition",
			description:
				"A picture of a single line of printed text goes in; that text comes out, character for character.",
			input: "A scan of one line of a receipt.",
			output: "TOTAL 12.40 EUR",
			model: "microsoft/trocr-base-printed",
		},
	],
	furtherReading: [
		{
			title: "Image captioning guide",
			url: "https://huggingface.co/docs/transformers/tasks/image_captioning",
			source: "Transformers docs",
		},
		{
			title: "TrOCR model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/trocr",
			source: "Transformers docs",
		},
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Mask generation takes an image and outlines the separate things in it, producing one mask per object or part: a cut-out shape that covers exactly the pixels of that thing. It can find every region on its own, or only the one you point at with a click or a box. The masks are used to cut objects out of photos, edit or remove them, or count and measure them.",
	useCases: [
		{
			title: "Cutting out objects",
			description:
				"Click on a product or a person in a photo and get a clean outline to lift it onto a new background.",
		},
		{
			title: "Faster labelling",
			description:
				"Draft the outlines for a segmentation data set automatically so that people only have to check and correct them.",
		},
		{
			title: "Object removal in video",
			description:
				"Mask an unwanted object in every frame so that an inpainting tool can fill the space behind it.",
		},
		{
			title: "Measuring in medical images",
			description: "Outline a region in a scan so its size can be measured and tracked between visits.",
		},
	],
	datasets: [
		{
			id: "merve/coco2017",
			description:
				"The COCO photos of everyday scenes with an outline for every object, a common benchmark for how well masks fit.",
		},
		{
			id: "rocky93/BraTS_segmentation",
			description: "Brain MRI scans with tumour regions outlined, for testing masks on medical images.",
		},
	],
	models: [
		{
			id: "facebook/sam2-hiera-large",
			tags: [],
			libraryNote:
				"Runs with Meta's sam2 package from its own repository; no library of the library map loads it.",
			description:
				"A large model that gives precise masks for images and can also follow an object through a video.",
		},
		{
			id: "facebook/sam-vit-base",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"The smallest version of the original Segment Anything model, a widely used general choice.",
		},
		{
			id: "Zigeng/SlimSAM-uniform-50",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A pruned copy of Segment Anything that is much smaller and faster, for use on modest hardware.",
		},
	],
	spaces: [
		{
			id: "SkalskiP/segment-anything-model-2",
			description:
				"Upload a picture and see the masks SAM 2 draws, either for everything or for a chosen point.",
		},
		{
			id: "merve/slimsam",
			description: "Compare the masks from the full-size model and its slim version on the same image.",
		},
		{
			id: "merve/OWLSAM2",
			description:
				"Type the name of an object and get its mask, by pairing a text-based detector with a mask model.",
		},
	],
	metrics: [
		{
			id: "mean_iou",
			description:
				"For each mask, the overlap with the true outline divided by the area the two cover together, averaged over all masks; higher is better.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "street.png" }],
		outputs: [{ type: "img", filename: "street-masks.png" }],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Mask generation guide",
			url: "https://huggingface.co/docs/transformers/tasks/mask_generation",
			source: "Transformers docs",
		},
		{
			title: "SAM model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/sam",
			source: "Transformers docs",
		},
	],
};

export default data;

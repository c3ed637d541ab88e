import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Text-to-3D creates a three-dimensional object from a written description. You type something like 'a teal coffee mug' and get back a 3D model, such as a mesh, that can be turned and viewed from any side. It saves artists and developers from modelling every object by hand when they need props for games, virtual scenes or 3D printing.",
	useCases: [
		{
			title: "Game and film props",
			description:
				"Fill a virtual scene with background objects such as chairs, lamps and crates by describing each one in a sentence.",
		},
		{
			title: "Concept exploration",
			description:
				"Produce several rough 3D versions of a design idea to compare before a modeller spends hours on the final one.",
		},
		{
			title: "3D printing",
			description:
				"Generate a simple printable figure or ornament from a description and export it for a printer.",
		},
		{
			title: "AR and VR content",
			description:
				"Create objects that people can place and walk around in augmented or virtual reality apps.",
		},
	],
	datasets: [
		{
			id: "allenai/objaverse-xl",
			description:
				"More than ten million 3D objects gathered from the web, the main large source for training 3D generators.",
		},
		{
			id: "tiange/Cap3D",
			description:
				"Written descriptions for Objaverse objects, pairing each shape with text so models can learn words-to-shape.",
		},
	],
	models: [
		{
			id: "openai/shap-e",
			library_name: "diffusers",
			tags: ["diffusers:ShapEPipeline"],
			libraryNote:
				"Diffusers runs it with ShapEPipeline, but the library map does not file Diffusers under 3D tasks.",
			description:
				"Turns a short prompt into a textured mesh in a few seconds; easy to run and well documented.",
		},
		{
			id: "ashawkey/LGM",
			tags: ["safetensors"],
			libraryNote: "Runs with the LGM code from its own repository; no library of the library map loads it.",
			description:
				"Builds the object from many small coloured blobs (Gaussian splats), which renders quickly and looks detailed.",
		},
	],
	spaces: [
		{
			id: "hysts/Shap-E",
			description: "Type a prompt and view the resulting mesh in the browser, then download it.",
		},
		{
			id: "ashawkey/LGM",
			description: "Create a splat-based 3D object from text or from a picture and spin it around.",
		},
	],
	metrics: [
		{
			id: "clip_score",
			description:
				"Renders the object from several angles and measures with a CLIP model how well the pictures match the prompt; higher is better.",
		},
	],
	demo: {
		inputs: [{ type: "text", label: "Prompt", content: "a teal coffee mug" }],
		outputs: [{ type: "img", filename: "mug-3d.png" }],
	},
	widgetModels: [],
	furtherReading: [
		{
			title: "Shap-E pipelines",
			url: "https://huggingface.co/docs/diffusers/api/pipelines/shap_e",
			source: "Diffusers docs",
		},
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Image-to-3D builds a three-dimensional object from a single ordinary picture. You give it a photo or drawing of a thing, such as a mug, and it returns a 3D model that guesses the sides you cannot see. This turns existing product photos or sketches into objects for games, online shops and augmented reality without a 3D scanner.",
	useCases: [
		{
			title: "Product viewers",
			description:
				"Turn one catalogue photo into a model that shoppers can rotate on a web page to see the item from every side.",
		},
		{
			title: "Sketch to model",
			description: "Give a concept drawing to get a first 3D draft that an artist then refines.",
		},
		{
			title: "Game assets",
			description:
				"Convert reference pictures of props into meshes that can be dropped straight into a game engine.",
		},
		{
			title: "Augmented reality",
			description:
				"Let users photograph an object and place a 3D copy of it in their room through a phone camera.",
		},
	],
	datasets: [
		{
			id: "allenai/objaverse-xl",
			description:
				"Over ten million 3D objects; pictures rendered from them are the usual training pairs for image-to-3D models.",
		},
		{
			id: "dylanebert/iso3d",
			description:
				"Pictures of single objects on plain backgrounds, made for comparing how different models reconstruct them.",
		},
	],
	models: [
		{
			id: "stabilityai/TripoSR",
			tags: [],
			libraryNote:
				"Runs with the TripoSR code from its own repository; no library of the library map loads it.",
			description: "Produces a mesh from one image in under a second on a graphics card; a fast default.",
		},
		{
			id: "TencentARC/InstantMesh",
			tags: [],
			libraryNote:
				"Runs with the InstantMesh code from its own repository; no library of the library map loads it.",
			description:
				"First imagines the object from several viewpoints, then fuses them into a mesh with finer detail.",
		},
		{
			id: "hwjiang/Real3D",
			tags: [],
			libraryNote:
				"Runs with the Real3D code from its own repository; no library of the library map loads it.",
			description:
				"Builds on TripoSR and is trained with real photos as well, so it copes better with everyday pictures.",
		},
		{
			id: "ashawkey/LGM",
			tags: ["safetensors"],
			libraryNote: "Runs with the LGM code from its own repository; no library of the library map loads it.",
			description: "Outputs Gaussian splats instead of a mesh, which look detailed and render quickly.",
		},
	],
	spaces: [
		{
			id: "dylanebert/3d-arena",
			description:
				"People vote between the results of two models, giving a public ranking of image-to-3D systems.",
		},
		{
			id: "stabilityai/TripoSR",
			description: "Upload a picture and download the mesh a few seconds later.",
		},
		{
			id: "TencentARC/InstantMesh",
			description: "Shows the intermediate views the model imagines as well as the final mesh.",
		},
	],
	metrics: [
		{
			id: "chamfer_distance",
			description:
				"The average distance between points on the generated surface and the nearest points on the true one; lower is better.",
		},
		{
			id: "f_score",
			description:
				"The share of surface points that lie within a small distance of the true surface, balancing missing and extra parts; higher is better.",
		},
		{
			id: "psnr",
			description:
				"Renders the object from new angles and compares the pixels with real views of it; higher means closer pictures.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "mug.png" }],
		outputs: [{ type: "img", filename: "mug-3d.png" }],
	},
	widgetModels: [],
	furtherReading: [
		{ title: "TripoSR", url: "https://github.com/VAST-AI-Research/TripoSR", source: "TripoSR" },
		{ title: "InstantMesh", url: "https://github.com/TencentARC/InstantMesh", source: "InstantMesh" },
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Depth estimation looks at an ordinary photo and guesses how far away each part of the scene is from the camera. The output is a depth map: a picture of the same size where each pixel's brightness stands for distance instead of color. It lets software understand the 3D layout of a scene from a single camera, without a laser scanner or a second lens.",
	useCases: [
		{
			title: "Robots and drones",
			description:
				"Give a robot or drone with one cheap camera a sense of which obstacles are near and which are far, so it can plan a path around them.",
		},
		{
			title: "Photo effects",
			description:
				"Blur the background behind a person, or add a gentle 3D parallax motion to a flat holiday photo, using the predicted distance of every pixel.",
		},
		{
			title: "Augmented reality",
			description:
				"Place a virtual object behind a real table or sofa so that it is correctly hidden, because the app knows which surfaces are in front.",
		},
		{
			title: "3D reconstruction",
			description:
				"Turn a single picture into a rough 3D model or point cloud that can be viewed from other angles.",
		},
	],
	datasets: [
		{
			id: "sayakpaul/nyu_depth_v2",
			description:
				"Indoor rooms filmed with a color camera and a depth sensor together, the classic training and test set for indoor depth.",
		},
		{
			id: "depth-anything/DA-2K",
			description:
				"A benchmark of image pairs with carefully checked relative-depth labels, useful for comparing models on varied, difficult scenes.",
		},
	],
	models: [
		{
			id: "depth-anything/Depth-Anything-V2-Small-hf",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A small and quick model that runs on a laptop CPU and still gives clean depth maps for most photos.",
		},
		{
			id: "depth-anything/Depth-Anything-V2-Large",
			tags: [],
			libraryNote:
				"Runs with the Depth Anything V2 code from its own repository; no library of the library map loads it.",
			description:
				"The large version of the same family, slower but sharper on fine edges and distant objects.",
		},
		{
			id: "apple/DepthPro",
			tags: [],
			libraryNote:
				"Runs with the depth_pro package from its own repository; no library of the library map loads it.",
			description:
				"Predicts depth in real-world units such as meters, not just near-versus-far, and keeps thin structures like hair crisp.",
		},
		{
			id: "jingheya/lotus-depth-g-v1-0",
			library_name: "diffusers",
			tags: [],
			libraryNote:
				"Loaded by a custom Diffusers pipeline; the library map files Diffusers under generation tasks only.",
			description:
				"Built on an image-generation model, which helps it produce detailed depth for unusual scenes.",
		},
		{
			id: "tencent/DepthCrafter",
			tags: [],
			libraryNote:
				"Runs with the DepthCrafter code from its own repository; no library of the library map loads it.",
			description:
				"Made for video: it keeps depth consistent from frame to frame so the result does not flicker.",
		},
	],
	spaces: [
		{
			id: "akhaliq/depth-pro",
			description: "Upload a photo and get a metric depth map from DepthPro in the browser.",
		},
		{
			id: "radames/dpt-depth-estimation-3d-voxels",
			description: "Estimates depth and then builds a small 3D voxel model of the picture you can rotate.",
		},
		{
			id: "tencent/DepthCrafter",
			description: "Try consistent depth estimation on your own short video clips.",
		},
	],
	metrics: [
		{
			id: "abs_rel",
			description:
				"Absolute relative error: how far each predicted distance is from the true one, as a share of the true distance; lower is better.",
		},
		{
			id: "rmse",
			description:
				"Root mean squared error between predicted and true depth, which punishes large mistakes most; lower is better.",
		},
		{
			id: "delta1",
			description:
				"The share of pixels whose predicted depth is within 25% of the true depth; higher is better.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "street.png" }],
		outputs: [{ type: "img", filename: "street-depth.png" }],
	},
	widgetModels: [],
	variants: [
		{
			name: "Relative depth",
			description: "Says which parts of the picture are nearer or farther, with no units.",
			input: "A photo of a hallway.",
			output: "A depth map, bright near the camera and dark at the far end.",
			model: "depth-anything/Depth-Anything-V2-Small-hf",
		},
		{
			name: "Metric depth",
			description: "Gives each pixel's distance in metres, so sizes and distances can be measured.",
			input: "The same photo of a hallway.",
			output: "A depth map in metres: 0.8 m at the nearest wall, 9.5 m at the far door.",
			model: "apple/DepthPro",
		},
	],
	furtherReading: [
		{
			title: "Monocular depth estimation guide",
			url: "https://huggingface.co/docs/transformers/tasks/monocular_depth_estimation",
			source: "Transformers docs",
		},
		{
			title: "Depth Anything V2 model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/depth_anything_v2",
			source: "Transformers docs",
		},
	],
};

export default data;

import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Keypoint detection finds specific points of interest in an image and gives their exact positions. For people, these are body joints such as the shoulders, elbows and knees, which can be joined into a stick-figure skeleton that describes the pose. The same idea finds corners and other distinctive spots that help match two photos of the same place.",
	useCases: [
		{
			title: "Fitness and sport",
			description:
				"Track joints during an exercise to count repetitions or warn when a knee or back is at a risky angle.",
		},
		{
			title: "Animation and motion capture",
			description: "Record a performer's pose from ordinary video and transfer it to an animated character.",
		},
		{
			title: "Gesture control",
			description:
				"Detect the points of a hand to recognise gestures that control an app without touching it.",
		},
		{
			title: "Matching photos",
			description:
				"Find the same distinctive points in two photos of a scene to stitch panoramas or rebuild it in 3D.",
		},
	],
	datasets: [
		{
			id: "Vincent-luo/hagrid-mediapipe-hands",
			description: "Over half a million pictures of hand gestures with the points of each hand marked.",
		},
	],
	models: [
		{
			id: "usyd-community/vitpose-base-simple",
			library_name: "transformers",
			tags: ["safetensors"],
			description: "Finds the 17 standard body joints of each person; a good default for human pose.",
		},
		{
			id: "usyd-community/vitpose-plus-base",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"A ViTPose variant trained on several pose data sets at once, so it handles more varied pictures.",
		},
		{
			id: "facebook/sapiens-pose-1b",
			tags: [],
			libraryNote:
				"Runs with the Sapiens code (TorchScript weights) from its own repository; no library of the library map loads it.",
			description:
				"A large model trained on many human images that gives detailed poses, including face and hand points.",
		},
		{
			id: "magic-leap-community/superpoint",
			library_name: "transformers",
			tags: ["safetensors"],
			description:
				"Finds distinctive corner-like points in any image, used for matching views rather than body pose.",
		},
	],
	spaces: [
		{
			id: "datasciencedojo/Hand-Keypoint-Detection-Realtime",
			description: "Marks the joints of your hand live from a webcam.",
		},
		{
			id: "merve/SuperPoint",
			description: "Upload any picture and see the distinctive points SuperPoint picks out.",
		},
	],
	metrics: [
		{
			id: "map",
			description:
				"Mean average precision over a range of thresholds, where a predicted pose counts as correct when its joints lie close enough to the true ones (object keypoint similarity).",
		},
		{
			id: "pck",
			description:
				"Percentage of correct keypoints: the share of predicted points that fall within a small distance of the true position.",
		},
	],
	demo: {
		inputs: [{ type: "img", filename: "person.png" }],
		outputs: [{ type: "img", filename: "person-keypoints.png" }],
	},
	widgetModels: [],
	variants: [
		{
			name: "Body pose",
			subtask: "pose-estimation",
			description: "An image and boxes around people go in; seventeen named body points per person come out.",
			input: "A photo of two runners, with a box around each.",
			output:
				"Per runner: nose, eyes, shoulders, elbows, wrists, hips, knees and ankles, each with x, y and a score.",
			model: "usyd-community/vitpose-base-simple",
		},
		{
			name: "Interest points",
			description:
				"Any image goes in; hundreds of distinctive corners come out with descriptors, for matching two views of a scene.",
			input: "A photo of a building front.",
			output: "512 points with x, y, a score and a 256-number descriptor each.",
			model: "magic-leap-community/superpoint",
		},
	],
	furtherReading: [
		{
			title: "Keypoint detection guide",
			url: "https://huggingface.co/docs/transformers/tasks/keypoint_detection",
			source: "Transformers docs",
		},
		{
			title: "ViTPose model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/vitpose",
			source: "Transformers docs",
		},
	],
};

export default data;

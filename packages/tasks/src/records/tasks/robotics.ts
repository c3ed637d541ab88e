import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Robotics models decide how a robot should move. They take what the robot sees through its cameras, the position of its joints and often a written instruction, and output the next motions for its arm, gripper or wheels. They let one robot learn many tasks from demonstrations instead of being programmed by hand for each one.",
	useCases: [
		{
			title: "Pick and place",
			description:
				'Have an arm pick up objects and put them in a box or bowl, following an instruction such as "put the red cube in the bowl".',
		},
		{
			title: "Learning from demonstrations",
			description:
				"Record a person guiding a robot through a chore a few dozen times, then train a policy that repeats it on its own.",
		},
		{
			title: "Household tasks",
			description: "Fold towels, open drawers or tidy a table, following spoken or written requests.",
		},
		{
			title: "Testing in simulation",
			description:
				"Train and compare control policies in a simulator before running them on costly hardware.",
		},
	],
	datasets: [
		{
			id: "lerobot/aloha_sim_transfer_cube_human",
			description:
				"Human demonstrations of a two-armed robot passing a cube from one gripper to the other in simulation.",
		},
		{
			id: "lerobot/pusht",
			description:
				"Demonstrations of pushing a T-shaped block into a target pose, a small benchmark for quick experiments.",
		},
		{
			id: "HuggingFaceVLA/libero",
			description:
				"Simulated kitchen and tabletop tasks with language instructions, for training robots that follow text.",
		},
	],
	models: [
		{
			id: "lerobot/smolvla_base",
			library_name: "lerobot",
			tags: ["safetensors"],
			description:
				"A compact vision-language-action model that follows text instructions and can be fine-tuned on one consumer GPU.",
		},
		{
			id: "lerobot/pi0_base",
			library_name: "lerobot",
			tags: ["safetensors"],
			description:
				"A larger general-purpose robot policy pre-trained on many robots, meant as a base for fine-tuning.",
		},
		{
			id: "openvla/openvla-7b",
			library_name: "transformers",
			tags: ["custom_code", "safetensors"],
			libraryNote:
				"Transformers loads it with trust_remote_code, but the library map lists only LeRobot under robotics.",
			description:
				"An open seven-billion-parameter model that maps a camera image and an instruction to arm motions.",
		},
		{
			id: "lerobot/diffusion_pusht",
			library_name: "lerobot",
			tags: ["safetensors"],
			description:
				"A diffusion policy trained on the PushT task, a small and well-documented reference model.",
		},
	],
	spaces: [
		{
			id: "lerobot/visualize_dataset",
			description: "Browse the camera views and joint readings of any LeRobot dataset episode by episode.",
		},
	],
	metrics: [
		{
			id: "success_rate",
			description:
				"The share of attempts, in simulation or on a real robot, in which the task was completed.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "robot-arm.png" },
			{ type: "text", label: "Instruction", content: "Pick up the red cube and put it in the blue bowl." },
		],
		outputs: [
			{
				type: "tabular",
				table: [
					["Step", "Arm motion", "Gripper"],
					["1", "Move above the red cube", "open"],
					["2", "Lower onto the cube", "close"],
					["3", "Lift and move above the blue bowl", "closed"],
					["4", "Lower into the bowl", "open"],
				],
			},
		],
	},
	widgetModels: [],
	furtherReading: [
		{ title: "LeRobot", url: "https://huggingface.co/docs/lerobot/index", source: "LeRobot docs" },
		{ title: "OpenVLA", url: "https://github.com/openvla/openvla", source: "OpenVLA" },
	],
};

export default data;

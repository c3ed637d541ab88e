import type { TaskDataCustom } from "../task-data.js";

const data: TaskDataCustom = {
	summary:
		"Reinforcement learning trains an agent to make a series of decisions by trial and error. At each step the agent looks at the current state of its world, picks an action, and receives a reward or a penalty; over many attempts it learns which actions lead to the most reward. It is used when the right answer is not known in advance but success can be measured, as in games, robot control or resource scheduling.",
	useCases: [
		{
			title: "Playing games",
			description:
				"Train agents that learn board games, video games or puzzles from scratch by playing them many times.",
		},
		{
			title: "Controlling robots",
			description:
				"Teach a simulated robot to walk, balance or grasp objects before transferring the skill to a real one.",
		},
		{
			title: "Managing resources",
			description:
				"Learn when to heat or cool a building, or how to schedule jobs on servers, to save energy and money.",
		},
		{
			title: "Tuning language models",
			description: "Adjust a chatbot's answers using rewards that reflect which replies people preferred.",
		},
	],
	datasets: [
		{
			id: "edbeeching/decision_transformer_gym_replay",
			description:
				"Recorded trajectories from simulated walking robots, for learning a policy offline without running the simulator.",
		},
	],
	models: [
		{
			id: "edbeeching/decision-transformer-gym-hopper-expert",
			library_name: "transformers",
			tags: [],
			libraryNote:
				"Transformers holds the model (DecisionTransformerModel), but the library map files no library but the RL ones under reinforcement-learning.",
			description:
				"A transformer that learned to control the one-legged Hopper robot from expert recordings alone.",
		},
		{
			id: "HumanCompatibleAI/ppo-seals-CartPole-v0",
			library_name: "stable-baselines3",
			tags: [],
			description:
				"A small PPO agent that balances a pole on a cart, handy as a first example of a trained policy.",
		},
	],
	spaces: [
		{
			id: "ThomasSimonini/Huggy",
			description: "Play fetch in the browser with a dog agent that learned to catch a stick.",
		},
		{
			id: "ThomasSimonini/SnowballFight",
			description: "Have a snowball fight against an agent trained with reinforcement learning.",
		},
	],
	metrics: [
		{
			id: "mean_reward",
			description: "The average total reward the agent collects per episode over a set of test runs.",
		},
		{
			id: "discounted_return",
			description:
				"The total reward with later rewards counted a little less than earlier ones, which is what most agents are trained to maximize.",
		},
		{
			id: "success_rate",
			description: "For tasks with a clear goal, the share of episodes in which the agent reaches it.",
		},
	],
	demo: {
		inputs: [
			{ type: "img", filename: "gridworld.png" },
			{
				type: "text",
				label: "State",
				content: "The agent is in the top-left corner; the goal is in the bottom-right corner.",
			},
		],
		outputs: [
			{ type: "text", label: "Action", content: "Move right" },
			{
				type: "text",
				label: "Reward",
				content: "-0.01 for the step taken; +1 only when the agent reaches the green goal square.",
			},
		],
	},
	widgetModels: [],
	youtubeId: "q0BiUn5LiBc",
	furtherReading: [
		{
			title: "Deep Reinforcement Learning Course",
			url: "https://huggingface.co/learn/deep-rl-course/unit0/introduction",
			source: "Deep RL Course",
		},
		{
			title: "Stable-Baselines3",
			url: "https://stable-baselines3.readthedocs.io/en/master/",
			source: "Stable-Baselines3 docs",
		},
		{
			title: "Decision Transformer model documentation",
			url: "https://huggingface.co/docs/transformers/model_doc/decision_transformer",
			source: "Transformers docs",
		},
	],
};

export default data;

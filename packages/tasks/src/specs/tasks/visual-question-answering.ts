import { inlineImageInput } from "../common.js";
import type { TaskSpec } from "../schema.js";

export const visualQuestionAnsweringSpec: TaskSpec = {
	task: "visual-question-answering",
	method: "visualQuestionAnswering",
	request: {
		title: "VisualQuestionAnsweringInput",
		type: "object",
		description: "A picture and a question about what it shows.",
		properties: {
			inputs: {
				title: "VisualQuestionAnsweringInputData",
				type: "object",
				description: "The picture and the question to answer from it.",
				properties: {
					image: inlineImageInput("The picture to look at."),
					question: {
						type: "string",
						description: "What to ask about the picture, e.g. how many cats are there.",
					},
				},
				required: ["image", "question"],
			},
			parameters: {
				title: "VisualQuestionAnsweringParameters",
				type: "object",
				description: "Settings for choosing the answer.",
				properties: {
					top_k: {
						type: "integer",
						minimum: 1,
						default: 5,
						description:
							"How many candidate answers the model ranks; the client resolves to the best of them.",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		title: "VisualQuestionAnsweringOutput",
		type: "object",
		description: "The most likely answer.",
		properties: {
			answer: { type: "string", description: "The answer in a few words." },
			score: {
				type: "number",
				minimum: 0,
				maximum: 1,
				description: "Confidence in the answer, from 0 to 1.",
			},
		},
		required: ["score"],
	},
};

import type { TaskSpec } from "../schema.js";

export const questionAnsweringSpec: TaskSpec = {
	task: "question-answering",
	method: "questionAnswering",
	request: {
		title: "QuestionAnsweringInput",
		type: "object",
		description: "A question and a passage that holds its answer.",
		properties: {
			inputs: {
				title: "QuestionAnsweringInputData",
				type: "object",
				description: "The question and the passage to take the answer from.",
				properties: {
					question: { type: "string", description: "What to find out." },
					context: { type: "string", description: "The passage the answer is copied from." },
				},
				required: ["question", "context"],
			},
			parameters: {
				title: "QuestionAnsweringParameters",
				type: "object",
				description: "Settings for long passages and for which answers count.",
				properties: {
					top_k: {
						type: "integer",
						minimum: 1,
						default: 1,
						description:
							"How many candidate answers the server ranks; the client resolves to the best of them.",
					},
					doc_stride: {
						type: "integer",
						minimum: 0,
						default: 128,
						description:
							"Tokens shared by consecutive windows when a long passage is read in several pieces.",
					},
					max_answer_len: {
						type: "integer",
						minimum: 1,
						default: 15,
						description: "Longest answer considered, in tokens.",
					},
					max_seq_len: {
						type: "integer",
						minimum: 1,
						default: 384,
						description:
							"Tokens per window (question and passage together); longer passages are split into windows.",
					},
					max_question_len: {
						type: "integer",
						minimum: 1,
						default: 64,
						description: "Longest question kept, in tokens; the rest of the question is cut.",
					},
					handle_impossible_answer: {
						type: "boolean",
						default: false,
						description: "Allow an empty answer when the passage does not answer the question.",
					},
					align_to_words: {
						type: "boolean",
						default: true,
						description:
							"Widen the answer to whole words; helps languages with spaces, can hurt ones without (Chinese, Japanese).",
					},
				},
			},
		},
		required: ["inputs"],
	},
	response: {
		title: "QuestionAnsweringOutput",
		type: "object",
		description: "The best answer found in the passage, with where it sits.",
		properties: {
			answer: { type: "string", description: "The answer, as it appears in the passage." },
			score: { type: "number", description: "Confidence in the answer, from 0 to 1." },
			start: { type: "integer", description: "Character offset in the passage where the answer begins." },
			end: { type: "integer", description: "Character offset in the passage just after the answer ends." },
		},
		required: ["answer", "score", "start", "end"],
	},
};

// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

import type { AnswerShape } from "../answer-shape.js";

/** What each task's answer must hold, from its specification's response schema. */
export const ANSWER_SHAPES = {
	"audio-classification": { list: { fields: { label: "string", score: "number" } } },
	"audio-to-audio": { list: { fields: { label: "string", blob: "string", "content-type": "string" } } },
	"automatic-speech-recognition": {
		fields: {
			text: "string",
			chunks: { list: { fields: { text: "string", timestamp: { list: { oneOf: ["number", "null"] } } } } },
		},
		optional: ["chunks"],
	},
	"chat-completion": {
		fields: {
			id: "string",
			object: "string",
			created: "number",
			model: "string",
			system_fingerprint: { oneOf: ["string", "null"] },
			choices: {
				list: {
					fields: {
						index: "number",
						message: {
							fields: {
								role: "string",
								content: { oneOf: ["string", "null"] },
								tool_calls: {
									list: {
										fields: {
											id: "string",
											type: "string",
											function: { fields: { name: "string", arguments: { oneOf: ["string", "object"] } } },
										},
									},
								},
								reasoning_content: "string",
							},
							optional: ["content", "tool_calls", "reasoning_content"],
						},
						finish_reason: { oneOf: ["string", "null"] },
						logprobs: {
							oneOf: [
								{
									fields: {
										content: {
											list: {
												fields: {
													token: "string",
													logprob: "number",
													top_logprobs: { list: { fields: { token: "string", logprob: "number" } } },
												},
											},
										},
									},
								},
								"null",
							],
						},
					},
					optional: ["logprobs"],
				},
			},
			usage: { fields: { prompt_tokens: "number", completion_tokens: "number", total_tokens: "number" } },
		},
		optional: ["object", "system_fingerprint"],
	},
	"document-question-answering": {
		fields: { answer: "string", score: "number", start: "number", end: "number" },
		optional: ["score", "start", "end"],
	},
	"feature-extraction": { list: { oneOf: ["number", { list: "number" }, { list: { list: "number" } }] } },
	"fill-mask": {
		list: { fields: { sequence: "string", score: "number", token: "number", token_str: "string" } },
	},
	"image-classification": { list: { fields: { label: "string", score: "number" } } },
	"image-segmentation": {
		list: {
			fields: { label: "string", mask: "string", score: { oneOf: ["number", "null"] } },
			optional: ["score"],
		},
	},
	"image-text-to-image": "blob",
	"image-text-to-video": "blob",
	"image-to-image": "blob",
	"image-to-text": { fields: { generated_text: "string" } },
	"image-to-video": "blob",
	"object-detection": {
		list: {
			fields: {
				label: "string",
				score: "number",
				box: { fields: { xmin: "number", ymin: "number", xmax: "number", ymax: "number" } },
			},
		},
	},
	"question-answering": { fields: { answer: "string", score: "number", start: "number", end: "number" } },
	"sentence-similarity": { list: "number" },
	summarization: { fields: { summary_text: "string" } },
	"table-question-answering": {
		fields: {
			answer: "string",
			coordinates: { list: { list: "number" } },
			cells: { list: "string" },
			aggregator: "string",
		},
		optional: ["aggregator"],
	},
	"tabular-classification": { list: { oneOf: ["number", "string"] } },
	"tabular-regression": { list: "number" },
	"text-classification": { list: { fields: { label: "string", score: "number" } } },
	"text-generation": {
		fields: {
			generated_text: "string",
			details: {
				fields: {
					finish_reason: "string",
					generated_tokens: "number",
					seed: { oneOf: ["number", "null"] },
					prefill: {
						list: {
							fields: { id: "number", text: "string", logprob: { oneOf: ["number", "null"] } },
							optional: ["logprob"],
						},
					},
					tokens: {
						list: {
							fields: {
								id: "number",
								text: "string",
								logprob: { oneOf: ["number", "null"] },
								special: "boolean",
							},
							optional: ["logprob"],
						},
					},
					top_tokens: {
						list: {
							list: {
								fields: {
									id: "number",
									text: "string",
									logprob: { oneOf: ["number", "null"] },
									special: "boolean",
								},
								optional: ["logprob"],
							},
						},
					},
					best_of_sequences: {
						list: {
							fields: {
								generated_text: "string",
								finish_reason: "string",
								generated_tokens: "number",
								seed: { oneOf: ["number", "null"] },
								prefill: {
									list: {
										fields: { id: "number", text: "string", logprob: { oneOf: ["number", "null"] } },
										optional: ["logprob"],
									},
								},
								tokens: {
									list: {
										fields: {
											id: "number",
											text: "string",
											logprob: { oneOf: ["number", "null"] },
											special: "boolean",
										},
										optional: ["logprob"],
									},
								},
								top_tokens: {
									list: {
										list: {
											fields: {
												id: "number",
												text: "string",
												logprob: { oneOf: ["number", "null"] },
												special: "boolean",
											},
											optional: ["logprob"],
										},
									},
								},
							},
							optional: ["seed", "prefill", "tokens", "top_tokens"],
						},
					},
				},
				optional: ["generated_tokens", "seed", "prefill", "tokens", "top_tokens", "best_of_sequences"],
			},
		},
		optional: ["details"],
	},
	"text-to-audio": "blob",
	"text-to-image": "blob",
	"text-to-speech": "blob",
	"text-to-video": "blob",
	"token-classification": {
		list: {
			fields: {
				entity_group: "string",
				entity: "string",
				score: "number",
				word: "string",
				start: "number",
				end: "number",
				index: "number",
			},
			optional: ["entity_group", "entity", "index"],
		},
	},
	translation: {
		oneOf: [{ fields: { translation_text: "string" } }, { list: { fields: { translation_text: "string" } } }],
	},
	"visual-question-answering": { fields: { answer: "string", score: "number" }, optional: ["answer"] },
	"zero-shot-classification": { list: { fields: { label: "string", score: "number" } } },
	"zero-shot-image-classification": { list: { fields: { label: "string", score: "number" } } },
} as const satisfies Readonly<Record<string, AnswerShape>>;

import type { JsonSchema, TaskSpec } from "../schema.js";

// OpenAI's chat completions format, which the router and every chat provider speak. Names, types
// and bounds follow that API (and the hub's text-generation server where it adds fields); the
// descriptions are ours.

const ANY_JSON_OBJECT: JsonSchema = { type: "object", additionalProperties: true };

const TOOL_CALL: JsonSchema = {
	title: "ChatToolCall",
	type: "object",
	description: "A function the model asked to call, with the arguments it chose.",
	properties: {
		id: { type: "string", description: "Identifies the call; a tool message answers it by this id." },
		type: { const: "function", description: "The kind of tool called; always function." },
		function: {
			title: "ChatToolCallFunction",
			type: "object",
			description: "The function to call and its arguments.",
			properties: {
				name: { type: "string", description: "Name of the function, as declared in tools." },
				arguments: {
					oneOf: [{ type: "string" }, ANY_JSON_OBJECT],
					description: "The arguments as a JSON text (most providers) or an already parsed object.",
				},
			},
			required: ["name", "arguments"],
		},
	},
	required: ["id", "type", "function"],
};

const CONTENT_PART: JsonSchema = {
	title: "ChatMessageContentPart",
	description: "One piece of a message: text, an image or a sound clip.",
	oneOf: [
		{
			type: "object",
			description: "A piece of text.",
			properties: {
				type: { const: "text", description: "Marks a text part." },
				text: { type: "string", description: "The text itself." },
			},
			required: ["type", "text"],
		},
		{
			type: "object",
			description: "An image, by URL or as a base64 data URL, for vision models.",
			properties: {
				type: { const: "image_url", description: "Marks an image part." },
				image_url: {
					type: "object",
					description: "Where the image is and how closely to look at it.",
					properties: {
						url: {
							type: "string",
							format: "uri",
							description: "An https URL of the image, or a data URL such as data:image/png;base64,….",
						},
						detail: {
							type: "string",
							enum: ["auto", "low", "high"],
							default: "auto",
							description:
								"Resolution the model sees the image at: low is cheaper, high reads small details.",
						},
					},
					required: ["url"],
				},
			},
			required: ["type", "image_url"],
		},
		{
			type: "object",
			description: "A sound clip, base64, for models that listen.",
			properties: {
				type: { const: "input_audio", description: "Marks an audio part." },
				input_audio: {
					type: "object",
					description: "The recording and its encoding.",
					properties: {
						data: { type: "string", description: "The audio file, base64." },
						format: { type: "string", enum: ["wav", "mp3"], description: "The file's encoding." },
					},
					required: ["data", "format"],
				},
			},
			required: ["type", "input_audio"],
		},
	],
};

const MESSAGE: JsonSchema = {
	title: "ChatMessage",
	type: "object",
	description: "One turn of the conversation.",
	properties: {
		role: {
			type: "string",
			examples: ["system", "developer", "user", "assistant", "tool"],
			description:
				"Who speaks: system or developer (instructions), user (the person), assistant (the model), tool (a tool's result).",
		},
		content: {
			oneOf: [{ type: "string" }, { type: "array", items: CONTENT_PART }, { type: "null" }],
			description:
				"What is said: plain text, or a list of parts; may be null on an assistant turn that only calls tools.",
		},
		name: { type: "string", description: "Tells apart several speakers that share a role." },
		tool_calls: {
			type: "array",
			items: TOOL_CALL,
			description:
				"On an assistant turn: the tool calls the model made, sent back so it sees its own history.",
		},
		tool_call_id: { type: "string", description: "On a tool turn: the id of the call this message answers." },
	},
	required: ["role"],
	additionalProperties: true,
};

const TOOL: JsonSchema = {
	title: "ChatTool",
	type: "object",
	description: "A function the model may decide to call.",
	properties: {
		type: { const: "function", description: "The kind of tool; only functions exist." },
		function: {
			title: "ChatFunctionDefinition",
			type: "object",
			description: "What the function is called, what it does and what it takes.",
			properties: {
				name: {
					type: "string",
					maxLength: 64,
					description: "The function's name: letters, digits, underscores and dashes.",
				},
				description: {
					type: "string",
					description: "What the function does, so the model knows when to call it.",
				},
				parameters: {
					type: "object",
					additionalProperties: true,
					description: "The function's arguments, as a JSON Schema object.",
				},
				strict: {
					type: "boolean",
					default: false,
					description: "Hold the generated arguments exactly to the parameters schema.",
				},
			},
			required: ["name"],
		},
	},
	required: ["type", "function"],
};

const TOOL_CHOICE: JsonSchema = {
	title: "ChatToolChoice",
	description: "Whether and which tool the model must call.",
	oneOf: [
		{
			type: "string",
			enum: ["auto", "none", "required"],
			description: "auto: the model decides; none: answer in text only; required: call at least one tool.",
		},
		{
			type: "object",
			description: "Call this one function.",
			properties: {
				type: { const: "function", description: "The kind of tool named." },
				function: {
					type: "object",
					description: "The function to call.",
					properties: {
						name: { type: "string", description: "Name of the function, as declared in tools." },
					},
					required: ["name"],
				},
			},
			required: ["type", "function"],
		},
	],
};

const RESPONSE_FORMAT: JsonSchema = {
	title: "ChatResponseFormat",
	description: "The shape the reply must take: free text, any JSON object, or JSON that fits a schema.",
	oneOf: [
		{
			type: "object",
			description: "Free text (the default).",
			properties: { type: { const: "text", description: "Marks free text." } },
			required: ["type"],
		},
		{
			type: "object",
			description: "Any valid JSON object; also ask for JSON in the messages.",
			properties: { type: { const: "json_object", description: "Marks JSON output." } },
			required: ["type"],
		},
		{
			type: "object",
			description: "JSON that follows the schema given.",
			properties: {
				type: { const: "json_schema", description: "Marks schema-constrained output." },
				json_schema: {
					title: "ChatJsonSchemaFormat",
					type: "object",
					description: "The schema the reply must follow, and its name.",
					properties: {
						name: { type: "string", maxLength: 64, description: "A name for the format." },
						description: { type: "string", description: "What the format is for, read by the model." },
						schema: {
							type: "object",
							additionalProperties: true,
							description: "The JSON Schema the reply must satisfy.",
						},
						strict: {
							type: "boolean",
							default: false,
							description: "Refuse any output the schema does not allow, instead of trying to follow it.",
						},
					},
					required: ["name"],
				},
			},
			required: ["type", "json_schema"],
		},
	],
};

const TOP_LOGPROB: JsonSchema = {
	title: "ChatCompletionTopLogprob",
	type: "object",
	description: "A token the model considered at this place, and its log probability.",
	properties: {
		token: { type: "string", description: "The candidate token." },
		logprob: { type: "number", description: "Its log probability (0 is certain, lower is less likely)." },
	},
	required: ["token", "logprob"],
};

const LOGPROBS: JsonSchema = {
	title: "ChatCompletionLogprobs",
	description: "Log probabilities of the reply's tokens, when logprobs was set.",
	oneOf: [
		{
			type: "object",
			properties: {
				content: {
					type: "array",
					description: "One entry per generated token, in order.",
					items: {
						title: "ChatCompletionLogprob",
						type: "object",
						description: "A generated token, its log probability and the alternatives.",
						properties: {
							token: { type: "string", description: "The token generated." },
							logprob: { type: "number", description: "Its log probability." },
							top_logprobs: {
								type: "array",
								items: TOP_LOGPROB,
								description: "The likeliest tokens at this place, as many as top_logprobs asked.",
							},
						},
						required: ["token", "logprob", "top_logprobs"],
					},
				},
			},
			required: ["content"],
		},
		{ type: "null" },
	],
};

const USAGE: JsonSchema = {
	title: "ChatCompletionUsage",
	type: "object",
	description: "How many tokens the call used, which is what providers bill.",
	properties: {
		prompt_tokens: { type: "integer", minimum: 0, description: "Tokens read from the messages." },
		completion_tokens: { type: "integer", minimum: 0, description: "Tokens generated." },
		total_tokens: { type: "integer", minimum: 0, description: "The two added up." },
	},
	required: ["prompt_tokens", "completion_tokens", "total_tokens"],
	additionalProperties: true,
};

const FINISH_REASON: JsonSchema = {
	oneOf: [{ type: "string" }, { type: "null" }],
	examples: ["stop", "length", "tool_calls", "content_filter"],
	description:
		"Why generation ended: stop (natural end or a stop sequence), length, tool_calls; null while still going.",
};

// The fields every answer and every chunk carry about themselves.
const HEADER: Record<string, JsonSchema> = {
	id: { type: "string", description: "The provider's id for this completion." },
	object: {
		type: "string",
		description: "The kind of object: chat.completion, or chat.completion.chunk in a stream.",
	},
	created: {
		type: "integer",
		minimum: 0,
		description: "When the completion was made, in seconds since 1970 (UTC).",
	},
	model: { type: "string", description: "The model that answered, as the provider names it." },
	system_fingerprint: {
		oneOf: [{ type: "string" }, { type: "null" }],
		description: "Identifies the server configuration, to tell when a change may alter results.",
	},
};

export const chatCompletionSpec: TaskSpec = {
	task: "chat-completion",
	method: "chatCompletion",
	request: {
		title: "ChatCompletionInput",
		type: "object",
		description: "A conversation for the model to continue, and how to generate the reply.",
		properties: {
			messages: {
				type: "array",
				minItems: 1,
				items: MESSAGE,
				description: "The conversation so far, oldest first.",
			},
			max_tokens: {
				type: "integer",
				minimum: 1,
				description: "Most tokens to generate in the reply; the provider's own limit applies when left out.",
			},
			max_completion_tokens: {
				type: "integer",
				minimum: 1,
				description:
					"The newer name of max_tokens, which also counts reasoning tokens; set one or the other.",
			},
			temperature: {
				type: "number",
				minimum: 0,
				maximum: 2,
				default: 1,
				description: "Randomness of sampling: near 0 picks the likeliest words, higher varies more.",
			},
			top_p: {
				type: "number",
				exclusiveMinimum: 0,
				maximum: 1,
				default: 1,
				description: "Sample only among the likeliest tokens whose probabilities add up to this share.",
			},
			stop: {
				oneOf: [{ type: "string" }, { type: "array", items: { type: "string" }, maxItems: 4 }],
				description: "Text (up to four) that ends the reply where it appears; it is not included.",
			},
			seed: {
				type: "integer",
				description:
					"Makes sampling repeatable, as far as the provider can: same seed and request, same reply.",
			},
			frequency_penalty: {
				type: "number",
				minimum: -2,
				maximum: 2,
				default: 0,
				description:
					"Above 0 discourages tokens by how often they already appeared, so the model repeats less.",
			},
			presence_penalty: {
				type: "number",
				minimum: -2,
				maximum: 2,
				default: 0,
				description: "Above 0 discourages any token already used, pushing the model toward new topics.",
			},
			logit_bias: {
				type: "object",
				additionalProperties: { type: "number", minimum: -100, maximum: 100 },
				description:
					"Raise or lower chosen tokens' odds: token id to a bias from -100 (never) to 100 (always).",
			},
			logprobs: {
				type: "boolean",
				default: false,
				description: "Return the log probability of each generated token.",
			},
			top_logprobs: {
				type: "integer",
				minimum: 0,
				maximum: 20,
				description: "With logprobs: also list this many likeliest alternatives at each place.",
			},
			n: {
				type: "integer",
				minimum: 1,
				default: 1,
				description: "How many different replies to generate (each billed); most open models serve only 1.",
			},
			tools: {
				type: "array",
				items: TOOL,
				description: "Functions the model may call instead of, or before, answering.",
			},
			tool_choice: TOOL_CHOICE,
			tool_prompt: {
				type: "string",
				description:
					"Text the hub's own server puts before the tool list to tell the model how to call them.",
			},
			response_format: RESPONSE_FORMAT,
			reasoning_effort: {
				type: "string",
				examples: ["none", "minimal", "low", "medium", "high"],
				description: "How hard a reasoning model thinks before answering; lower is faster and cheaper.",
			},
			stream: {
				type: "boolean",
				default: false,
				description: "Send the reply in chunks as it is generated; chatCompletionStream sets it for you.",
			},
			stream_options: {
				title: "ChatCompletionStreamOptions",
				type: "object",
				description: "Settings for a streamed reply.",
				properties: {
					include_usage: {
						type: "boolean",
						default: false,
						description: "End the stream with one more chunk that holds the token usage (and no choices).",
					},
				},
			},
		},
		required: ["messages"],
		additionalProperties: true,
	},
	response: {
		title: "ChatCompletionOutput",
		type: "object",
		description: "The model's reply.",
		properties: {
			...HEADER,
			choices: {
				type: "array",
				description: "The replies, one per n.",
				items: {
					title: "ChatCompletionOutputChoice",
					type: "object",
					description: "One reply.",
					properties: {
						index: {
							type: "integer",
							minimum: 0,
							description: "Position of this reply among the n asked for.",
						},
						message: {
							title: "ChatCompletionOutputMessage",
							type: "object",
							description: "What the model said or asked to call.",
							properties: {
								role: { type: "string", description: "Who speaks; always assistant." },
								content: {
									oneOf: [{ type: "string" }, { type: "null" }],
									description: "The reply's text; null when the model only calls tools.",
								},
								tool_calls: {
									type: "array",
									items: TOOL_CALL,
									description: "The tools the model asked to call, if any.",
								},
								reasoning_content: {
									type: "string",
									description:
										"A reasoning model's thinking before its answer, where the provider returns it.",
								},
							},
							required: ["role"],
						},
						finish_reason: FINISH_REASON,
						logprobs: LOGPROBS,
					},
					required: ["index", "message", "finish_reason"],
				},
			},
			usage: USAGE,
		},
		required: ["id", "created", "model", "choices", "usage"],
	},
	streamChunk: {
		title: "ChatCompletionStreamOutput",
		type: "object",
		description: "One chunk of a streamed reply.",
		properties: {
			...HEADER,
			choices: {
				type: "array",
				description: "What each reply gained in this chunk; empty in the final usage chunk.",
				items: {
					title: "ChatCompletionStreamOutputChoice",
					type: "object",
					description: "What one reply gained.",
					properties: {
						index: { type: "integer", minimum: 0, description: "Which of the n replies this extends." },
						delta: {
							title: "ChatCompletionStreamOutputDelta",
							type: "object",
							description: "The new piece of the message.",
							properties: {
								role: {
									type: "string",
									description: "Who speaks, sent in the first chunk; always assistant.",
								},
								content: {
									oneOf: [{ type: "string" }, { type: "null" }],
									description: "Text to append to the reply.",
								},
								tool_calls: {
									type: "array",
									description: "Pieces of tool calls, to join by index.",
									items: {
										title: "ChatCompletionStreamOutputToolCall",
										type: "object",
										description: "A piece of one tool call.",
										properties: {
											index: {
												type: "integer",
												minimum: 0,
												description: "Which tool call this piece belongs to.",
											},
											id: { type: "string", description: "The call's id, in its first piece." },
											type: { const: "function", description: "The kind of tool, in its first piece." },
											function: {
												type: "object",
												description: "The function's name (first piece) and more of its arguments.",
												properties: {
													name: { type: "string", description: "Name of the function." },
													arguments: {
														type: "string",
														description: "Text to append to the arguments' JSON.",
													},
												},
											},
										},
										required: ["index"],
									},
								},
								reasoning_content: {
									type: "string",
									description: "Text to append to a reasoning model's thinking.",
								},
							},
						},
						finish_reason: FINISH_REASON,
						logprobs: LOGPROBS,
					},
					required: ["index", "delta"],
				},
			},
			usage: {
				oneOf: [USAGE, { type: "null" }],
				description:
					"Token usage, in the last chunk when stream_options.include_usage is set; else null or absent.",
			},
		},
		required: ["id", "created", "model", "choices"],
	},
};

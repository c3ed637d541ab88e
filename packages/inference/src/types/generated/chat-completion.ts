// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.

/** A conversation for the model to continue, and how to generate the reply. */
export interface ChatCompletionInput {
	/** The conversation so far, oldest first. */
	messages: ChatMessage[];
	/** Most tokens to generate in the reply; the provider's own limit applies when left out. */
	max_tokens?: number;
	/** The newer name of max_tokens, which also counts reasoning tokens; set one or the other. */
	max_completion_tokens?: number;
	/**
	 * Randomness of sampling: near 0 picks the likeliest words, higher varies more.
	 * @default 1
	 */
	temperature?: number;
	/**
	 * Sample only among the likeliest tokens whose probabilities add up to this share.
	 * @default 1
	 */
	top_p?: number;
	/** Text (up to four) that ends the reply where it appears; it is not included. */
	stop?: string | string[];
	/** Makes sampling repeatable, as far as the provider can: same seed and request, same reply. */
	seed?: number;
	/**
	 * Above 0 discourages tokens by how often they already appeared, so the model repeats less.
	 * @default 0
	 */
	frequency_penalty?: number;
	/**
	 * Above 0 discourages any token already used, pushing the model toward new topics.
	 * @default 0
	 */
	presence_penalty?: number;
	/** Raise or lower chosen tokens' odds: token id to a bias from -100 (never) to 100 (always). */
	logit_bias?: Record<string, number>;
	/**
	 * Return the log probability of each generated token.
	 * @default false
	 */
	logprobs?: boolean;
	/** With logprobs: also list this many likeliest alternatives at each place. */
	top_logprobs?: number;
	/**
	 * How many different replies to generate (each billed); most open models serve only 1.
	 * @default 1
	 */
	n?: number;
	/** Functions the model may call instead of, or before, answering. */
	tools?: ChatTool[];
	/** Whether and which tool the model must call. */
	tool_choice?: ChatToolChoice;
	/** Text the hub's own server puts before the tool list to tell the model how to call them. */
	tool_prompt?: string;
	/** The shape the reply must take: free text, any JSON object, or JSON that fits a schema. */
	response_format?: ChatResponseFormat;
	/** How hard a reasoning model thinks before answering; lower is faster and cheaper. */
	reasoning_effort?: string;
	/**
	 * Send the reply in chunks as it is generated; chatCompletionStream sets it for you.
	 * @default false
	 */
	stream?: boolean;
	/** Settings for a streamed reply. */
	stream_options?: ChatCompletionStreamOptions;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** One turn of the conversation. */
export interface ChatMessage {
	/** Who speaks: system or developer (instructions), user (the person), assistant (the model), tool (a tool's result). */
	role: string;
	/** What is said: plain text, or a list of parts; may be null on an assistant turn that only calls tools. */
	content?: string | ChatMessageContentPart[] | null;
	/** Tells apart several speakers that share a role. */
	name?: string;
	/** On an assistant turn: the tool calls the model made, sent back so it sees its own history. */
	tool_calls?: ChatToolCall[];
	/** On a tool turn: the id of the call this message answers. */
	tool_call_id?: string;
	/** Any other field is sent to the provider as given, for options the specification does not list. */
	[key: string]: unknown;
}

/** One piece of a message: text, an image or a sound clip. */
export type ChatMessageContentPart =
	| {
			/** Marks a text part. */
			type: "text";
			/** The text itself. */
			text: string;
	  }
	| {
			/** Marks an image part. */
			type: "image_url";
			/** Where the image is and how closely to look at it. */
			image_url: {
				/** An https URL of the image, or a data URL such as data:image/png;base64,…. */
				url: string;
				/**
				 * Resolution the model sees the image at: low is cheaper, high reads small details.
				 * @default "auto"
				 */
				detail?: "auto" | "low" | "high";
			};
	  }
	| {
			/** Marks an audio part. */
			type: "input_audio";
			/** The recording and its encoding. */
			input_audio: {
				/** The audio file, base64. */
				data: string;
				/** The file's encoding. */
				format: "wav" | "mp3";
			};
	  };

/** A function the model asked to call, with the arguments it chose. */
export interface ChatToolCall {
	/** Identifies the call; a tool message answers it by this id. */
	id: string;
	/** The kind of tool called; always function. */
	type: "function";
	/** The function to call and its arguments. */
	function: ChatToolCallFunction;
}

/** The function to call and its arguments. */
export interface ChatToolCallFunction {
	/** Name of the function, as declared in tools. */
	name: string;
	/** The arguments as a JSON text (most providers) or an already parsed object. */
	arguments: string | Record<string, unknown>;
}

/** A function the model may decide to call. */
export interface ChatTool {
	/** The kind of tool; only functions exist. */
	type: "function";
	/** What the function is called, what it does and what it takes. */
	function: ChatFunctionDefinition;
}

/** What the function is called, what it does and what it takes. */
export interface ChatFunctionDefinition {
	/** The function's name: letters, digits, underscores and dashes. */
	name: string;
	/** What the function does, so the model knows when to call it. */
	description?: string;
	/** The function's arguments, as a JSON Schema object. */
	parameters?: Record<string, unknown>;
	/**
	 * Hold the generated arguments exactly to the parameters schema.
	 * @default false
	 */
	strict?: boolean;
}

/** Whether and which tool the model must call. */
export type ChatToolChoice =
	| "auto"
	| "none"
	| "required"
	| {
			/** The kind of tool named. */
			type: "function";
			/** The function to call. */
			function: {
				/** Name of the function, as declared in tools. */
				name: string;
			};
	  };

/** The shape the reply must take: free text, any JSON object, or JSON that fits a schema. */
export type ChatResponseFormat =
	| {
			/** Marks free text. */
			type: "text";
	  }
	| {
			/** Marks JSON output. */
			type: "json_object";
	  }
	| {
			/** Marks schema-constrained output. */
			type: "json_schema";
			/** The schema the reply must follow, and its name. */
			json_schema: ChatJsonSchemaFormat;
	  };

/** The schema the reply must follow, and its name. */
export interface ChatJsonSchemaFormat {
	/** A name for the format. */
	name: string;
	/** What the format is for, read by the model. */
	description?: string;
	/** The JSON Schema the reply must satisfy. */
	schema?: Record<string, unknown>;
	/**
	 * Refuse any output the schema does not allow, instead of trying to follow it.
	 * @default false
	 */
	strict?: boolean;
}

/** Settings for a streamed reply. */
export interface ChatCompletionStreamOptions {
	/**
	 * End the stream with one more chunk that holds the token usage (and no choices).
	 * @default false
	 */
	include_usage?: boolean;
}

/** The model's reply. */
export interface ChatCompletionOutput {
	/** The provider's id for this completion. */
	id: string;
	/** The kind of object: chat.completion, or chat.completion.chunk in a stream. */
	object?: string;
	/** When the completion was made, in seconds since 1970 (UTC). */
	created: number;
	/** The model that answered, as the provider names it. */
	model: string;
	/** Identifies the server configuration, to tell when a change may alter results. */
	system_fingerprint?: string | null;
	/** The replies, one per n. */
	choices: ChatCompletionOutputChoice[];
	/** How many tokens the call used, which is what providers bill. */
	usage: ChatCompletionUsage;
}

/** One reply. */
export interface ChatCompletionOutputChoice {
	/** Position of this reply among the n asked for. */
	index: number;
	/** What the model said or asked to call. */
	message: ChatCompletionOutputMessage;
	/** Why generation ended: stop (natural end or a stop sequence), length, tool_calls; null while still going. */
	finish_reason: string | null;
	/** Log probabilities of the reply's tokens, when logprobs was set. */
	logprobs?: ChatCompletionLogprobs;
}

/** What the model said or asked to call. */
export interface ChatCompletionOutputMessage {
	/** Who speaks; always assistant. */
	role: string;
	/** The reply's text; null when the model only calls tools. */
	content?: string | null;
	/** The tools the model asked to call, if any. */
	tool_calls?: ChatToolCall[];
	/** A reasoning model's thinking before its answer, where the provider returns it. */
	reasoning_content?: string;
}

/** Log probabilities of the reply's tokens, when logprobs was set. */
export type ChatCompletionLogprobs = {
	/** One entry per generated token, in order. */
	content: ChatCompletionLogprob[];
} | null;

/** A generated token, its log probability and the alternatives. */
export interface ChatCompletionLogprob {
	/** The token generated. */
	token: string;
	/** Its log probability. */
	logprob: number;
	/** The likeliest tokens at this place, as many as top_logprobs asked. */
	top_logprobs: ChatCompletionTopLogprob[];
}

/** A token the model considered at this place, and its log probability. */
export interface ChatCompletionTopLogprob {
	/** The candidate token. */
	token: string;
	/** Its log probability (0 is certain, lower is less likely). */
	logprob: number;
}

/** How many tokens the call used, which is what providers bill. */
export interface ChatCompletionUsage {
	/** Tokens read from the messages. */
	prompt_tokens: number;
	/** Tokens generated. */
	completion_tokens: number;
	/** The two added up. */
	total_tokens: number;
	/** Any other field the provider includes in its answer, beyond the specification. */
	[key: string]: unknown;
}

/** One chunk of a streamed reply. */
export interface ChatCompletionStreamOutput {
	/** The provider's id for this completion. */
	id: string;
	/** The kind of object: chat.completion, or chat.completion.chunk in a stream. */
	object?: string;
	/** When the completion was made, in seconds since 1970 (UTC). */
	created: number;
	/** The model that answered, as the provider names it. */
	model: string;
	/** Identifies the server configuration, to tell when a change may alter results. */
	system_fingerprint?: string | null;
	/** What each reply gained in this chunk; empty in the final usage chunk. */
	choices: ChatCompletionStreamOutputChoice[];
	/** Token usage, in the last chunk when stream_options.include_usage is set; else null or absent. */
	usage?: ChatCompletionUsage | null;
}

/** What one reply gained. */
export interface ChatCompletionStreamOutputChoice {
	/** Which of the n replies this extends. */
	index: number;
	/** The new piece of the message. */
	delta: ChatCompletionStreamOutputDelta;
	/** Why generation ended: stop (natural end or a stop sequence), length, tool_calls; null while still going. */
	finish_reason?: string | null;
	/** Log probabilities of the reply's tokens, when logprobs was set. */
	logprobs?: ChatCompletionLogprobs;
}

/** The new piece of the message. */
export interface ChatCompletionStreamOutputDelta {
	/** Who speaks, sent in the first chunk; always assistant. */
	role?: string;
	/** Text to append to the reply. */
	content?: string | null;
	/** Pieces of tool calls, to join by index. */
	tool_calls?: ChatCompletionStreamOutputToolCall[];
	/** Text to append to a reasoning model's thinking. */
	reasoning_content?: string;
}

/** A piece of one tool call. */
export interface ChatCompletionStreamOutputToolCall {
	/** Which tool call this piece belongs to. */
	index: number;
	/** The call's id, in its first piece. */
	id?: string;
	/** The kind of tool, in its first piece. */
	type?: "function";
	/** The function's name (first piece) and more of its arguments. */
	function?: {
		/** Name of the function. */
		name?: string;
		/** Text to append to the arguments' JSON. */
		arguments?: string;
	};
}

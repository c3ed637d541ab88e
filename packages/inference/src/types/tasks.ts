import type { BaseArgs, BinaryInput } from "./options.js";

// The inputs and outputs of each task, as the hub's task specifications define them. Parameters are
// typed where callers commonly set them and left open otherwise, so new server options pass through.

type Parameters = Record<string, unknown>;

export interface LabelScore {
	label: string;
	score: number;
}

// --- chat and text generation ---

export type ChatMessageContentPart =
	| { type: "text"; text: string }
	| { type: "image_url"; image_url: { url: string; detail?: "auto" | "low" | "high" } };

export interface ChatMessage {
	role: "system" | "user" | "assistant" | "tool" | (string & {});
	content?: string | ChatMessageContentPart[] | null;
	name?: string;
	tool_call_id?: string;
	tool_calls?: ChatToolCall[];
	[key: string]: unknown;
}

export interface ChatToolCall {
	id: string;
	type: "function";
	function: { name: string; arguments: string | Record<string, unknown> };
}

export interface ChatCompletionInput {
	messages: ChatMessage[];
	max_tokens?: number;
	temperature?: number;
	top_p?: number;
	stop?: string[];
	seed?: number;
	frequency_penalty?: number;
	presence_penalty?: number;
	logprobs?: boolean;
	top_logprobs?: number;
	n?: number;
	response_format?: { type: "text" | "json" | "json_object" | "json_schema"; [key: string]: unknown };
	tools?: Array<{ type: "function"; function: { name: string; description?: string; parameters?: unknown } }>;
	tool_choice?: unknown;
	stream_options?: { include_usage?: boolean };
	[key: string]: unknown;
}

/** What every chat answer and stream chunk says about itself. */
interface ChatCompletionHeader {
	id: string;
	object?: string;
	created: number;
	model: string;
	system_fingerprint?: string | null;
}

export interface ChatCompletionOutput extends ChatCompletionHeader {
	choices: Array<{
		index: number;
		message: {
			role: string;
			content?: string | null;
			tool_calls?: ChatToolCall[];
			reasoning_content?: string;
		};
		finish_reason: string | null;
		logprobs?: unknown;
	}>;
	usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
}

export interface ChatCompletionStreamOutput extends ChatCompletionHeader {
	choices: Array<{
		index: number;
		delta: { role?: string; content?: string | null; tool_calls?: unknown[]; reasoning_content?: string };
		finish_reason: string | null;
		logprobs?: unknown;
	}>;
	usage?: ChatCompletionOutput["usage"] | null;
}

export interface TextGenerationInput {
	inputs: string;
	parameters?: {
		max_new_tokens?: number;
		temperature?: number;
		top_p?: number;
		top_k?: number;
		repetition_penalty?: number;
		stop?: string[];
		seed?: number;
		do_sample?: boolean;
		return_full_text?: boolean;
		details?: boolean;
		[key: string]: unknown;
	};
}

export interface TextGenerationOutput {
	generated_text: string;
	details?: { finish_reason?: string; generated_tokens?: number; seed?: number; [key: string]: unknown };
}

/** A streamed chunk; completions-style providers send `choices[].text`, TGI sends `token`. */
export interface TextGenerationStreamOutput {
	token?: { id: number; text: string; logprob?: number; special: boolean };
	generated_text?: string | null;
	choices?: Array<{ index: number; text: string; finish_reason: string | null }>;
	[key: string]: unknown;
}

// --- text ---

export interface TextInput {
	inputs: string;
	parameters?: Parameters;
}

export interface FeatureExtractionInput {
	inputs: string | string[];
	normalize?: boolean;
	prompt_name?: string;
	truncate?: boolean;
	truncation_direction?: "left" | "right";
	encoding_format?: "float" | "base64";
	dimensions?: number;
	parameters?: Parameters;
}

/** One embedding, or one per input; nested deeper for token-level models. */
export type FeatureExtractionOutput = Array<number | number[] | number[][]>;

export interface FillMaskOutputElement {
	score: number;
	sequence: string;
	token: number;
	token_str: string;
}

export interface QuestionAnsweringInput {
	inputs: { question: string; context: string };
	parameters?: Parameters;
}

export interface QuestionAnsweringOutput {
	answer: string;
	score: number;
	start: number;
	end: number;
}

export interface SentenceSimilarityInput {
	inputs: { source_sentence: string; sentences: string[] };
	parameters?: Parameters;
}

export interface SummarizationOutput {
	summary_text: string;
}

export interface TableQuestionAnsweringInput {
	inputs: { query: string; table: Record<string, string[]> };
	parameters?: Parameters;
}

export interface TableQuestionAnsweringOutput {
	answer: string;
	coordinates: number[][];
	cells: string[];
	aggregator?: string;
}

export interface TokenClassificationOutputElement {
	entity_group?: string;
	entity?: string;
	score: number;
	word: string;
	start: number;
	end: number;
}

export interface TranslationOutput {
	translation_text: string;
}

export interface ZeroShotClassificationInput {
	inputs: string;
	parameters: { candidate_labels: string[]; multi_label?: boolean; hypothesis_template?: string };
}

// --- multimodal and tabular ---

export interface ImageQuestionInput {
	inputs: { image: BinaryInput | string; question: string };
	parameters?: Parameters;
}

export interface DocumentQuestionAnsweringOutput {
	answer: string;
	score?: number;
	start?: number;
	end?: number;
}

export interface VisualQuestionAnsweringOutput {
	answer?: string;
	score: number;
}

export interface TabularInput {
	inputs: { data: Record<string, string[]> };
	parameters?: Parameters;
}

// --- vision and audio ---

/** Audio, an image or a video: bytes, or (where the provider takes one) a URL. */
export interface MediaInput {
	inputs: BinaryInput | string;
	parameters?: Parameters;
}

/** The older form some callers still use: the bytes under `data`. */
export interface LegacyMediaInput {
	data: BinaryInput;
	parameters?: Parameters;
}

export type MediaArgs = BaseArgs & (MediaInput | LegacyMediaInput);

export interface ZeroShotImageClassificationInput {
	inputs: BinaryInput | string | { image: BinaryInput | string };
	parameters: { candidate_labels: string[]; hypothesis_template?: string };
}

export interface ImageSegmentationOutputElement {
	label: string;
	/** A PNG mask, base64. */
	mask: string;
	score?: number | null;
}

export interface ObjectDetectionOutputElement {
	label: string;
	score: number;
	box: { xmin: number; ymin: number; xmax: number; ymax: number };
}

export interface ImageToTextOutput {
	generated_text: string;
}

export interface ImageToImageInput {
	inputs: BinaryInput | string;
	parameters?: {
		prompt?: string;
		negative_prompt?: string;
		num_inference_steps?: number;
		guidance_scale?: number;
		[key: string]: unknown;
	};
}

export interface TextToMediaInput {
	inputs: string;
	parameters?: {
		negative_prompt?: string;
		num_inference_steps?: number;
		guidance_scale?: number;
		width?: number;
		height?: number;
		seed?: number;
		[key: string]: unknown;
	};
}

export interface ImageTextToMediaInput {
	inputs?: BinaryInput | string;
	parameters?: { prompt?: string; [key: string]: unknown };
}

export interface AutomaticSpeechRecognitionOutput {
	text: string;
	chunks?: Array<{ text: string; timestamp: [number, number | null] | number[] }>;
}

export interface AudioToAudioOutputElement {
	label: string;
	/** The audio, base64. */
	blob: string;
	"content-type": string;
}

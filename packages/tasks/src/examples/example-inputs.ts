import type { PipelineType } from "../catalogue/pipeline-data.js";

/** A value JSON can carry. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One part of a chat message's content: text, or an image by URL. */
export type ChatContentPart =
	| {
			/** A text part. */
			type: "text";
			/** The text. */
			text: string;
	  }
	| {
			/** An image part. */
			type: "image_url";
			/** Where the image is. */
			image_url: {
				/** The image's URL (or a `data:` URL). */
				url: string;
			};
	  };

/** One message of an example conversation. */
export interface ChatMessage {
	/** Who speaks. */
	role: "system" | "user" | "assistant" | "tool";
	/** Text, or parts of text and images. */
	content: string | ChatContentPart[];
}

/** The request payload of an example call: task inputs (and parameters), or chat messages. */
export type ExampleInput =
	| {
			/** The task's input. */
			inputs: JsonValue;
			/** The task's parameters, when the example sets any. */
			parameters?: { [key: string]: JsonValue };
	  }
	| {
			/** The conversation, for chat models. */
			messages: ChatMessage[];
	  };

/** The parts of a hub model that change which example fits it. */
export interface ExampleModel {
	/** The model's hub tags; `conversational` makes text generation a chat. */
	tags?: readonly string[];
	/** The model's fill-mask token, e.g. `<mask>`. */
	mask_token?: string;
}

/** Steps the text-to-image examples ask for: few, so that a first try answers quickly. */
export const EXAMPLE_NUM_INFERENCE_STEPS = 5;

/** Used when a fill-mask model does not declare its mask token; BERT-style models use this one. */
const DEFAULT_MASK_TOKEN = "[MASK]";

const AUDIO_FILE = "sample1.flac";
const IMAGE_FILE = "cats.jpg";

const CHAT_MESSAGES: ChatMessage[] = [{ role: "user", content: "What is the capital of France?" }];

const IMAGE_CHAT_MESSAGES: ChatMessage[] = [
	{
		role: "user",
		content: [
			{ type: "text", text: "Describe this image in one sentence." },
			{
				type: "image_url",
				image_url: {
					url: "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg",
				},
			},
		],
	},
];

const TEXT_PREFIX = "Can you please let us know more details about your ";

const EIFFEL_TOWER =
	"The tower is 324 metres (1,063 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side. During its construction, the Eiffel Tower surpassed the Washington Monument to become the tallest man-made structure in the world, a title it held for 41 years until the Chrysler Building in New York City was finished in 1930. It was the first structure to reach a height of 300 metres. Due to the addition of a broadcasting aerial at the top of the tower in 1957, it is now taller than the Chrysler Building by 5.2 metres (17 ft). Excluding transmitters, the Eiffel Tower is the second tallest free-standing structure in France after the Millau Viaduct.";

/** Two rows of the fish-market table, one column per feature. */
const FISH_MEASUREMENTS = {
	Height: [11.52, 12.48],
	Length1: [23.2, 24],
	Length2: [25.4, 26.3],
	Species: ["Bream", "Bream"],
};

const isConversational = (model?: ExampleModel) => model?.tags?.includes("conversational") ?? false;

type ExampleSource = ExampleInput | ((model?: ExampleModel) => ExampleInput);

/** The hub's familiar example for each task the snippet generator covers. */
const EXAMPLES: Partial<Record<PipelineType, ExampleSource>> = {
	"text-classification": { inputs: "I like you. I love you" },
	"token-classification": { inputs: "My name is Sarah Jessica Parker but you can call me Jessica" },
	"zero-shot-classification": {
		inputs:
			"Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!",
		parameters: { candidate_labels: ["refund", "legal", "faq"] },
	},
	translation: { inputs: "Меня зовут Вольфганг и я живу в Берлине" },
	summarization: { inputs: EIFFEL_TOWER },
	"question-answering": {
		inputs: { question: "What is my name?", context: "My name is Clara and I live in Berkeley." },
	},
	"table-question-answering": {
		inputs: {
			query: "How many stars does the transformers repository have?",
			table: {
				Repository: ["Transformers", "Datasets", "Tokenizers"],
				Stars: ["36542", "4512", "3934"],
				Contributors: ["651", "77", "34"],
				"Programming language": ["Python", "Python", "Rust, Python and NodeJS"],
			},
		},
	},
	"feature-extraction": { inputs: "Today is a sunny day and I will get some ice cream." },
	"sentence-similarity": {
		inputs: {
			source_sentence: "That is a happy person",
			sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
		},
	},
	"fill-mask": (model) => ({
		inputs: `The answer to the universe is ${model?.mask_token ?? DEFAULT_MASK_TOKEN}.`,
	}),
	"text-generation": (model) =>
		isConversational(model) ? { messages: CHAT_MESSAGES } : { inputs: TEXT_PREFIX },
	"image-text-to-text": (model) =>
		isConversational(model) ? { messages: IMAGE_CHAT_MESSAGES } : { inputs: TEXT_PREFIX },
	"document-question-answering": { inputs: { image: "cat.png", question: "What is in this image?" } },
	"visual-question-answering": { inputs: { image: "cat.png", question: "What is in this image?" } },
	"image-classification": { inputs: IMAGE_FILE },
	"image-segmentation": { inputs: IMAGE_FILE },
	"image-to-text": { inputs: IMAGE_FILE },
	"object-detection": { inputs: IMAGE_FILE },
	"zero-shot-image-classification": {
		inputs: IMAGE_FILE,
		parameters: { candidate_labels: ["cat", "dog", "llama"] },
	},
	"image-to-image": { inputs: "cat.png", parameters: { prompt: "Turn the cat into a tiger." } },
	"image-text-to-image": { inputs: "cat.png", parameters: { prompt: "Turn the cat into a tiger." } },
	"image-to-video": { inputs: "cat.png", parameters: { prompt: "The cat starts to dance" } },
	"image-text-to-video": { inputs: "cat.png", parameters: { prompt: "The cat starts to dance" } },
	"automatic-speech-recognition": { inputs: AUDIO_FILE },
	"audio-classification": { inputs: AUDIO_FILE },
	"audio-to-audio": { inputs: AUDIO_FILE },
	"text-to-image": { inputs: "Astronaut riding a horse" },
	"text-to-video": { inputs: "A young man walking on the street" },
	"text-to-speech": { inputs: "The answer to the universe is 42" },
	"text-to-audio": { inputs: "liquid drum and bass, atmospheric synths, airy sounds" },
	"tabular-classification": { inputs: { data: FISH_MEASUREMENTS } },
	"tabular-regression": { inputs: { data: FISH_MEASUREMENTS } },
};

/** Tasks that have an example input, in catalogue order. */
export const EXAMPLE_TASKS = Object.keys(EXAMPLES) as PipelineType[];

/**
 * The example input for a task, as a plain value (never source text): callers render it in the
 * language they need. Each call returns a fresh copy, so callers may change it freely.
 * Returns `undefined` for a task that has no example, or a string that is no task at all.
 *
 * @param task - The task id, e.g. `"fill-mask"`.
 * @param model - The model's tags and mask token, when the example depends on them: a
 *   `conversational` tag makes text generation a chat, and fill-mask uses the model's mask token.
 * @returns The example's `{ inputs, parameters? }` or `{ messages }`, or undefined.
 * @example
 * ```ts
 * import { getExampleInput } from "@hubkit/tasks";
 *
 * console.log(getExampleInput("fill-mask", { mask_token: "<mask>" })); // { inputs: 'The answer to the universe is <mask>.' }
 * console.log(getExampleInput("text-generation", { tags: ["conversational"] })); // { messages: [ … ] }
 * ```
 */
export function getExampleInput(task: string, model?: ExampleModel): ExampleInput | undefined {
	if (!Object.hasOwn(EXAMPLES, task)) return undefined;
	const source = EXAMPLES[task as PipelineType];
	if (source === undefined) return undefined;
	const example = typeof source === "function" ? source(model) : source;
	// Examples are plain JSON, so a JSON round trip is a complete deep copy.
	return JSON.parse(JSON.stringify(example)) as ExampleInput;
}

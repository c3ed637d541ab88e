import { type TinyModel, vocabulary } from "./tiny-model.js";

/** The tiny models the transformers.js snippets run with, one per task, with their hub ids. */

const PRAISE = ["love", "like", "great", "good", "wonderful", "happy", "excellent", "enjoy"];
const BLAME = ["hate", "awful", "bad", "terrible", "boring", "sad", "horrible", "dislike"];
const PEOPLE = ["sarah", "jessica", "parker", "clara"];
const PLACES = ["london", "paris", "berkeley"];
const COMMON = [
	".",
	",",
	"!",
	"?",
	"i",
	"you",
	"it",
	"this",
	"the",
	"a",
	"is",
	"was",
	"and",
	"but",
	"my",
	"me",
];
const MORE = [
	"movie",
	"film",
	"name",
	"can",
	"call",
	"live",
	"in",
	"today",
	"sunny",
	"day",
	"will",
	"get",
	"some",
];

/** Praise adds to POSITIVE, blame to NEGATIVE; the sums are the logits. */
export const SENTIMENT: TinyModel = {
	modelType: "bert",
	architecture: "BertForSequenceClassification",
	words: [...COMMON, ...MORE, ...PRAISE, ...BLAME],
	labels: ["NEGATIVE", "POSITIVE"],
	outputs: [
		{
			name: "logits",
			width: 2,
			row: (token) => (PRAISE.includes(token) ? [0, 2] : BLAME.includes(token) ? [2, 0] : [0, 0]),
			perText: true,
		},
	],
};

/** A name is a person, a city a location, anything else (the special tokens too) outside any entity. */
export const ENTITIES: TinyModel = {
	modelType: "bert",
	architecture: "BertForTokenClassification",
	words: [...COMMON, ...MORE, ...PEOPLE, ...PLACES],
	labels: ["O", "PER", "LOC"],
	outputs: [
		{
			name: "logits",
			width: 3,
			row: (token) => (PEOPLE.includes(token) ? [0, 3, 0] : PLACES.includes(token) ? [0, 0, 3] : [3, 0, 0]),
		},
	],
};

/** The answer's span starts and ends on a name: "What is my name?" finds it in the context. */
const nameScore = (token: string) => [PEOPLE.includes(token) ? 6 : 0];

export const ANSWERS: TinyModel = {
	modelType: "bert",
	architecture: "BertForQuestionAnswering",
	words: [...COMMON, ...MORE, ...PEOPLE, ...PLACES, "what", "where", "do"],
	outputs: [
		{ name: "start_logits", width: "scalar", row: nameScore },
		{ name: "end_logits", width: "scalar", row: nameScore },
	],
};

const EMBEDDING_WORDS = [...COMMON, ...MORE, ...PRAISE, ...BLAME, "ice", "cream"];

/** Four numbers per token, drawn from its place in the vocabulary so every token differs. */
export function embeddingRow(token: string): number[] {
	const at = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", ...EMBEDDING_WORDS].indexOf(token);
	return [Math.sin(at), Math.cos(at), Math.sin(2 * at) / 2, 1 / (1 + at)];
}

export const EMBEDDINGS: TinyModel = {
	modelType: "bert",
	architecture: "BertModel",
	words: EMBEDDING_WORDS,
	outputs: [{ name: "last_hidden_state", width: 4, row: embeddingRow }],
};

/**
 * What follows each word: a bigram language model, so generation continues the tasks' example
 * prompts (a plain one ending in "your", a chat question ending in "?") and ends on [SEP].
 */
const NEXT: Record<string, string> = {
	your: "order",
	order: ".",
	"?": "paris",
	paris: ".",
	".": "[SEP]",
};

const STORY_WORDS = [
	"can",
	"you",
	"please",
	"let",
	"us",
	"know",
	"more",
	"details",
	"about",
	"your",
	"order",
];
const QUESTION_WORDS = ["what", "is", "the", "capital", "of", "france", "?", "paris", "."];

export const BIGRAMS: TinyModel = {
	modelType: "gpt2",
	architecture: "GPT2LMHeadModel",
	words: [...STORY_WORDS, ...QUESTION_WORDS],
	outputs: [
		{
			name: "logits",
			width: 5 + STORY_WORDS.length + QUESTION_WORDS.length,
			row: (token) =>
				vocabulary(BIGRAMS).map((word) => (Object.hasOwn(NEXT, token) && NEXT[token] === word ? 10 : 0)),
		},
	],
	// Each message's text on a line of its own, as a chat template formats a conversation.
	chatTemplate: "{% for message in messages %}{{ message['content'] }}\n{% endfor %}",
};

const ANSWER_WORDS = ["the", "answer", "to", "universe", "is", ".", "42", "everything"];

/** A masked word is guessed from the word before it: after "is" comes "42". */
export const MASKED: TinyModel = {
	modelType: "bert",
	architecture: "BertForMaskedLM",
	words: ANSWER_WORDS,
	outputs: [
		{
			name: "logits",
			width: 5 + ANSWER_WORDS.length,
			row: (token) => vocabulary(MASKED).map((word) => (token === "is" && word === "42" ? 10 : 0)),
			afterPrevious: true,
		},
	],
};

const MONEY = ["bought", "paid", "price", "reimbursed", "refund", "money"];
const LAW = ["legal", "lawyer", "court", "sue"];
const QUESTIONS = ["faq", "how", "question", "help"];

/**
 * Which of three topics a word is about (money, the law, questions): a premise and a hypothesis
 * ("This example is refund.") agree as far as their topics do, so a reader asking to be
 * reimbursed is asking for a refund.
 */
export const TOPICS: TinyModel = {
	modelType: "bert",
	architecture: "BertForSequenceClassification",
	words: [...COMMON, ...MORE, ...MONEY, ...LAW, ...QUESTIONS, "example"],
	labels: ["contradiction", "neutral", "entailment"],
	outputs: [
		{
			name: "logits",
			width: 3,
			row: (token) => [
				MONEY.includes(token) ? 2 : 0,
				LAW.includes(token) ? 2 : 0,
				QUESTIONS.includes(token) ? 2 : 0,
			],
			agreement: true,
		},
	],
};

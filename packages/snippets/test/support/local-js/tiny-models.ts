import type { TinyBert } from "./tiny-bert.js";

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
export const SENTIMENT: TinyBert = {
	architecture: "BertForSequenceClassification",
	output: "logits",
	words: [...COMMON, ...MORE, ...PRAISE, ...BLAME],
	width: 2,
	labels: ["NEGATIVE", "POSITIVE"],
	row: (token) => (PRAISE.includes(token) ? [0, 2] : BLAME.includes(token) ? [2, 0] : [0, 0]),
	perText: true,
};

/** A name is a person, a city a location, anything else (the special tokens too) outside any entity. */
export const ENTITIES: TinyBert = {
	architecture: "BertForTokenClassification",
	output: "logits",
	words: [...COMMON, ...MORE, ...PEOPLE, ...PLACES],
	width: 3,
	labels: ["O", "PER", "LOC"],
	row: (token) => (PEOPLE.includes(token) ? [0, 3, 0] : PLACES.includes(token) ? [0, 0, 3] : [3, 0, 0]),
	perText: false,
};

const EMBEDDING_WORDS = [...COMMON, ...MORE, ...PRAISE, ...BLAME, "ice", "cream"];

/** Four numbers per token, drawn from its place in the vocabulary so every token differs. */
export const EMBEDDINGS: TinyBert = {
	architecture: "BertModel",
	output: "last_hidden_state",
	words: EMBEDDING_WORDS,
	width: 4,
	row: (token) => {
		const at = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", ...EMBEDDING_WORDS].indexOf(token);
		return [Math.sin(at), Math.cos(at), Math.sin(2 * at) / 2, 1 / (1 + at)];
	},
	perText: false,
};

/** Label vocabularies of the models the emulator imitates, picked from the model id. */

const SENTIMENT = ["POSITIVE", "NEGATIVE"];
const EMOTIONS = ["joy", "sadness", "anger", "fear", "love", "surprise"];
const GENERIC_TEXT = ["LABEL_0", "LABEL_1"];

const IMAGENET = [
	"tabby, tabby cat",
	"tiger cat",
	"Egyptian cat",
	"lynx, catamount",
	"golden retriever",
	"Labrador retriever",
	"sports car, sport car",
	"lakeside, lakeshore",
	"mountain bike, all-terrain bike",
	"espresso",
	"pizza, pizza pie",
	"daisy",
];
const NSFW = ["normal", "nsfw"];

export const COCO = [
	"cat",
	"dog",
	"person",
	"couch",
	"remote",
	"bicycle",
	"car",
	"potted plant",
	"bird",
	"cup",
];
export const ADE20K = [
	"wall",
	"building",
	"sky",
	"floor",
	"tree",
	"ceiling",
	"road",
	"person",
	"grass",
	"cat",
];
export const AUDIOSET = [
	"Speech",
	"Music",
	"Male speech, man speaking",
	"Female speech, woman speaking",
	"Narration, monologue",
	"Silence",
	"Inside, small room",
	"Sine wave",
];
export const VQA_ANSWERS = ["yes", "no", "2", "1", "cat", "dog", "white", "black", "outside", "sitting"];
export const NER_GROUPS = ["PER", "ORG", "LOC", "MISC"];
export const CAPTIONS = [
	"a cat sitting on top of a wooden table",
	"a dog running through a grassy field",
	"a red car parked on the side of a street",
	"a plate of food with a fork and a knife",
	"a man riding a bike down a city street",
	"a bird perched on a branch of a tree",
];
export const TRANSCRIPTS = [
	"The quick brown fox jumps over the lazy dog.",
	"Going along slushy country roads and speaking to damp audiences in draughty schoolrooms.",
	"I have a dream that one day this nation will rise up.",
	"Hello, this is a test of the speech recognition system.",
	"Please call Stella and ask her to bring these things with her from the store.",
];
export const DOCUMENT_ANSWERS = ["us-001", "$154.06", "2019-11-02", "Clara Oswald", "Invoice", "1234"];
export const MASK_FILLERS = [
	"life",
	"love",
	"simple",
	"everything",
	"42",
	"unknown",
	"this",
	"one",
	"time",
	"music",
];

export function textLabels(modelId: string): string[] {
	const id = modelId.toLowerCase();
	if (id.includes("sst-2") || id.includes("sentiment") || id.includes("sst2")) return SENTIMENT;
	if (id.includes("emotion")) return EMOTIONS;
	return GENERIC_TEXT;
}

export function imageLabels(modelId: string): string[] {
	return modelId.toLowerCase().includes("nsfw") ? NSFW : IMAGENET;
}

/** BERT-family tokenizers use [MASK]; RoBERTa-family ones use <mask>. */
export function maskToken(modelId: string): string {
	return /roberta|camembert|xlm|bart/i.test(modelId) ? "<mask>" : "[MASK]";
}

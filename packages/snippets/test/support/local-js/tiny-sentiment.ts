import { existsSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { FLOAT, INT64, onnxModel } from "./onnx-writer.js";

/**
 * A tiny sentiment classifier, written on this machine as a BERT-type text-classification repo that
 * transformers.js 4.3.1 loads: what it reads was read in its own source
 * (node_modules/@huggingface/transformers/src, 4.3.1): `config.json` (`model_type` picks the model
 * class, `id2label` names the labels), `tokenizer.json` and `tokenizer_config.json` (the tokenizer),
 * and `onnx/model.onnx`: on Node's CPU the default dtype is fp32, whose file name has no suffix
 * (utils/dtypes.js `DEFAULT_DTYPE_SUFFIX_MAPPING`, models/session.js, utils/model-loader.js
 * `getCoreModelFile`, under the `onnx` subfolder of models/modeling_utils.js). The model feeds its
 * session only the inputs the graph declares, so `input_ids` and `attention_mask` are enough.
 *
 * The graph is a bag of words: each token adds its row of `[negative, positive]` scores, masked by
 * the attention mask, and the sums are the logits. Words of praise push one way, words of blame
 * the other: a real classification of real text, in a 1 KB model that is written in milliseconds.
 */

const SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"];
const POSITIVE = ["love", "like", "great", "good", "wonderful", "happy", "excellent", "enjoy"];
const NEGATIVE = ["hate", "awful", "bad", "terrible", "boring", "sad", "horrible", "dislike"];
const OTHER = [
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
	"movie",
	"is",
	"was",
	"and",
	"so",
	"film",
];
const VOCAB = [...SPECIAL, ...OTHER, ...POSITIVE, ...NEGATIVE];
const LABELS = ["NEGATIVE", "POSITIVE"];

const id = (token: string) => VOCAB.indexOf(token);

/** Each token's `[negative, positive]` score. */
function scores(): number[] {
	return VOCAB.flatMap((token) => {
		if (POSITIVE.includes(token)) return [0, 2];
		if (NEGATIVE.includes(token)) return [2, 0];
		return [0, 0];
	});
}

function model(): Uint8Array {
	const batchBySequence = ["batch", "sequence"];
	return onnxModel({
		name: "tiny-sentiment",
		// Unsqueeze and ReduceSum take their axes as an input from opset 13 on
		// (onnx.ai/onnx/operators/onnx__Unsqueeze.html and onnx__ReduceSum.html); IR version 7 carries opset 13.
		opset: 13,
		irVersion: 7,
		inputs: [
			{ name: "input_ids", type: INT64, shape: batchBySequence },
			{ name: "attention_mask", type: INT64, shape: batchBySequence },
		],
		outputs: [{ name: "logits", type: FLOAT, shape: ["batch", LABELS.length] }],
		initializers: [
			{ name: "token_scores", type: FLOAT, dims: [VOCAB.length, LABELS.length], values: scores() },
			{ name: "bias", type: FLOAT, dims: [LABELS.length], values: [0, 0] },
			{ name: "last_axis", type: INT64, dims: [1], values: [2] },
			{ name: "sequence_axis", type: INT64, dims: [1], values: [1] },
		],
		nodes: [
			{ op: "Gather", inputs: ["token_scores", "input_ids"], outputs: ["per_token"] },
			{ op: "Cast", inputs: ["attention_mask"], outputs: ["mask"], ints: { to: FLOAT } },
			{ op: "Unsqueeze", inputs: ["mask", "last_axis"], outputs: ["mask_3d"] },
			{ op: "Mul", inputs: ["per_token", "mask_3d"], outputs: ["kept"] },
			{ op: "ReduceSum", inputs: ["kept", "sequence_axis"], outputs: ["summed"], ints: { keepdims: 0 } },
			{ op: "Add", inputs: ["summed", "bias"], outputs: ["logits"] },
		],
	});
}

/**
 * tokenizer.json in the tokenizers library's format, with the parts @huggingface/tokenizers 0.2.0
 * (transformers.js's tokenizer) builds from their `type`: the BertNormalizer (lower case), the
 * BertPreTokenizer (words and punctuation), a WordPiece model and BertProcessing ([CLS] … [SEP]).
 */
function tokenizer() {
	return {
		version: "1.0",
		truncation: null,
		padding: null,
		added_tokens: SPECIAL.map((content) => ({
			id: id(content),
			content,
			single_word: false,
			lstrip: false,
			rstrip: false,
			normalized: false,
			special: true,
		})),
		normalizer: {
			type: "BertNormalizer",
			clean_text: true,
			handle_chinese_chars: true,
			strip_accents: null,
			lowercase: true,
		},
		pre_tokenizer: { type: "BertPreTokenizer" },
		post_processor: { type: "BertProcessing", sep: ["[SEP]", id("[SEP]")], cls: ["[CLS]", id("[CLS]")] },
		decoder: { type: "WordPiece", prefix: "##", cleanup: true },
		model: {
			type: "WordPiece",
			unk_token: "[UNK]",
			continuing_subword_prefix: "##",
			max_input_chars_per_word: 100,
			vocab: Object.fromEntries(VOCAB.map((token, i) => [token, i])),
		},
	};
}

/** The repo's files by path, as a hub serves them. */
export function tinySentimentFiles(): Record<string, Uint8Array | string> {
	const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
	return {
		"config.json": json({
			architectures: ["BertForSequenceClassification"],
			model_type: "bert",
			vocab_size: VOCAB.length,
			id2label: Object.fromEntries(LABELS.map((label, i) => [String(i), label])),
			label2id: Object.fromEntries(LABELS.map((label, i) => [label, i])),
		}),
		"tokenizer.json": json(tokenizer()),
		"tokenizer_config.json": json({
			tokenizer_class: "BertTokenizer",
			do_lower_case: true,
			model_max_length: 512,
			cls_token: "[CLS]",
			sep_token: "[SEP]",
			pad_token: "[PAD]",
			unk_token: "[UNK]",
			mask_token: "[MASK]",
		}),
		"onnx/model.onnx": model(),
	};
}

/**
 * Writes the repo under `dir` unless an earlier file of this run already did (the folder is the
 * package's ignored `.runs/`, emptied when the whole run ends); written in a side folder and moved
 * into place, so a file running beside this one never reads half a repo.
 */
export function writeTinySentiment(dir: string): string {
	if (existsSync(join(dir, "onnx/model.onnx"))) return dir;
	const partial = `${dir}.partial-${process.pid}`;
	for (const [path, content] of Object.entries(tinySentimentFiles())) {
		mkdirSync(dirname(join(partial, path)), { recursive: true });
		writeFileSync(join(partial, path), content);
	}
	mkdirSync(dirname(dir), { recursive: true });
	try {
		renameSync(partial, dir);
	} catch (error) {
		// Another file moved its copy in first: the same bytes, so theirs will do.
		if (!existsSync(join(dir, "onnx/model.onnx"))) throw error;
	}
	return dir;
}

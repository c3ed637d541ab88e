import { FLOAT, type Graph, INT64, onnxModel, type Tensor, type Value } from "./onnx-writer.js";

/**
 * Tiny repos written on this machine, in the layout transformers.js 4.3.1 loads: what it reads was
 * read in its own source (node_modules/@huggingface/transformers/src, 4.3.1): `config.json`
 * (`model_type` and `architectures` pick the model class, `id2label` names the labels,
 * `eos_token_id` ends generation), `tokenizer.json` and `tokenizer_config.json` (its
 * `chat_template` formats chat messages), and `onnx/model.onnx`: on Node's CPU the
 * default dtype is fp32, whose file name has no suffix (utils/dtypes.js
 * `DEFAULT_DTYPE_SUFFIX_MAPPING`, models/session.js, utils/model-loader.js `getCoreModelFile`, in
 * the `onnx` subfolder of models/modeling_utils.js). A model feeds its session only the inputs the
 * graph declares, so `input_ids` and `attention_mask` are enough (and `token_type_ids` for pairs); a decoder whose graph takes no
 * past key values is given the whole sequence at every step (models/modeling_utils.js
 * `decoder_forward` and `addPastKeyValues`).
 *
 * Each output looks every token up in a table of rows (one number per label, or per dimension of an
 * embedding, or one number, or one per word of the vocabulary): per token for token
 * classification, embeddings, answer spans and the next token's logits, the previous token's for
 * a masked word, summed over the unmasked tokens for text classification. Rows chosen by hand make the answers real (praise is positive, a name
 * is a person) in models of a kilobyte or two, written in memory in milliseconds: nothing to cache.
 */

const SPECIAL = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"];

/** One output of the graph: a table with a row per token, looked up for every token of the input. */
export interface TinyOutput {
	/** The name the pipeline reads: `logits`, `last_hidden_state`, `start_logits`, … */
	name: string;
	/** How many numbers a row has (labels, or an embedding's width); `scalar` gives one number per token, unboxed. */
	width: number | "scalar";
	/** A token's row; the special and unknown tokens' too. */
	row(token: string): number[];
	/** Sum the rows over the unmasked tokens (one answer per text) instead of one per token. */
	perText?: boolean;
	/** Give each position the previous token's row (the first position zeros): what comes after a word. */
	afterPrevious?: boolean;
	/**
	 * For a pair of texts (premise, hypothesis): how far the second's rows agree with the first's
	 * (the dot product of their sums) is the entailment logit, its negative the contradiction one,
	 * and neutral is 0: `[contradiction, neutral, entailment]` per pair. The graph then also takes
	 * `token_type_ids`, which tell the two texts apart.
	 */
	agreement?: boolean;
}

export interface TinyModel {
	/** config.json's `model_type`: `bert` (its tokenizer wraps a text in [CLS] … [SEP]) or `gpt2`. */
	modelType: "bert" | "gpt2";
	/** The transformers class in config.json's `architectures`. */
	architecture: string;
	/** The words the tokenizer knows, besides the special tokens. */
	words: readonly string[];
	/** Classification labels, by index (config.json's `id2label`). */
	labels?: readonly string[];
	outputs: readonly TinyOutput[];
	/** tokenizer_config.json's `chat_template`, for a chat model. */
	chatTemplate?: string;
}

export function vocabulary(model: TinyModel): string[] {
	return [...SPECIAL, ...model.words];
}

/** The agreement of a pair's two texts, as `[contradiction, neutral, entailment]` logits. */
function agreementNodes(output: TinyOutput): Graph["nodes"] {
	const table = `${output.name}_table`;
	const sum = (rows: string, mask: string, into: string): Graph["nodes"] => [
		{ op: "Mul", inputs: [rows, mask], outputs: [`${into}_rows`] },
		{ op: "ReduceSum", inputs: [`${into}_rows`, "sequence_axis"], outputs: [into], ints: { keepdims: 0 } },
	];
	return [
		{ op: "Gather", inputs: [table, "input_ids"], outputs: ["pair_rows"] },
		{ op: "Cast", inputs: ["token_type_ids"], outputs: ["second_text"], ints: { to: FLOAT } },
		{ op: "Unsqueeze", inputs: ["second_text", "last_axis"], outputs: ["second_text_3d"] },
		{ op: "Mul", inputs: ["mask_3d", "second_text_3d"], outputs: ["hypothesis_mask"] },
		{ op: "Sub", inputs: ["mask_3d", "hypothesis_mask"], outputs: ["premise_mask"] },
		...sum("pair_rows", "premise_mask", "premise"),
		...sum("pair_rows", "hypothesis_mask", "hypothesis"),
		{ op: "Mul", inputs: ["premise", "hypothesis"], outputs: ["agreement_terms"] },
		{
			op: "ReduceSum",
			inputs: ["agreement_terms", "sequence_axis"],
			outputs: ["entailment"],
			ints: { keepdims: 1 },
		},
		{ op: "Neg", inputs: ["entailment"], outputs: ["contradiction"] },
		{ op: "Sub", inputs: ["entailment", "entailment"], outputs: ["neutral"] },
		{
			op: "Concat",
			inputs: ["contradiction", "neutral", "entailment"],
			outputs: [output.name],
			ints: { axis: 1 },
		},
	];
}

function outputNodes(output: TinyOutput): Graph["nodes"] {
	const table = `${output.name}_table`;
	if (output.agreement) return agreementNodes(output);
	if (output.afterPrevious) {
		const perToken = `${output.name}_per_token`;
		const allButLast = `${output.name}_all_but_last`;
		return [
			{ op: "Gather", inputs: [table, "input_ids"], outputs: [perToken] },
			{ op: "Slice", inputs: [perToken, "zero", "minus_one", "sequence_axis"], outputs: [allButLast] },
			{ op: "Pad", inputs: [allButLast, "one_step_later"], outputs: [output.name] },
		];
	}
	if (!output.perText) return [{ op: "Gather", inputs: [table, "input_ids"], outputs: [output.name] }];
	const perToken = `${output.name}_per_token`;
	const kept = `${output.name}_kept`;
	return [
		{ op: "Gather", inputs: [table, "input_ids"], outputs: [perToken] },
		{ op: "Mul", inputs: [perToken, "mask_3d"], outputs: [kept] },
		{ op: "ReduceSum", inputs: [kept, "sequence_axis"], outputs: [output.name], ints: { keepdims: 0 } },
	];
}

function graph(model: TinyModel): Graph {
	const vocab = vocabulary(model);
	const batchBySequence = ["batch", "sequence"];
	const input = (name: string): Value => ({ name, type: INT64, shape: batchBySequence });
	const pairs = model.outputs.some((output) => output.agreement);
	return {
		name: "tiny-model",
		// Unsqueeze and ReduceSum take their axes as an input from opset 13 on
		// (onnx.ai/onnx/operators/onnx__Unsqueeze.html and onnx__ReduceSum.html); IR version 7 carries opset 13.
		opset: 13,
		irVersion: 7,
		inputs: [input("input_ids"), input("attention_mask"), ...(pairs ? [input("token_type_ids")] : [])],
		outputs: model.outputs.map(
			({ name, width, perText, agreement }): Value => ({
				name,
				type: FLOAT,
				shape: agreement
					? ["batch", 3]
					: [...(perText ? ["batch"] : batchBySequence), ...(width === "scalar" ? [] : [width])],
			}),
		),
		initializers: [
			...model.outputs.map(
				({ name, width, row }): Tensor => ({
					name: `${name}_table`,
					type: FLOAT,
					dims: width === "scalar" ? [vocab.length] : [vocab.length, width],
					values: vocab.flatMap(row),
				}),
			),
			{ name: "last_axis", type: INT64, dims: [1], values: [2] },
			{ name: "sequence_axis", type: INT64, dims: [1], values: [1] },
			// Slice and Pad take their bounds as inputs from opset 13 on (onnx.ai/onnx/operators/
			// onnx__Slice.html, onnx__Pad.html): drop the last position, add a zero one in front.
			{ name: "zero", type: INT64, dims: [1], values: [0] },
			{ name: "minus_one", type: INT64, dims: [1], values: [-1] },
			{ name: "one_step_later", type: INT64, dims: [6], values: [0, 1, 0, 0, 0, 0] },
		],
		nodes: [
			// The attention mask as a float per token, shaped to multiply the rows.
			{ op: "Cast", inputs: ["attention_mask"], outputs: ["mask"], ints: { to: FLOAT } },
			{ op: "Unsqueeze", inputs: ["mask", "last_axis"], outputs: ["mask_3d"] },
			...model.outputs.flatMap(outputNodes),
		],
	};
}

/**
 * tokenizer.json in the tokenizers library's format, with the parts @huggingface/tokenizers 0.2.0
 * (transformers.js's tokenizer) builds from their `type`: the BertNormalizer (lower case), the
 * BertPreTokenizer (words and punctuation), a WordPiece model and, for BERT, BertProcessing
 * ([CLS] … [SEP]).
 */
function tokenizer(model: TinyModel) {
	const vocab = vocabulary(model);
	const id = (token: string) => vocab.indexOf(token);
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
		post_processor:
			model.modelType === "bert"
				? { type: "BertProcessing", sep: ["[SEP]", id("[SEP]")], cls: ["[CLS]", id("[CLS]")] }
				: null,
		decoder: { type: "WordPiece", prefix: "##", cleanup: true },
		model: {
			type: "WordPiece",
			unk_token: "[UNK]",
			continuing_subword_prefix: "##",
			max_input_chars_per_word: 100,
			vocab: Object.fromEntries(vocab.map((token, i) => [token, i])),
		},
	};
}

/** The repo's files by path, as a hub serves them. */
export function tinyModelFiles(model: TinyModel): Record<string, Uint8Array | string> {
	const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
	const labels = model.labels ?? [];
	return {
		"config.json": json({
			architectures: [model.architecture],
			model_type: model.modelType,
			// Generation ends on [SEP], the end of a text.
			eos_token_id: SPECIAL.indexOf("[SEP]"),
			vocab_size: vocabulary(model).length,
			hidden_size: Math.max(...model.outputs.map(({ width }) => (width === "scalar" ? 1 : width))),
			...(labels.length > 0
				? {
						id2label: Object.fromEntries(labels.map((label, i) => [String(i), label])),
						label2id: Object.fromEntries(labels.map((label, i) => [label, i])),
					}
				: {}),
		}),
		"tokenizer.json": json(tokenizer(model)),
		"tokenizer_config.json": json({
			tokenizer_class: "BertTokenizer",
			do_lower_case: true,
			model_max_length: 512,
			cls_token: "[CLS]",
			sep_token: "[SEP]",
			pad_token: "[PAD]",
			unk_token: "[UNK]",
			mask_token: "[MASK]",
			eos_token: "[SEP]",
			...(model.chatTemplate === undefined ? {} : { chat_template: model.chatTemplate }),
		}),
		"onnx/model.onnx": onnxModel(graph(model)),
	};
}

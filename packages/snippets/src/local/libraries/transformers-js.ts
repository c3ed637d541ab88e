import { js, jsValue } from "../code.js";
import { field, type LocalCode, type LocalContext, labels, textInput } from "../context.js";

/** A speech sample the transformers.js guides use: audio input is decoded by the browser. */
const SPEECH_URL = "https://huggingface.co/datasets/Xenova/transformers.js-docs/resolve/main/jfk.wav";

const AUDIO_INPUT = new Set(["automatic-speech-recognition", "audio-classification"]);

/** The call's arguments and what the snippet does with the output. */
function call(context: LocalContext): { args: string; after: string } {
	const text = (fallback: string) => js(textInput(context, fallback));
	const print = "console.log(output);";
	switch (context.task) {
		case "text-generation":
			return context.chat
				? {
						args: `${jsValue(context.messages)}, { max_new_tokens: 128 }`,
						after: "console.log(output[0].generated_text);",
					}
				: { args: `${text("Once upon a time,")}, { max_new_tokens: 64 }`, after: print };
		case "zero-shot-classification":
			return {
				args: `${text("I love this movie.")}, ${jsValue(labels(context, ["positive", "negative"]))}`,
				after: print,
			};
		case "zero-shot-image-classification":
		case "zero-shot-object-detection":
			return { args: `${text("cats.jpg")}, ${jsValue(labels(context, ["cat", "dog"]))}`, after: print };
		case "question-answering":
			return {
				args: `${js(field(context, "question", "What is my name?"))}, ${js(field(context, "context", "My name is Clara."))}`,
				after: print,
			};
		case "document-question-answering":
			return {
				args: `${js(field(context, "image", "cat.png"))}, ${js(field(context, "question", "What is in this image?"))}`,
				after: print,
			};
		case "feature-extraction":
			return {
				args: `${text("Hello")}, { pooling: "mean", normalize: true }`,
				after: "console.log(output.tolist());",
			};
		case "image-feature-extraction":
			return { args: text("cats.jpg"), after: "console.log(output.dims);" };
		case "text-to-speech":
		case "text-to-audio":
			return { args: text("Hello from my own machine."), after: 'await output.save("output.wav");' };
		case "image-to-image":
			return { args: text("cat.png"), after: 'await output.save("output.png");' };
		case "depth-estimation":
			return { args: text("cats.jpg"), after: 'await output.depth.save("depth.png");' };
		case "automatic-speech-recognition":
		case "audio-classification":
			// The examples' sample file is on the reader's disk, which a page cannot read; a caller's own input is kept.
			return {
				args: js(context.inputs === "sample1.flac" ? SPEECH_URL : textInput(context, SPEECH_URL)),
				after: print,
			};
		default:
			return { args: text("cats.jpg"), after: print };
	}
}

/** transformers.js: the pipeline, called with the task's example, and what it gives. */
export function transformersJsCode(context: LocalContext): LocalCode[] {
	const { args, after } = call(context);
	const note = AUDIO_INPUT.has(context.task)
		? "// Audio from a URL is decoded by the browser; in Node, pass the decoded samples (a Float32Array) instead.\n"
		: "";
	const content =
		'import { pipeline } from "@huggingface/transformers";\n\n' +
		note +
		`const pipe = await pipeline(${js(context.task)}, ${js(context.id)});\n` +
		`const output = await pipe(${args});\n` +
		`${after}\n`;
	return [
		{
			label: "Transformers.js",
			language: "js",
			setup: "npm install @huggingface/transformers",
			content,
			docsUrl: AUDIO_INPUT.has(context.task)
				? "https://huggingface.co/docs/transformers.js/guides/node-audio-processing"
				: "https://huggingface.co/docs/transformers.js/pipelines",
		},
	];
}

import { formatInputs } from "../../format/format-inputs.js";
import { sampleComment } from "../../generator/sample-files.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { PYTHON_METHODS } from "../../generator/template-names.js";
import { pythonLiteral, pythonString } from "../../literals/python.js";
import type { Value } from "../../literals/value.js";
import { savedFile } from "../answer.js";
import { callArguments } from "../call-arguments.js";
import type { ClientTemplates, Template } from "../template.js";
import { osImport, pythonToken } from "./common.js";

function client(call: SnippetCall): string {
	let out = `${osImport(call)}from huggingface_hub import InferenceClient

client = InferenceClient(
`;
	if (call.endpointUrl) out += `    base_url=${pythonString(call.endpointUrl)},\n`;
	else if (call.sdkProvider !== "auto" || call.directRequest)
		out += `    provider=${pythonString(call.sdkProvider)},\n`;
	out += `    api_key=${pythonToken(call)},\n`;
	if (call.billTo) out += `    bill_to=${pythonString(call.billTo)},\n`;
	return `${out})\n`;
}

/** A task method: the main input first, then `model=` and the parameters as keyword arguments. */
function method(name: string, after: string | ((call: SnippetCall) => string)): Template {
	return (call) => {
		const keywords = callArguments();
		let main: string | undefined;
		let parameters: Value | undefined;
		for (const key in call.inputs) {
			const value = call.inputs[key] as Value;
			// huggingface_hub opens a file given by its path, so the sample file's name is written as it is.
			if (key === "inputs") main = pythonLiteral(value, 1);
			else if (key === "parameters") parameters = value;
			else keywords[key] = value;
		}
		if (!call.endpointUrl) keywords.model = call.sdkModel;
		if (parameters && typeof parameters === "object" && !Array.isArray(parameters))
			Object.assign(keywords, parameters);
		const rest = formatInputs(keywords, "python");
		const args = `    ${main ?? "None"},${rest ? `\n${rest}` : ""}`;
		// huggingface_hub opens the sample file by its path: where to get it goes before the call.
		const sample = call.inputsFile ? sampleComment(call.inputsFile.file.name, "#") : "";
		return `${client(call)}\n${sample}output = client.${name}(\n${args}\n)\n\n${typeof after === "string" ? after : after(call)}`;
	};
}

const print = "print(output)";
const saveImage = 'output.save("output.png")';
/** The answer's bytes written to a file named after their media type (`file` when the call declares none). */
const writeBytes = (file: string) => (call: SnippetCall) =>
	`with open(${pythonString(savedFile(call, file))}, "wb") as f:\n    f.write(output)`;

const basic: Template = (call) => {
	const name = PYTHON_METHODS[call.task];
	return name ? method(name, print)(call) : undefined;
};

function chat(stream: boolean): Template {
	return (call) => {
		const keywords = callArguments();
		if (!call.endpointUrl) keywords.model = call.sdkModel;
		Object.assign(keywords, call.inputs);
		if (stream) keywords.stream = true;
		const args = formatInputs(keywords, "python");
		return stream
			? `${client(call)}\nstream = client.chat.completions.create(\n${args}\n)

for chunk in stream:
    if chunk.choices:
        print(chunk.choices[0].delta.content or "", end="")`
			: `${client(call)}\ncompletion = client.chat.completions.create(\n${args}\n)\n\nprint(completion.choices[0].message)`;
	};
}

/** huggingface_hub's InferenceClient (parsed, not run, in the tests: it is not installable here). */
export const HUGGINGFACE_HUB: ClientTemplates = {
	basic,
	basicAudio: basic,
	basicImage: basic,
	conversational: chat(false),
	conversationalStream: chat(true),
	documentQuestionAnswering: method("document_question_answering", print),
	imageToImage: method("image_to_image", saveImage),
	imageToVideo: method("image_to_video", writeBytes("output.mp4")),
	questionAnswering: method("question_answering", print),
	tableQuestionAnswering: method("table_question_answering", print),
	textToImage: method("text_to_image", saveImage),
	textToSpeech: method("text_to_speech", writeBytes("output.flac")),
	textToVideo: method("text_to_video", writeBytes("output.mp4")),
};

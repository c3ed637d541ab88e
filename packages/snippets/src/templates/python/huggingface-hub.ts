import { formatInputs } from "../../format/format-inputs.js";
import type { SnippetCall } from "../../generator/plan.js";
import { PYTHON_METHODS } from "../../generator/template-names.js";
import { pythonLiteral, pythonString } from "../../literals/python.js";
import type { Value } from "../../literals/value.js";
import type { ClientTemplates, Template } from "../template.js";
import { osImport, pythonToken } from "./common.js";

function client(call: SnippetCall): string {
	const lines = [
		...osImport(call),
		"from huggingface_hub import InferenceClient",
		"",
		"client = InferenceClient(",
	];
	if (call.endpointUrl) lines.push(`    base_url=${pythonString(call.endpointUrl)},`);
	else if (call.sdkProvider !== "auto" || call.directRequest)
		lines.push(`    provider=${pythonString(call.sdkProvider)},`);
	lines.push(`    api_key=${pythonToken(call)},`);
	if (call.billTo) lines.push(`    bill_to=${pythonString(call.billTo)},`);
	lines.push(")", "");
	return lines.join("\n");
}

/** A task method: the main input first, then `model=` and the parameters as keyword arguments. */
function method(name: string, after: string[]): Template {
	return (call) => {
		const { inputs, parameters, ...rest } = call.inputs;
		const file = call.file ?? call.fileField?.file;
		const main = file && inputs === file.name ? pythonString(file.name) : pythonLiteral(inputs ?? null, 1);
		const keywords: Record<string, Value> = { ...rest };
		if (!call.endpointUrl) keywords.model = call.sdkModel;
		if (parameters && typeof parameters === "object" && !Array.isArray(parameters))
			Object.assign(keywords, parameters);
		const args = [`    ${main},`, formatInputs(keywords, "python")]
			.filter((line) => line.trim() !== "")
			.join("\n");
		return [client(call), `output = client.${name}(\n${args}\n)`, "", ...after].join("\n");
	};
}

const basic: Template = (call) => {
	const name = PYTHON_METHODS[call.task];
	return name ? method(name, ["print(output)"])(call) : undefined;
};

function chat(stream: boolean): Template {
	return (call) => {
		const keywords: Record<string, Value> = {
			...(call.endpointUrl ? {} : { model: call.sdkModel }),
			...call.inputs,
		};
		if (stream) keywords.stream = true;
		const create = `${stream ? "stream" : "completion"} = client.chat.completions.create(\n${formatInputs(keywords, "python")}\n)`;
		const after = stream
			? [
					"for chunk in stream:",
					"    if chunk.choices:",
					'        print(chunk.choices[0].delta.content or "", end="")',
				]
			: ["print(completion.choices[0].message)"];
		return [client(call), create, "", ...after].join("\n");
	};
}

/** huggingface_hub's InferenceClient (parsed, not run, in the tests: it is not installable here). */
export const HUGGINGFACE_HUB: ClientTemplates = {
	basic,
	basicAudio: basic,
	basicImage: basic,
	conversational: chat(false),
	conversationalStream: chat(true),
	documentQuestionAnswering: method("document_question_answering", ["print(output)"]),
	imageToImage: method("image_to_image", ['output.save("output.png")']),
	imageToVideo: method("image_to_video", ['with open("output.mp4", "wb") as f:', "    f.write(output)"]),
	questionAnswering: method("question_answering", ["print(output)"]),
	tableQuestionAnswering: method("table_question_answering", ["print(output)"]),
	textToImage: method("text_to_image", ['output.save("output.png")']),
	textToSpeech: method("text_to_speech", ['with open("output.flac", "wb") as f:', "    f.write(output)"]),
	textToVideo: method("text_to_video", ['with open("output.mp4", "wb") as f:', "    f.write(output)"]),
};

import type { SnippetCall } from "../../generator/plan.js";
import { JS_METHODS } from "../../generator/template-names.js";
import { jsLiteral, jsString } from "../../literals/javascript.js";
import type { Value } from "../../literals/value.js";
import type { ClientTemplates, Template } from "../template.js";
import { jsToken } from "./common.js";

/** The call's arguments: where it goes (endpoint, or model and provider), then its inputs, a sample file opened as a Blob. */
function callArguments(call: SnippetCall): string {
	const where: Record<string, Value> = call.endpointUrl
		? { endpointUrl: call.endpointUrl }
		: { provider: call.sdkProvider, model: call.sdkModel };
	let literal = jsLiteral({ ...where, ...call.inputs });
	const file = call.file ?? call.fileField?.file;
	if (file) {
		const path = call.inputs.inputs === file.name ? "inputs" : "image";
		literal = literal.replace(
			`${path}: ${jsString(file.name)}`,
			`${path}: await openAsBlob(${jsString(file.name)}, { type: ${jsString(file.type)} })`,
		);
	}
	return literal;
}

function header(call: SnippetCall, extraImports: string[] = []): string {
	const file = call.file ?? call.fileField?.file;
	const fs = [...(file ? ["openAsBlob"] : []), ...extraImports];
	const lines = [];
	if (fs.length > 0) lines.push(`import { ${fs.sort().join(", ")} } from "node:fs";`);
	lines.push(
		'import { InferenceClient } from "@hubkit/inference";',
		"",
		`const client = new InferenceClient(${jsToken(call)});`,
		"",
	);
	return lines.join("\n");
}

const options = (call: SnippetCall) => (call.billTo ? `, { billTo: ${jsString(call.billTo)} }` : "");

function method(name: string, print: (variable: string) => string[], imports: string[] = []): Template {
	return (call) =>
		[
			header(call, imports),
			`const output = await client.${name}(${callArguments(call)}${options(call)});`,
			"",
			...print("output"),
		].join("\n");
}

const printIt = (variable: string) => [`console.log(${variable});`];

/** Blobs (images, audio, video) are saved next to the script. */
const saveAs = (file: string) => (variable: string) => [
	`writeFileSync(${jsString(file)}, Buffer.from(await ${variable}.arrayBuffer()));`,
];

const basic: Template = (call) => {
	const name = JS_METHODS[call.task];
	return name ? method(name, printIt)(call) : undefined;
};

export const HUGGINGFACE_JS: ClientTemplates = {
	basic,
	basicAudio: basic,
	basicImage: basic,
	conversational: method("chatCompletion", (variable) => [`console.log(${variable}.choices[0].message);`]),
	conversationalStream: (call) =>
		[
			header(call),
			`const stream = client.chatCompletionStream(${callArguments(call)}${options(call)});`,
			"",
			"for await (const chunk of stream) {",
			'    process.stdout.write(chunk.choices[0]?.delta.content ?? "");',
			"}",
		].join("\n"),
	imageToImage: method("imageToImage", saveAs("output.png"), ["writeFileSync"]),
	imageToVideo: method("imageToVideo", saveAs("output.mp4"), ["writeFileSync"]),
	textToAudio: method("textToAudio", saveAs("output.flac"), ["writeFileSync"]),
	textToImage: method("textToImage", saveAs("output.png"), ["writeFileSync"]),
	textToSpeech: method("textToSpeech", saveAs("output.flac"), ["writeFileSync"]),
	textToVideo: method("textToVideo", saveAs("output.mp4"), ["writeFileSync"]),
};

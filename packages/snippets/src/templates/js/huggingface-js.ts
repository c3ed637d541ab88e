import { sampleComment } from "../../generator/sample-files.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { JS_METHODS } from "../../generator/template-names.js";
import { withValueAt } from "../../generator/value-paths.js";
import { jsEntries, jsString } from "../../literals/javascript.js";
import { FILE_SLOT, FILE_SLOT_TEXT, type Value } from "../../literals/value.js";
import { savedFile } from "../answer.js";
import { offersFunctions } from "../responses-tools.js";
import type { ClientTemplates, Template } from "../template.js";
import { jsToken } from "./common.js";
import { responsesEventLoop } from "./responses-events.js";

/** The call's arguments: where it goes (endpoint, or model and provider), then its inputs, a sample file opened as a Blob. */
function callArguments(call: SnippetCall): string {
	// The client sends a given model to an endpoint; without one, it names the endpoint's URL.
	const where = call.endpointUrl
		? `    endpointUrl: ${jsString(call.endpointUrl)},\n${call.endpointModel ? `    model: ${jsString(call.endpointModel)},\n` : ""}`
		: `    provider: ${jsString(call.sdkProvider)},\n    model: ${jsString(call.sdkModel)},\n`;
	const at = call.inputsFile;
	if (!at) return `{\n${where}${jsEntries(call.inputs, 1)}}`;
	const inputs = withValueAt(call.inputs, at.path, FILE_SLOT) as Record<string, Value>;
	const open = `await openAsBlob(${jsString(at.file.name)}, { type: ${jsString(at.file.type)} })`;
	return `{\n${where}${jsEntries(inputs, 1).replace(FILE_SLOT_TEXT, open)}}`;
}

/** The imports and the client; `writeFileSync` too when the answer is saved to a file. */
function header(call: SnippetCall, saves: boolean): string {
	const fs = call.inputsFile
		? saves
			? "openAsBlob, writeFileSync"
			: "openAsBlob"
		: saves
			? "writeFileSync"
			: "";
	return `${fs ? `import { ${fs} } from "node:fs";\n` : ""}import { InferenceClient } from "@hubkit/inference";

const client = new InferenceClient(${jsToken(call)});
`;
}

const options = (call: SnippetCall) => (call.billTo ? `, { billTo: ${jsString(call.billTo)} }` : "");

/** Where to get the sample file the call opens, before the call. */
const sample = (call: SnippetCall) => (call.inputsFile ? sampleComment(call.inputsFile.file.name, "//") : "");

/** A task method whose answer is printed. */
function printed(call: SnippetCall, name: string, print = "console.log(output);"): string {
	return `${header(call, false)}
${sample(call)}const output = await client.${name}(${callArguments(call)}${options(call)});

${print}`;
}

/**
 * The tasks that share a template with another but have a method of their own: the image-and-prompt
 * tasks are served by other providers than the image-only ones (novita makes videos from an image and
 * a prompt only), so calling the image-only method would ask another provider's helper.
 */
const OWN_METHODS: Record<string, string> = {
	"image-text-to-image": "imageTextToImage",
	"image-text-to-video": "imageTextToVideo",
};

/** A task method whose answer (an image, audio or video Blob) is saved next to the script. */
function saved(name: string, file: string): Template {
	return (call) => `${header(call, true)}
${sample(call)}const output = await client.${OWN_METHODS[call.task] ?? name}(${callArguments(call)}${options(call)});

writeFileSync(${jsString(savedFile(call, file))}, Buffer.from(await output.arrayBuffer()));`;
}

const basic: Template = (call) => {
	const name = JS_METHODS[call.task];
	return name ? printed(call, name) : undefined;
};

export const HUGGINGFACE_JS: ClientTemplates = {
	basic,
	basicAudio: basic,
	basicImage: basic,
	conversational: (call) => printed(call, "chatCompletion", "console.log(output.choices[0].message);"),
	conversationalStream: (call) => `${header(call, false)}
const stream = client.chatCompletionStream(${callArguments(call)}${options(call)});

for await (const chunk of stream) {
    process.stdout.write(chunk.choices[0]?.delta.content ?? "");
}`,
	responses: (call) =>
		printed(
			call,
			"responses",
			offersFunctions(call) ? "console.log(output.output);" : "console.log(output.output_text);",
		),
	responsesStream: (call) => `${header(call, false)}
const stream = client.responsesStream(${callArguments(call)}${options(call)});

${responsesEventLoop(call)}`,
	imageToImage: saved("imageToImage", "output.png"),
	imageToVideo: saved("imageToVideo", "output.mp4"),
	textToAudio: saved("textToAudio", "output.flac"),
	textToImage: saved("textToImage", "output.png"),
	textToSpeech: saved("textToSpeech", "output.flac"),
	textToVideo: saved("textToVideo", "output.mp4"),
};

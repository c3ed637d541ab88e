import { sampleComment } from "../../generator/sample-files.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { pythonLiteral, pythonString } from "../../literals/python.js";
import { FILE_SLOT_TEXT } from "../../literals/value.js";
import { finishing } from "../answer.js";
import { offersFunctions } from "../responses-tools.js";
import type { ClientTemplates, Template } from "../template.js";
import { pythonAuthorization } from "./common.js";
import { pythonFinish } from "./requests-finish.js";

function headersDict(call: SnippetCall): string {
	let out = `{\n    "Authorization": ${pythonAuthorization(call)},\n`;
	for (const [name, value] of call.headers) out += `    ${pythonString(name)}: ${pythonString(value)},\n`;
	return `${out}}`;
}

const STREAM_LOOP = `for line in response.iter_lines():
    if not line.startswith(b"data:"):
        continue
    data = line[len(b"data:"):].strip()
    if data == b"[DONE]":
        break
    chunk = json.loads(data)
    if chunk["choices"]:
        print(chunk["choices"][0]["delta"].get("content") or "", end="")`;

/** The Responses API's events: each `data:` line is one, by `type`; the router sends no `[DONE]`. */
const RESPONSES_STREAM_LOOP = `for line in response.iter_lines():
    if not line.startswith(b"data:"):
        continue
    event = json.loads(line[len(b"data:"):])
    if event["type"] == "response.output_text.delta":
        print(event["delta"], end="")`;

/** Streamed, each finished function call is printed too, when the model may make one. */
const FUNCTION_CALL_DONE = `
    elif event["type"] == "response.output_item.done" and event["item"]["type"] == "function_call":
        print(event["item"])`;

/** A Responses answer: the text of its messages, and any other item (a function call) as it is. */
const RESPONSES_OUTPUT = `for item in response.json()["output"]:
    if item["type"] != "message":
        print(item)
        continue
    for part in item["content"]:
        if part["type"] == "output_text":
            print(part["text"])`;

/**
 * Python `requests` making the client's request: JSON bodies as Python literals, sample files read
 * from disk (raw, base64 or as a data URL, as the provider wants them), jobs followed to their end
 * and media answers saved to a file.
 */
const request: Template = (call) => {
	if (call.sdkOnly) return undefined;
	const stream = call.template === "conversationalStream" || call.template === "responsesStream";
	const finish = finishing(call);
	const end = finish ? pythonFinish(call, finish) : undefined;
	// The standard library modules the code needs, in sorted order.
	const modules = new Set(end?.modules);
	if (!call.file && call.fileField !== undefined) modules.add("base64");
	if (stream) modules.add("json");
	if (!call.credential.literal) modules.add("os");
	const urllib = end?.urllib.length ? `from urllib.parse import ${end.urllib.join(", ")}\n` : "";
	const stdlib = `${[...modules]
		.sort()
		.map((name) => `import ${name}\n`)
		.join("")}${urllib}`;
	let prepare: string;
	let send: string;
	if (call.file) {
		prepare = `${sampleComment(call.file.name, "#")}with open(${pythonString(call.file.name)}, "rb") as f:\n    data = f.read()\n\n`;
		send = "data=data";
	} else {
		let literal = pythonLiteral(call.body ?? {});
		prepare = "";
		if (call.fileField) {
			const { file, prefix } = call.fileField;
			prepare = `${sampleComment(file.name, "#")}with open(${pythonString(file.name)}, "rb") as f:\n    encoded = base64.b64encode(f.read()).decode()\n\n`;
			literal = literal.replaceAll(FILE_SLOT_TEXT, prefix ? `${pythonString(prefix)} + encoded` : "encoded");
		}
		prepare += `payload = ${literal}\n\n`;
		send = "json=payload";
	}
	const answer = stream
		? call.template === "responsesStream"
			? RESPONSES_STREAM_LOOP + (offersFunctions(call) ? FUNCTION_CALL_DONE : "")
			: STREAM_LOOP
		: call.template === "responses"
			? RESPONSES_OUTPUT
			: call.task === "conversational"
				? 'print(response.json()["choices"][0]["message"])'
				: (end?.code ?? "print(response.json())");
	return `${stdlib ? `${stdlib}\n` : ""}import requests

headers = ${headersDict(call)}

${prepare}response = requests.post(${pythonString(call.request.url)}, headers=headers, ${send}${stream ? ", stream=True" : ""})
response.raise_for_status()
${answer}`;
};

export const REQUESTS: ClientTemplates = {
	basic: request,
	basicAudio: request,
	basicImage: request,
	conversational: request,
	conversationalStream: request,
	documentQuestionAnswering: request,
	responses: request,
	responsesStream: request,
	imageToImage: request,
	imageToVideo: request,
	tabular: request,
	textToAudio: request,
	// A text-to-image answer is only worth a raw snippet when the code can save the image; a dedicated
	// endpoint answers in its own way, and gets the plain request.
	textToImage: (call) => (finishing(call)?.media || call.endpointUrl ? request(call) : undefined),
	textToSpeech: request,
	textToVideo: request,
	zeroShotClassification: request,
	zeroShotImageClassification: request,
};

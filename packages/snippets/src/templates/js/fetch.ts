import { sampleComment } from "../../generator/sample-files.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { jsKey, jsLiteral, jsString } from "../../literals/javascript.js";
import { FILE_SLOT_TEXT } from "../../literals/value.js";
import { finishing } from "../answer.js";
import { offersFunctions } from "../responses-tools.js";
import type { ClientTemplates, Template } from "../template.js";
import { jsAuthorization } from "./common.js";
import { fetchFinish } from "./fetch-finish.js";
import { FUNCTION_CALL_DONE } from "./responses-events.js";

function headersLiteral(call: SnippetCall, depth: number): string {
	const pad = "    ".repeat(depth + 1);
	let out = `{\n${pad}Authorization: ${jsAuthorization(call)},\n`;
	for (const [name, value] of call.headers) out += `${pad}${jsKey(name)}: ${jsString(value)},\n`;
	return `${out}${"    ".repeat(depth)}}`;
}

/** A Responses answer: the text of its messages, and any other item (a function call) as it is. */
const RESPONSES_OUTPUT = `const result = await response.json();
for (const item of result.output) {
    if (item.type !== "message") console.log(item);
    else for (const part of item.content) if (part.type === "output_text") console.log(part.text);
}`;

/**
 * The Responses API's events as they come: each \`data:\` line is one, by \`type\` (the router sends
 * no \`[DONE]\`); a line may arrive in pieces, so the text is cut at line ends only.
 */
const responsesStreamLoop = (call: SnippetCall) => `const decoder = new TextDecoder();
let pending = "";
for await (const bytes of response.body) {
    pending += decoder.decode(bytes, { stream: true });
    const lines = pending.split("\\n");
    pending = lines.pop();
    for (const line of lines) {
        if (!line.startsWith("data:")) continue;
        const event = JSON.parse(line.slice("data:".length));
        if (event.type === "response.output_text.delta") process.stdout.write(event.delta);${offersFunctions(call) ? FUNCTION_CALL_DONE.replaceAll("\n", "\n    ") : ""}
    }
}`;

/**
 * `fetch` (Node 18+) making the client's request; sample files read with node:fs, jobs followed to
 * their end and media answers saved to a file.
 */
const request: Template = (call) => {
	if (call.sdkOnly) return undefined;
	const finish = finishing(call);
	const saves = finish?.media !== undefined;
	// A job's status checks send the same headers: they are written once.
	const shared = finish?.job !== undefined;
	const reads = call.file !== undefined || call.fileField !== undefined;
	let prepare = "";
	let body: string;
	if (call.file) {
		prepare = sampleComment(call.file.name, "//");
		body = `await readFile(${jsString(call.file.name)})`;
	} else {
		let literal = jsLiteral(call.body ?? {}, 1);
		if (call.fileField) {
			const { file, prefix } = call.fileField;
			prepare = `${sampleComment(file.name, "//")}const encoded = (await readFile(${jsString(file.name)})).toString("base64");\n\n`;
			literal = literal.replaceAll(FILE_SLOT_TEXT, prefix ? `${jsString(prefix)} + encoded` : "encoded");
		}
		body = `JSON.stringify(${literal})`;
	}
	const answer =
		call.template === "responses"
			? RESPONSES_OUTPUT
			: call.template === "responsesStream"
				? responsesStreamLoop(call)
				: call.task === "conversational"
					? "const result = await response.json();\nconsole.log(result.choices[0].message);"
					: finish
						? fetchFinish(call, finish)
						: "const result = await response.json();\nconsole.log(result);";
	const fs = reads ? (saves ? "readFile, writeFile" : "readFile") : saves ? "writeFile" : "";
	if (shared) prepare = `const headers = ${headersLiteral(call, 0)};\n\n${prepare}`;
	return `${fs ? `import { ${fs} } from "node:fs/promises";\n\n` : ""}${prepare}const response = await fetch(${jsString(call.request.url)}, {
    method: "POST",
    headers${shared ? "" : `: ${headersLiteral(call, 1)}`},
    body: ${body},
});
if (!response.ok) throw new Error(\`HTTP \${response.status}: \${await response.text()}\`);
${answer}`;
};

export const FETCH: ClientTemplates = {
	basic: request,
	basicAudio: request,
	basicImage: request,
	conversational: request,
	responses: request,
	responsesStream: request,
	imageToImage: request,
	imageToVideo: request,
	textToAudio: request,
	textToImage: request,
	textToSpeech: request,
	textToVideo: request,
	zeroShotClassification: request,
};

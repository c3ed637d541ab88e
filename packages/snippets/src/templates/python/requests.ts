import { FILE_SENTINEL, type SnippetCall } from "../../generator/plan.js";
import { pythonLiteral, pythonString } from "../../literals/python.js";
import type { Value } from "../../literals/value.js";
import { answersWithMedia, type ClientTemplates, outputFile, type Template } from "../template.js";
import { osImport, pythonAuthorization } from "./common.js";

function headersDict(call: SnippetCall): string {
	const entries = [`    "Authorization": ${pythonAuthorization(call)},`];
	for (const [name, value] of call.headers)
		entries.push(`    ${pythonString(name)}: ${pythonString(value)},`);
	return `{\n${entries.join("\n")}\n}`;
}

/**
 * Python `requests` making the client's request: JSON bodies as Python literals, sample files read
 * from disk (raw, base64 or as a data URL, as the provider wants them), media answers saved to a file.
 */
const request: Template = (call) => {
	if (call.sdkOnly) return undefined;
	const stdlib = new Set(osImport(call));
	const lines: string[] = [];
	let send: string;
	if (call.file) {
		lines.push(`with open(${pythonString(call.file.name)}, "rb") as f:`, "    data = f.read()", "");
		send = "data=data";
	} else {
		const body = call.body as Record<string, Value> | undefined;
		let literal = pythonLiteral(body ?? {});
		if (call.fileField) {
			stdlib.add("import base64");
			const { file, dataUrl } = call.fileField;
			lines.push(
				`with open(${pythonString(file.name)}, "rb") as f:`,
				"    encoded = base64.b64encode(f.read()).decode()",
				"",
			);
			literal = literal.replace(
				pythonString(FILE_SENTINEL),
				dataUrl ? `f"data:${file.type};base64,{encoded}"` : "encoded",
			);
		}
		lines.push(`payload = ${literal}`, "");
		send = "json=payload";
	}
	const stream = call.template === "conversationalStream";
	lines.push(
		`response = requests.post(${pythonString(call.request.url)}, headers=headers, ${send}${stream ? ", stream=True" : ""})`,
		"response.raise_for_status()",
	);
	if (stream) {
		lines.push(
			"for line in response.iter_lines():",
			'    if not line.startswith(b"data:"):',
			"        continue",
			'    data = line[len(b"data:"):].strip()',
			'    if data == b"[DONE]":',
			"        break",
			"    chunk = json.loads(data)",
			'    if chunk["choices"]:',
			'        print(chunk["choices"][0]["delta"].get("content") or "", end="")',
		);
		stdlib.add("import json");
	} else if (call.task === "conversational") lines.push('print(response.json()["choices"][0]["message"])');
	else if (answersWithMedia(call)) {
		lines.push(`with open(${pythonString(outputFile(call))}, "wb") as f:`, "    f.write(response.content)");
	} else lines.push("print(response.json())");
	const head = [...[...stdlib].sort(), ...(stdlib.size > 0 ? [""] : []), "import requests"].join("\n");
	return `${head}\n\nheaders = ${headersDict(call)}\n\n${lines.join("\n")}`;
};

export const REQUESTS: ClientTemplates = {
	basic: request,
	basicAudio: request,
	basicImage: request,
	conversational: request,
	conversationalStream: request,
	documentQuestionAnswering: request,
	imageToImage: request,
	imageToVideo: request,
	tabular: request,
	textToAudio: request,
	textToImage: (call) => (call.provider === "hf-inference" ? request(call) : undefined),
	textToSpeech: request,
	zeroShotClassification: request,
	zeroShotImageClassification: request,
};

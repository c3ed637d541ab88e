import { FILE_SENTINEL, type SnippetCall } from "../../generator/plan.js";
import { jsKey, jsLiteral, jsString } from "../../literals/javascript.js";
import type { Value } from "../../literals/value.js";
import { answersWithMedia, type ClientTemplates, outputFile, type Template } from "../template.js";
import { jsAuthorization } from "./common.js";

function headersLiteral(call: SnippetCall): string {
	const entries = [`        Authorization: ${jsAuthorization(call)},`];
	for (const [name, value] of call.headers) entries.push(`        ${jsKey(name)}: ${jsString(value)},`);
	return `{\n${entries.join("\n")}\n    }`;
}

/** `fetch` (Node 18+) making the client's request; sample files read with node:fs, media answers saved to a file. */
const request: Template = (call) => {
	if (call.sdkOnly) return undefined;
	const fs = new Set<string>();
	const lines: string[] = [];
	let body: string;
	if (call.file) {
		fs.add("readFile");
		body = `await readFile(${jsString(call.file.name)})`;
	} else {
		let literal = jsLiteral((call.body as Record<string, Value> | undefined) ?? {});
		if (call.fileField) {
			fs.add("readFile");
			const { file, dataUrl } = call.fileField;
			lines.push(`const encoded = (await readFile(${jsString(file.name)})).toString("base64");`, "");
			literal = literal.replace(
				jsString(FILE_SENTINEL),
				dataUrl ? `\`data:${file.type};base64,\${encoded}\`` : "encoded",
			);
		}
		body = `JSON.stringify(${literal.replaceAll("\n", "\n    ")})`;
	}
	lines.push(
		`const response = await fetch(${jsString(call.request.url)}, {`,
		'    method: "POST",',
		`    headers: ${headersLiteral(call)},`,
		`    body: ${body},`,
		"});",
		// biome-ignore lint/suspicious/noTemplateCurlyInString: this is the snippet's own template literal
		"if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);",
	);
	if (call.task === "conversational")
		lines.push("const result = await response.json();", "console.log(result.choices[0].message);");
	else if (answersWithMedia(call)) {
		fs.add("writeFile");
		lines.push(`await writeFile(${jsString(outputFile(call))}, Buffer.from(await response.arrayBuffer()));`);
	} else lines.push("const result = await response.json();", "console.log(result);");
	const head = fs.size > 0 ? `import { ${[...fs].sort().join(", ")} } from "node:fs/promises";\n\n` : "";
	return head + lines.join("\n");
};

export const FETCH: ClientTemplates = {
	basic: request,
	basicAudio: request,
	basicImage: request,
	conversational: request,
	imageToImage: request,
	imageToVideo: request,
	textToAudio: request,
	textToImage: request,
	textToSpeech: request,
	zeroShotClassification: request,
};

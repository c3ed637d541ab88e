import type { SnippetCall } from "../../generator/plan.js";
import { jsLiteral, jsString } from "../../literals/javascript.js";
import type { ClientTemplates, Template } from "../template.js";
import { jsToken } from "./common.js";

function client(call: SnippetCall): string {
	const lines = [
		'import { OpenAI } from "openai";',
		"",
		"const client = new OpenAI({",
		`    baseURL: ${jsString(call.openaiBaseUrl)},`,
		`    apiKey: ${jsToken(call)},`,
	];
	if (call.billTo) lines.push(`    defaultHeaders: { "X-HF-Bill-To": ${jsString(call.billTo)} },`);
	lines.push("});", "");
	return lines.join("\n");
}

/** The OpenAI client's arguments: the request's own body (model first, as the client sends it). */
function body(call: SnippetCall): string {
	const { stream: _stream, ...rest } = call.body ?? {};
	return jsLiteral(rest);
}

/** The openai npm client pointed at the router (or the provider, or the endpoint), for chat. */
export const OPENAI_JS: ClientTemplates = {
	conversational: ((call) =>
		[
			client(call),
			`const chatCompletion = await client.chat.completions.create(${body(call)});`,
			"",
			"console.log(chatCompletion.choices[0].message);",
		].join("\n")) satisfies Template,
	conversationalStream: ((call) =>
		[
			client(call),
			`const stream = await client.chat.completions.create(${body(call).replace(/\n}$/, "\n    stream: true,\n}")});`,
			"",
			"for await (const chunk of stream) {",
			'    process.stdout.write(chunk.choices[0]?.delta?.content || "");',
			"}",
		].join("\n")) satisfies Template,
};

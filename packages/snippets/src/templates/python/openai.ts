import { formatInputs } from "../../format/format-inputs.js";
import type { SnippetCall } from "../../generator/plan.js";
import { pythonString } from "../../literals/python.js";
import type { Value } from "../../literals/value.js";
import type { ClientTemplates } from "../template.js";
import { osImport, pythonToken } from "./common.js";

function client(call: SnippetCall): string {
	const lines = [
		...osImport(call),
		"from openai import OpenAI",
		"",
		"client = OpenAI(",
		`    base_url=${pythonString(call.openaiBaseUrl)},`,
		`    api_key=${pythonToken(call)},`,
	];
	if (call.billTo) lines.push(`    default_headers={"X-HF-Bill-To": ${pythonString(call.billTo)}},`);
	lines.push(")", "");
	return lines.join("\n");
}

function args(call: SnippetCall, stream: boolean): string {
	const { stream: _stream, ...rest } = call.body ?? {};
	return formatInputs({ ...(rest as Record<string, Value>), ...(stream ? { stream: true } : {}) }, "python");
}

/** The openai Python client pointed at the router (or the provider, or the endpoint), for chat. */
export const OPENAI_PYTHON: ClientTemplates = {
	conversational: (call) =>
		[
			client(call),
			`completion = client.chat.completions.create(\n${args(call, false)}\n)`,
			"",
			"print(completion.choices[0].message)",
		].join("\n"),
	conversationalStream: (call) =>
		[
			client(call),
			`stream = client.chat.completions.create(\n${args(call, true)}\n)`,
			"",
			"for chunk in stream:",
			"    if chunk.choices:",
			'        print(chunk.choices[0].delta.content or "", end="")',
		].join("\n"),
};

import { formatInputs } from "../../format/format-inputs.js";
import type { SnippetCall } from "../../generator/snippet-call.js";
import { pythonString } from "../../literals/python.js";
import type { Value } from "../../literals/value.js";
import { callArguments } from "../call-arguments.js";
import { offersFunctions } from "../responses-tools.js";
import type { ClientTemplates } from "../template.js";
import { osImport, pythonToken } from "./common.js";

function client(call: SnippetCall): string {
	const billTo = call.billTo ? `    default_headers={"X-HF-Bill-To": ${pythonString(call.billTo)}},\n` : "";
	return `${osImport(call)}from openai import OpenAI

client = OpenAI(
    base_url=${pythonString(call.openaiBaseUrl)},
    api_key=${pythonToken(call)},
${billTo})
`;
}

/** The request's own body as keyword arguments (model first, as the client sends it), `stream=True` last when streaming. */
function args(call: SnippetCall, stream: boolean): string {
	const keywords = callArguments();
	for (const key in call.body) if (key !== "stream") keywords[key] = call.body[key] as Value;
	if (stream) keywords.stream = true;
	return formatInputs(keywords, "python");
}

/**
 * What a Responses snippet prints: the answer's text (`output_text`, which the SDK adds, see
 * openai-python src/openai/types/responses/response.py at e43b4224), or, when the model may call
 * a function, the output items, where the calls are.
 */
const responsesPrint = (call: SnippetCall) =>
	offersFunctions(call) ? "response.output" : "response.output_text";

/** Streamed, each finished function call is printed too, when the model may make one. */
const FUNCTION_CALL_DONE = `
    elif event.type == "response.output_item.done" and event.item.type == "function_call":
        print(event.item)`;

/**
 * The openai Python client pointed at the router (or the provider, or the endpoint), for chat; and
 * at the router's `/v1`, for the Responses API (`client.responses.create`, which with `stream=True`
 * gives an iterable of typed events: openai-python src/openai/resources/responses/responses.py at
 * e43b4224; the hub's guide, hub-docs docs/inference-providers/guides/responses-api.md at 0443bc67).
 */
export const OPENAI_PYTHON: ClientTemplates = {
	conversational: (call) =>
		`${client(call)}\ncompletion = client.chat.completions.create(\n${args(call, false)}\n)\n\nprint(completion.choices[0].message)`,
	conversationalStream: (
		call,
	) => `${client(call)}\nstream = client.chat.completions.create(\n${args(call, true)}\n)

for chunk in stream:
    if chunk.choices:
        print(chunk.choices[0].delta.content or "", end="")`,
	responses: (call) =>
		`${client(call)}\nresponse = client.responses.create(\n${args(call, false)}\n)\n\nprint(${responsesPrint(call)})`,
	responsesStream: (call) => `${client(call)}\nstream = client.responses.create(\n${args(call, true)}\n)

for event in stream:
    if event.type == "response.output_text.delta":
        print(event.delta, end="")${offersFunctions(call) ? FUNCTION_CALL_DONE : ""}`,
};

import type { SnippetCall } from "../../generator/snippet-call.js";
import { jsEntries, jsString } from "../../literals/javascript.js";
import type { Value } from "../../literals/value.js";
import { callArguments } from "../call-arguments.js";
import { offersFunctions } from "../responses-tools.js";
import type { ClientTemplates } from "../template.js";
import { jsToken } from "./common.js";
import { responsesEventLoop } from "./responses-events.js";

function client(call: SnippetCall): string {
	const billTo = call.billTo ? `    defaultHeaders: { "X-HF-Bill-To": ${jsString(call.billTo)} },\n` : "";
	return `import { OpenAI } from "openai";

const client = new OpenAI({
    baseURL: ${jsString(call.openaiBaseUrl)},
    apiKey: ${jsToken(call)},
${billTo}});
`;
}

/** The OpenAI client's arguments: the request's own body (model first, as the client sends it), `stream: true` last when streaming. */
function body(call: SnippetCall, stream: boolean): string {
	const rest = callArguments();
	for (const key in call.body) if (key !== "stream") rest[key] = call.body[key] as Value;
	const entries = jsEntries(rest, 1) + (stream ? "    stream: true,\n" : "");
	return entries ? `{\n${entries}}` : "{}";
}

/** What a Responses snippet prints: the answer's text, or, when the model may call a function, the output items. */
const responsesPrint = (call: SnippetCall) =>
	offersFunctions(call) ? "response.output" : "response.output_text";

/**
 * The openai npm client pointed at the router (or the provider, or the endpoint), for chat; and at
 * the router's `/v1`, for the Responses API (`client.responses.create`, whose answer has
 * `output_text` and which with `stream: true` resolves to an async iterable of typed events:
 * openai 6.30.1, resources/responses/responses.d.ts and lib/ResponsesParser.js `addOutputText`).
 */
export const OPENAI_JS: ClientTemplates = {
	conversational: (call) => `${client(call)}
const chatCompletion = await client.chat.completions.create(${body(call, false)});

console.log(chatCompletion.choices[0].message);`,
	conversationalStream: (call) => `${client(call)}
const stream = await client.chat.completions.create(${body(call, true)});

for await (const chunk of stream) {
    process.stdout.write(chunk.choices[0]?.delta?.content || "");
}`,
	responses: (call) => `${client(call)}
const response = await client.responses.create(${body(call, false)});

console.log(${responsesPrint(call)});`,
	responsesStream: (call) => `${client(call)}
const stream = await client.responses.create(${body(call, true)});

${responsesEventLoop(call)}`,
};

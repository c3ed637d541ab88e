import type { SnippetCall } from "../../generator/snippet-call.js";
import { offersFunctions } from "../responses-tools.js";

/** Streamed, each finished function call is printed too, when the model may make one. */
export const FUNCTION_CALL_DONE = `
    else if (event.type === "response.output_item.done" && event.item.type === "function_call") console.log(event.item);`;

/** The loop over a Responses stream's typed events (the openai client's and ours): the text as it comes. */
export function responsesEventLoop(call: SnippetCall): string {
	return `for await (const event of stream) {
    if (event.type === "response.output_text.delta") process.stdout.write(event.delta);${offersFunctions(call) ? FUNCTION_CALL_DONE : ""}
}`;
}

import { Island } from "../../islands/Island.js";
import { Heading } from "../heading/Heading.js";
import { firstTabCode, responsesDataPath } from "../snippets/snippet-tab.js";
import type { ResponsesSnippets } from "./responses-snippets.server.js";

/**
 * A chat page's Responses API part: what the route is and its code in every client that has it.
 * The code is built with the page, which carries the first tab's; the others' is in the build's file
 * of the part, loaded when one is shown. Try it below calls the same route.
 */
export function ResponsesApiSection({ code, label }: { code: ResponsesSnippets; label: string }) {
	return (
		<section>
			<Heading level={2}>Responses API</Heading>
			<p>
				The router also serves OpenAI's Responses API (<code>/v1/responses</code>, in beta), the API agents
				are built on: the same model ids, provider suffixes and policies, a hub token only, and answers
				streamed as typed events. This code calls <code>{code.model}</code> on <code>{code.provider}</code>.
				Try it below can call it too, and the <a href="/inference#responses-api">inference guide</a> says
				more.
			</p>
			<Island
				name="snippet-tabs"
				props={{
					tabs: firstTabCode(code.tabs),
					label: `Responses API code for ${label}`,
					task: code.task,
					snippetData: responsesDataPath(code.task, code.provider),
				}}
			/>
		</section>
	);
}

import { isPipelineType } from "@hubkit/tasks";
import { data } from "react-router";
import { responsesSnippets } from "../components/task/responses-snippets.server.js";
import { taskSnippets } from "../lib/snippets-data.server.js";
import type { Route } from "./+types/snippet-data";

/** A chat page's Responses API code for the provider of its Inference code (`<provider>.responses.json`). */
async function responsesFile(task: string, provider: string) {
	if (!isPipelineType(task)) return undefined;
	const inference = await taskSnippets(task, provider);
	const code = await responsesSnippets(task, inference?.modelId, inference?.provider);
	return code && { modelId: code.model, provider: code.provider, tabs: code.tabs };
}

/**
 * A task's snippets for one provider, as JSON: prerendered to a static file for each task and
 * provider, and loaded by the provider picker when the reader switches; and a chat page's Responses
 * API code, loaded when the reader shows a tab other than the first.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const responses = /^(.+)\.responses\.json$/.exec(params.file);
	const provider = params.file.replace(/\.json$/, "");
	const snippets = responses
		? await responsesFile(params.task, responses[1] ?? "")
		: isPipelineType(params.task)
			? await taskSnippets(params.task, provider)
			: undefined;
	if (!snippets) throw data(null, { status: 404 });
	return Response.json(snippets);
}

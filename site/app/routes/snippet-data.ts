import { isPipelineType } from "@hubkit/tasks";
import { data } from "react-router";
import { taskSnippets } from "../lib/snippets-data.server.js";
import type { Route } from "./+types/snippet-data";

/**
 * A task's snippets for one provider, as JSON: prerendered to a static file for each task and
 * provider, and loaded by the provider picker when the reader switches.
 */
export async function loader({ params }: Route.LoaderArgs) {
	const provider = params.file.replace(/\.json$/, "");
	const snippets = isPipelineType(params.task) ? await taskSnippets(params.task, provider) : undefined;
	if (!snippets) throw data(null, { status: 404 });
	return Response.json(snippets);
}

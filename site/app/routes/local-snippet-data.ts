import { isPipelineType } from "@hubkit/tasks";
import { data } from "react-router";
import { taskLocalSnippets } from "../lib/local-snippets-data.server.js";
import type { Route } from "./+types/local-snippet-data";

/**
 * One recommended model's Run locally code, as JSON: prerendered to a static file for each task
 * page's models, loaded when the reader picks that model (or, for the first, whose first tab the
 * page carries, shows another of its tabs).
 */
export async function loader({ params }: Route.LoaderArgs) {
	const index = /^(0|[1-9]\d*)$/.test(params.file.replace(/\.json$/, ""))
		? Number(params.file.replace(/\.json$/, ""))
		: undefined;
	const panels = isPipelineType(params.task) ? await taskLocalSnippets(params.task) : [];
	const panel = index === undefined ? undefined : panels[index];
	if (!panel) throw data(null, { status: 404 });
	return Response.json(panel);
}

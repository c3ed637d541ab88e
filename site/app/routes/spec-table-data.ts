import { data } from "react-router";
import { specCallFile } from "../components/spec-table/spec-call-file.server.js";
import { laterCallTables } from "../lib/spec-tables.server.js";
import type { Route } from "./+types/spec-table-data";

/**
 * The Request and Response tables of a call a task page documents after its first (`<call>.json`),
 * prerendered to a static file for each, and loaded when the reader picks that call's tab.
 */
export function loader({ params }: Route.LoaderArgs) {
	const call = /^(.+)\.json$/.exec(params.file)?.[1];
	const spec = call === undefined ? undefined : laterCallTables(params.task, call);
	if (!spec) throw data(null, { status: 404 });
	return Response.json(specCallFile(spec));
}

import { renderToStaticMarkup } from "react-dom/server";
import { RequestParts, ResponseParts } from "./SpecParts.js";
import type { SpecCallFile } from "./spec-calls.js";
import type { CallTables } from "./spec-table-data.js";

/**
 * A call's tables as the page renders them, one HTML fragment per section: the tab shows them as
 * they are, and the page's Markdown reads them through the same converter as the page's own.
 */
export function specCallFile(spec: CallTables): SpecCallFile {
	return {
		request: renderToStaticMarkup(<RequestParts spec={spec} />),
		response: renderToStaticMarkup(<ResponseParts spec={spec} />),
	};
}

import type { CallTables } from "./spec-table-data.js";

/** A call a task page documents, as the Request and Response tabs name it. */
export interface SpecCall {
	/** Its specification's task (`text-generation`): the tab's id and its file's name. */
	id: string;
	/** The call as code names it (`textGeneration`): the tab's text. */
	label: string;
	/**
	 * The stems of its tables' anchor ids (`text-generation-request`, `…-response`, `…-stream`): every
	 * row and caption id of the call starts with one and a dash, so an address names the call to show.
	 */
	anchors: string[];
}

/** The sections the tables of a call fill. */
export type SpecSection = "request" | "response";

/** What the build writes for a call a page does not carry: its tables as the page would render them. */
export type SpecCallFile = Record<SpecSection, string>;

/** The page's calls, in its order; the first one's tables are in the page's HTML. */
export function specCalls(specs: readonly CallTables[]): SpecCall[] {
	return specs.map((spec) => ({
		id: spec.task,
		label: spec.request.call,
		anchors: [spec.request, ...spec.responses].map((table) => table.id.replace(/-table$/, "")),
	}));
}

/** Where the build writes the tables of a call after the first on a task page's Request and Response. */
export function specTableDataPath(page: string, call: string): string {
	return `/spec-table-data/${page}/${call}.json`;
}

/** Whether `id` is an anchor of the call's tables: a row's or a caption's, never a section heading's. */
export const isCallAnchor = (call: SpecCall, id: string): boolean =>
	call.anchors.some((stem) => id.startsWith(`${stem}-`));

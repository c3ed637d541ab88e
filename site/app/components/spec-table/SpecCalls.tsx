import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { markdownPath } from "../../../scripts/markdown-path.mjs";
import { useStaticJson } from "../../lib/use-static-json.js";
import { useAddressFragment } from "../generator/address-fragment.js";
import { Heading } from "../heading/Heading.js";
import { fragmentId } from "../run-locally/local-tab.js";
import { Tabs } from "../tabs/Tabs.js";
import {
	isCallAnchor,
	type SpecCall,
	type SpecCallFile,
	type SpecSection,
	specTableDataPath,
} from "./spec-calls.js";

export interface SpecCallsProps {
	/** The page's task: the tables of its calls after the first are in its static files. */
	page: string;
	/** The calls the page documents, the one its snippets make first. */
	calls: SpecCall[];
	/**
	 * The first call's tables, given on the server only. The page's HTML carries them and the island's
	 * props do not (on /tasks/text-generation they would add 60 KB of JSON to the page): hydrated,
	 * their panels keep what the server wrote.
	 */
	first?: Record<SpecSection, ReactNode>;
}

const SECTIONS: readonly { id: SpecSection; title: string }[] = [
	{ id: "request", title: "Request" },
	{ id: "response", title: "Response" },
];

/**
 * React leaves an element's children as the server wrote them when it hydrates one whose inner HTML
 * it is told to set, and writes it again only when the text changes, which this one never does.
 */
const AS_WRITTEN = { __html: "" };

const isCallFile = (value: unknown): value is SpecCallFile =>
	value !== null &&
	typeof value === "object" &&
	SECTIONS.every(({ id }) => typeof (value as Record<string, unknown>)[id] === "string");

/**
 * The Request and Response sections of a page that documents more than one call (chatCompletion and
 * the raw textGeneration): one WAI-ARIA tab per call in each, the same call shown in both. The page
 * carries the first call's tables; another's load from the build's file when its tab is picked, or
 * when the address names one of its rows, which is then brought into view.
 */
export function SpecCalls({ page, calls, first }: SpecCallsProps) {
	const [selected, setSelected] = useState(calls[0]?.id ?? "");
	// A row (or table) an address named, to bring into view once its call's tables are shown.
	const [linked, setLinked] = useState<string>();
	const root = useRef<HTMLDivElement>(null);
	const fromFile = calls.findIndex((call) => call.id === selected) > 0;
	const loaded = useStaticJson<unknown>(fromFile ? specTableDataPath(page, selected) : undefined);
	const file = isCallFile(loaded.value) ? loaded.value : undefined;
	const failed = loaded.failed || (loaded.value !== undefined && file === undefined);

	useAddressFragment(
		useCallback(() => {
			const id = fragmentId(window.location.hash);
			if (id === undefined) return;
			const element = document.getElementById(id);
			const call = element
				? root.current?.contains(element)
					? element.closest("[data-spec-call]")?.getAttribute("data-spec-call")
					: undefined
				: calls.find((each) => isCallAnchor(each, id))?.id;
			if (!call) return;
			setSelected(call);
			setLinked(id);
		}, [calls]),
	);

	// The first call's tables are always in the page; another's once its file has come.
	const tablesShown = !fromFile || file !== undefined;
	useEffect(() => {
		if (linked === undefined || !tablesShown) return;
		setLinked(undefined);
		const target = document.getElementById(linked);
		if (target?.closest("[data-spec-call]")?.getAttribute("data-spec-call") !== selected) return;
		// The browser looked for the row when the page loaded, before its call was shown or its tables
		// were there: going to the same address again scrolls to the row and makes it the target.
		window.location.replace(`#${encodeURIComponent(linked)}`);
	}, [linked, selected, tablesShown]);

	const [shownFirst, ...others] = calls;
	if (!shownFirst) return null;
	return (
		<div className="spec-calls" ref={root}>
			{SECTIONS.map((section) => (
				<section key={section.id} aria-busy={loaded.loading}>
					<Heading level={2}>{section.title}</Heading>
					<Tabs tabs={calls} label={`${section.title} by call`} selected={selected} onSelect={setSelected}>
						{(call) =>
							call.id === shownFirst.id ? (
								first ? (
									<div className="spec-call" data-spec-call={call.id}>
										{first[section.id]}
									</div>
								) : (
									<div
										className="spec-call"
										data-spec-call={call.id}
										// biome-ignore lint/security/noDangerouslySetInnerHtml: nothing is set; the tables the server wrote stay (see AS_WRITTEN).
										dangerouslySetInnerHTML={AS_WRITTEN}
										suppressHydrationWarning
									/>
								)
							) : call.id === selected && file ? (
								<div
									className="spec-call"
									data-spec-call={call.id}
									// biome-ignore lint/security/noDangerouslySetInnerHtml: the tables as the build rendered them from the task's specification, from the site's own file.
									dangerouslySetInnerHTML={{ __html: file[section.id] }}
								/>
							) : (
								<p
									className="spec-call-pending"
									data-spec-tables={specTableDataPath(page, call.id)}
									data-spec-section={section.id}
								>
									{call.id !== selected
										? ""
										: failed
											? "These tables could not be loaded."
											: loaded.loading
												? "Loading the tables…"
												: ""}
								</p>
							)
						}
					</Tabs>
					<noscript>
						<p className="snippet-no-script">
							Without JavaScript only <code>{shownFirst.label}</code>'s tables are shown;{" "}
							{others.map((call, index) => (
								<span key={call.id}>
									{index > 0 && ", "}
									<code>{call.label}</code>'s
								</span>
							))}{" "}
							are in <a href={markdownPath(`/tasks/${page}`)}>this page's Markdown copy</a>.
						</p>
					</noscript>
				</section>
			))}
		</div>
	);
}

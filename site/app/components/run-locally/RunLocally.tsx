import { useCallback, useEffect, useId, useState } from "react";
import { useStaticJson } from "../../lib/use-static-json.js";
import { CodeBlock } from "../code-block/CodeBlock.js";
import { useAddressFragment } from "../generator/address-fragment.js";
import { NoScriptCode } from "../snippets/NoScriptCode.js";
import { PendingCode } from "../snippets/PendingCode.js";
import { hasCode } from "../snippets/snippet-tab.js";
import { useRememberedTab } from "../tabs/remembered-tab.js";
import { Tabs } from "../tabs/Tabs.js";
import {
	fragmentId,
	LOCAL_CHOICE_KEY,
	type LocalModelChoice,
	type LocalTab,
	localSnippetDataPath,
	localTabAnchor,
} from "./local-tab.js";

export interface RunLocallyProps {
	/** The page's task: the other models' code is in its static files. */
	task: string;
	/**
	 * The page's recommended models. Only the one shown first comes with its tabs, and with the first
	 * tab's code only: the rest is in its static file, as the other models' code is in theirs.
	 */
	models: LocalModelChoice[];
	/** The accessible name of the tab list, e.g. "Local code for Text Classification". */
	label: string;
}

/** The model and tab an address's `#run-locally-…` fragment names, if a model has that tab. */
function fromHash(models: LocalModelChoice[]): { model: number; tab: string } | undefined {
	const anchor = fragmentId(window.location.hash);
	if (anchor === undefined) return undefined;
	for (const [model, panel] of models.entries()) {
		const tab = panel.tabIds.find((id) => localTabAnchor(id) === anchor);
		if (tab) return { model, tab };
	}
	return undefined;
}

/**
 * Code that runs a recommended model on the reader's machine: a model picker, then the model's
 * libraries and apps as WAI-ARIA tabs (one tab stop; arrow keys, Home and End move and show). Each
 * tab button's id is an anchor (`#run-locally-library-transformers-pipeline`) that selects it. The
 * reader's tab is remembered for the next model and page, apart from the API snippets' choice.
 */
export function RunLocally({ task, models, label }: RunLocallyProps) {
	const prefix = useId();
	const [model, setModel] = useState(0);
	// A tab an address linked to: brought into view once its model's code is shown.
	const [linkedTab, setLinkedTab] = useState<string>();
	// Set once a tab the page names without its code is shown: its model's file has every tab's code.
	const [wantsCode, setWantsCode] = useState(false);
	const panel = models[model] ?? models[0];
	// The page carries the first model's tabs (the first one's code); another's are loaded when chosen.
	const wanted = models[model];
	const needsFile =
		wanted !== undefined &&
		wanted.tabIds.length > 0 &&
		(wanted.tabs === undefined || (wantsCode && !wanted.tabs.every(hasCode)));
	const loaded = useStaticJson<{ tabs: LocalTab[] }>(
		needsFile ? localSnippetDataPath(task, model) : undefined,
	);
	const tabs = loaded.value?.tabs ?? panel?.tabs ?? [];
	const { loading, failed } = loaded;
	// The tab a link names is shown without being remembered; the reader's own pick is remembered.
	const { selected, choose, show } = useRememberedTab(LOCAL_CHOICE_KEY, tabs);
	const selectedTab = tabs.find((tab) => tab.id === selected);

	useEffect(() => {
		if (selectedTab && !hasCode(selectedTab)) setWantsCode(true);
	}, [selectedTab]);

	useAddressFragment(
		useCallback(() => {
			const found = fromHash(models);
			if (!found) return;
			setModel(found.model);
			show(found.tab);
			setLinkedTab(found.tab);
		}, [models, show]),
	);

	useEffect(() => {
		if (!linkedTab || !tabs.some((tab) => tab.id === linkedTab)) return;
		document.getElementById(localTabAnchor(linkedTab))?.scrollIntoView();
		setLinkedTab(undefined);
	}, [linkedTab, tabs]);

	if (!panel) return null;

	return (
		<div className="snippet-tabs run-locally" aria-busy={loading}>
			{models.length > 1 && (
				<p className="snippet-provider">
					<label htmlFor={`${prefix}-model`}>Model to run locally</label>{" "}
					<select
						id={`${prefix}-model`}
						value={model}
						onChange={(event) => setModel(Number(event.target.value))}
					>
						{models.map((each, index) => (
							<option key={each.modelId} value={index}>
								{each.modelId}
								{each.library ? ` (${each.library})` : ""}
							</option>
						))}
					</select>
					<span role="status" className="snippet-status">
						{failed ? "The code for this model could not be loaded." : loading ? "Loading…" : ""}
					</span>
				</p>
			)}
			{panel.note && <p className="run-locally-note">{panel.note}</p>}
			<Tabs tabs={tabs} label={label} selected={selected} onSelect={choose} tabElementId={localTabAnchor}>
				{(tab) =>
					hasCode(tab) ? (
						<>
							{tab.setup && tab.setupHtml && <CodeBlock code={tab.setup} html={tab.setupHtml} lang="sh" />}
							<CodeBlock code={tab.code} html={tab.html} lang={tab.language} />
							{tab.docsUrl && (
								<p className="run-locally-guide">
									More in the <a href={tab.docsUrl}>{tab.kind === "app" ? "app's" : "library's"} guide</a>.
								</p>
							)}
						</>
					) : (
						<PendingCode tab={tab} loading={loading} failed={failed} />
					)
				}
			</Tabs>
			{!tabs.every(hasCode) && <NoScriptCode task={task} />}
		</div>
	);
}

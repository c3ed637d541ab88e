import { useEffect, useId, useState } from "react";
import { useStaticJson } from "../../lib/use-static-json.js";
import { CodeBlock } from "../code-block/CodeBlock.js";
import { useRememberedTab } from "../tabs/remembered-tab.js";
import { Tabs } from "../tabs/Tabs.js";
import { NoScriptCode } from "./NoScriptCode.js";
import { PendingCode } from "./PendingCode.js";
import {
	hasCode,
	type NamedTab,
	type ProviderSnippets,
	SNIPPET_CHOICE_KEY,
	type SnippetTab,
	snippetDataPath,
} from "./snippet-tab.js";

export interface SnippetTabsProps {
	/**
	 * A tab given by name only has its code in the JSON file `snippetData` names, else in that of `task`
	 * and `provider`, loaded when it is shown.
	 */
	tabs: (SnippetTab | NamedTab)[];
	/** The site path of the JSON file with every given tab's code, when it is not the provider's file. */
	snippetData?: string;
	/** The accessible name of the tab list. */
	label: string;
	/** With more than one provider, a picker loads the snippets of the one chosen. */
	task?: string;
	providers?: string[];
	provider?: string;
	/** The model the code calls, which follows the provider picked. */
	model?: string;
	/** Set while the tabs given are about to be replaced (the generator is loading its code). */
	busy?: boolean;
	/** Told which tab is shown, whenever that changes: the generator highlights just that one. */
	onShow?: (tab: SnippetTab) => void;
}

/**
 * Snippets by language and client, as WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move
 * between tabs and show them. The reader's choice is remembered and applied on the next page.
 */
export function SnippetTabs({
	tabs: givenTabs,
	label,
	task,
	snippetData,
	providers = [],
	provider: givenProvider,
	model: givenModel,
	busy = false,
	onShow,
}: SnippetTabsProps) {
	const prefix = useId();
	// The reader's pick; until then the tabs given are shown (and the generator's, which it regenerates).
	const [picked, setPicked] = useState<string>();
	// Set once a tab given without its code is shown: the given file has every tab's code.
	const [wantsCode, setWantsCode] = useState(false);
	const givenFile = snippetData ?? (task && givenProvider ? snippetDataPath(task, givenProvider) : undefined);
	const loaded = useStaticJson<ProviderSnippets>(
		task && picked ? snippetDataPath(task, picked) : wantsCode ? givenFile : undefined,
	);
	// The pick's own answer once it came; while a pick loads, or after it failed, the one shown before.
	const shown = loaded.latest;
	const tabs = shown?.tabs ?? givenTabs;
	const model = shown?.modelId ?? givenModel;
	// New tabs (another task in the generator) may lack the chosen one: the first is shown instead.
	const { selected, choose } = useRememberedTab(SNIPPET_CHOICE_KEY, tabs);
	const selectedTab = tabs.find((each) => each.id === selected);

	useEffect(() => {
		if (!selectedTab) return;
		if (hasCode(selectedTab)) onShow?.(selectedTab);
		else setWantsCode(true);
	}, [selectedTab, onShow]);

	return (
		<div className="snippet-tabs" aria-busy={loaded.loading || busy}>
			{task && providers.length > 1 && (
				<p className="snippet-provider">
					<label htmlFor={`${prefix}-provider`}>Provider</label>{" "}
					<select
						id={`${prefix}-provider`}
						value={picked ?? givenProvider}
						onChange={(event) => setPicked(event.target.value)}
					>
						{providers.map((name) => (
							<option key={name} value={name}>
								{name}
							</option>
						))}
					</select>
					{model && (
						<>
							{" "}
							Model <code className="snippet-model">{model}</code>
						</>
					)}{" "}
					<span role="status" className="snippet-status">
						{loaded.failed
							? "The snippets for this provider could not be loaded."
							: loaded.loading
								? "Loading…"
								: ""}
					</span>
				</p>
			)}
			<Tabs tabs={tabs} label={label} selected={selected} onSelect={choose}>
				{(tab) =>
					hasCode(tab) ? (
						<>
							{tab.setup && tab.setupHtml && <CodeBlock code={tab.setup} html={tab.setupHtml} lang="sh" />}
							<CodeBlock code={tab.code} html={tab.html} lang={tab.language} />
						</>
					) : (
						<PendingCode tab={tab} loading={loaded.loading} failed={loaded.failed} />
					)
				}
			</Tabs>
			{task && !givenTabs.every(hasCode) && <NoScriptCode task={task} />}
		</div>
	);
}

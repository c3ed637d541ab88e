import { type ChangeEvent, useEffect, useId, useState } from "react";
import { CodeBlock } from "../code-block/CodeBlock.js";
import { useRememberedTab } from "../tabs/remembered-tab.js";
import { Tabs } from "../tabs/Tabs.js";
import { SNIPPET_CHOICE_KEY, type SnippetTab, snippetDataPath } from "./snippet-tab.js";

export interface SnippetTabsProps {
	tabs: SnippetTab[];
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
	tabs: initialTabs,
	label,
	task,
	providers = [],
	provider: initialProvider,
	model: initialModel,
	busy = false,
	onShow,
}: SnippetTabsProps) {
	const prefix = useId();
	const [tabs, setTabs] = useState(initialTabs);
	const [provider, setProvider] = useState(initialProvider);
	const [model, setModel] = useState(initialModel);
	const [loading, setLoading] = useState(false);
	const [failed, setFailed] = useState(false);
	// New tabs (another task in the generator) may lack the chosen one: the first is shown instead.
	const { selected, choose } = useRememberedTab(SNIPPET_CHOICE_KEY, tabs);

	// Tabs given anew (the generator regenerates them) replace the ones shown.
	useEffect(() => setTabs(initialTabs), [initialTabs]);

	useEffect(() => {
		const shown = tabs.find((tab) => tab.id === selected);
		if (shown) onShow?.(shown);
	}, [tabs, selected, onShow]);

	const pickProvider = async (event: ChangeEvent<HTMLSelectElement>) => {
		const next = event.target.value;
		if (!task) return;
		setProvider(next);
		setLoading(true);
		setFailed(false);
		try {
			const response = await fetch(snippetDataPath(task, next));
			if (!response.ok) throw new Error(`HTTP ${response.status}`);
			const loaded = (await response.json()) as { modelId: string; tabs: SnippetTab[] };
			setTabs(loaded.tabs);
			setModel(loaded.modelId);
		} catch {
			setFailed(true);
		} finally {
			setLoading(false);
		}
	};

	return (
		<div className="snippet-tabs" aria-busy={loading || busy}>
			{task && providers.length > 1 && (
				<p className="snippet-provider">
					<label htmlFor={`${prefix}-provider`}>Provider</label>{" "}
					<select id={`${prefix}-provider`} value={provider} onChange={pickProvider}>
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
						{failed ? "The snippets for this provider could not be loaded." : loading ? "Loading…" : ""}
					</span>
				</p>
			)}
			<Tabs tabs={tabs} label={label} selected={selected} onSelect={choose}>
				{(tab) => (
					<>
						{tab.setup && tab.setupHtml && <CodeBlock code={tab.setup} html={tab.setupHtml} lang="sh" />}
						<CodeBlock code={tab.code} html={tab.html} lang={tab.id.split("-")[0] ?? "text"} />
					</>
				)}
			</Tabs>
		</div>
	);
}

import { type ChangeEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { CodeBlock } from "../code-block/CodeBlock.js";
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

function rememberedChoice(): string | undefined {
	try {
		return localStorage.getItem(SNIPPET_CHOICE_KEY) ?? undefined;
	} catch {
		return undefined;
	}
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
	const [chosen, setSelected] = useState(tabs[0]?.id ?? "");
	// New tabs (another task in the generator) may lack the chosen one: the first is shown instead.
	const selected = tabs.some((tab) => tab.id === chosen) ? chosen : (tabs[0]?.id ?? "");
	const buttons = useRef<Array<HTMLButtonElement | null>>([]);

	// Tabs given anew (the generator regenerates them) replace the ones shown.
	useEffect(() => setTabs(initialTabs), [initialTabs]);

	useEffect(() => {
		const remembered = rememberedChoice();
		if (remembered && tabs.some((tab) => tab.id === remembered)) setSelected(remembered);
	}, [tabs]);

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
			setSelected((current) =>
				loaded.tabs.some((tab) => tab.id === current) ? current : (loaded.tabs[0]?.id ?? ""),
			);
		} catch {
			setFailed(true);
		} finally {
			setLoading(false);
		}
	};

	const choose = (id: string) => {
		setSelected(id);
		try {
			localStorage.setItem(SNIPPET_CHOICE_KEY, id);
		} catch {
			// Storage can be off (private windows, policies); the choice then lasts for this page.
		}
	};

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const index = tabs.findIndex((tab) => tab.id === selected);
		const last = tabs.length - 1;
		const target =
			event.key === "ArrowRight"
				? index === last
					? 0
					: index + 1
				: event.key === "ArrowLeft"
					? index === 0
						? last
						: index - 1
					: event.key === "Home"
						? 0
						: event.key === "End"
							? last
							: undefined;
		if (target === undefined) return;
		event.preventDefault();
		const tab = tabs[target];
		if (!tab) return;
		choose(tab.id);
		buttons.current[target]?.focus();
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
			<div role="tablist" aria-label={label} className="snippet-tablist" onKeyDown={onKeyDown}>
				{tabs.map((tab, index) => (
					<button
						key={tab.id}
						ref={(element) => {
							buttons.current[index] = element;
						}}
						type="button"
						role="tab"
						id={`${prefix}-tab-${tab.id}`}
						aria-selected={tab.id === selected}
						aria-controls={`${prefix}-panel-${tab.id}`}
						tabIndex={tab.id === selected ? 0 : -1}
						onClick={() => choose(tab.id)}
					>
						{tab.label}
					</button>
				))}
			</div>
			{tabs.map((tab) => (
				<div
					key={tab.id}
					role="tabpanel"
					id={`${prefix}-panel-${tab.id}`}
					aria-labelledby={`${prefix}-tab-${tab.id}`}
					hidden={tab.id !== selected}
					className="snippet-panel"
				>
					{tab.setup && tab.setupHtml && <CodeBlock code={tab.setup} html={tab.setupHtml} lang="sh" />}
					<CodeBlock code={tab.code} html={tab.html} lang={tab.id.split("-")[0] ?? "text"} />
				</div>
			))}
		</div>
	);
}

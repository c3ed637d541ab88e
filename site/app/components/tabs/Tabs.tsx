import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

/** What a tab needs: an id stable across renders, and the text of its button. */
export interface TabItem {
	id: string;
	label: string;
}

export interface TabsProps<T extends TabItem> {
	tabs: readonly T[];
	/** The accessible name of the tab list. */
	label: string;
	/** The id of the tab shown; the caller keeps it (see `useRememberedTab`). */
	selected: string;
	/** Told the tab the reader picked, by click or key. */
	onSelect: (id: string) => void;
	/** The element id of a tab's button, when it must be an anchor of its own; a page-unique one otherwise. */
	tabElementId?: (id: string) => string;
	/** A tab's panel. */
	children: (tab: T) => ReactNode;
}

/** The tab a key moves to from `index` of `count`, wrapping at both ends, or undefined for other keys. */
function target(key: string, index: number, count: number): number | undefined {
	const last = count - 1;
	if (key === "ArrowRight") return index === last ? 0 : index + 1;
	if (key === "ArrowLeft") return index <= 0 ? last : index - 1;
	if (key === "Home") return 0;
	if (key === "End") return last;
	return undefined;
}

/**
 * Tabs as the WAI-ARIA pattern has them: one tab stop, arrow keys (and Home/End) move between tabs
 * and show them, every panel in the page and all but the selected one hidden, so the page's text
 * and search find each. Nothing is drawn without tabs: an empty tab list names nothing.
 */
export function Tabs<T extends TabItem>({
	tabs,
	label,
	selected,
	onSelect,
	tabElementId,
	children,
}: TabsProps<T>) {
	const prefix = useId();
	const buttons = useRef<Array<HTMLButtonElement | null>>([]);
	const buttonId = tabElementId ?? ((id: string) => `${prefix}-tab-${id}`);
	const panelId = (id: string) => `${prefix}-panel-${id}`;

	const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
		const index = target(
			event.key,
			tabs.findIndex((tab) => tab.id === selected),
			tabs.length,
		);
		const tab = index === undefined ? undefined : tabs[index];
		if (index === undefined || !tab) return;
		event.preventDefault();
		onSelect(tab.id);
		buttons.current[index]?.focus();
	};

	if (tabs.length === 0) return null;
	return (
		<>
			<div role="tablist" aria-label={label} className="snippet-tablist" onKeyDown={onKeyDown}>
				{tabs.map((tab, index) => (
					<button
						key={tab.id}
						ref={(element) => {
							buttons.current[index] = element;
						}}
						type="button"
						role="tab"
						id={buttonId(tab.id)}
						aria-selected={tab.id === selected}
						aria-controls={panelId(tab.id)}
						tabIndex={tab.id === selected ? 0 : -1}
						onClick={() => onSelect(tab.id)}
					>
						{tab.label}
					</button>
				))}
			</div>
			{tabs.map((tab) => (
				<div
					key={tab.id}
					role="tabpanel"
					id={panelId(tab.id)}
					aria-labelledby={buttonId(tab.id)}
					hidden={tab.id !== selected}
					className="snippet-panel"
				>
					{children(tab)}
				</div>
			))}
		</>
	);
}

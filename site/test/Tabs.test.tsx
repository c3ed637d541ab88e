import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useRememberedTab } from "../app/components/tabs/remembered-tab.js";
import { Tabs } from "../app/components/tabs/Tabs.js";

const TABS = [
	{ id: "a", label: "A" },
	{ id: "b", label: "B" },
	{ id: "c", label: "C" },
];

/** Tabs kept by the hook, as SnippetTabs and RunLocally keep them. */
function Remembered({ tabs = TABS }: { tabs?: typeof TABS }) {
	const { selected, choose } = useRememberedTab("test:tab", tabs);
	return (
		<Tabs tabs={tabs} label="Letters" selected={selected} onSelect={choose}>
			{(tab) => `panel ${tab.id}`}
		</Tabs>
	);
}

const shown = () => screen.getAllByRole("tabpanel").map((panel) => panel.textContent);

afterEach(() => localStorage.clear());

describe("Tabs", () => {
	it("wraps with the arrow keys, jumps with Home and End, and moves the one tab stop with the focus", () => {
		render(<Remembered />);
		const tab = (name: string) => screen.getByRole("tab", { name });
		fireEvent.keyDown(tab("A"), { key: "ArrowLeft" });
		expect(shown()).toEqual(["panel c"]);
		expect(document.activeElement).toBe(tab("C"));
		fireEvent.keyDown(tab("C"), { key: "ArrowRight" });
		expect(shown()).toEqual(["panel a"]);
		fireEvent.keyDown(tab("A"), { key: "End" });
		expect(shown()).toEqual(["panel c"]);
		expect(screen.getAllByRole("tab").map((each) => each.tabIndex)).toEqual([-1, -1, 0]);
		fireEvent.keyDown(tab("C"), { key: "Home" });
		expect(shown()).toEqual(["panel a"]);
		expect(tab("A").getAttribute("aria-controls")).toBe(screen.getByRole("tabpanel").id);
	});

	it("gives each tab button the anchor id asked for", () => {
		render(
			<Tabs
				tabs={TABS}
				label="Letters"
				selected="b"
				onSelect={() => undefined}
				tabElementId={(id) => `x-${id}`}
			>
				{(tab) => tab.id}
			</Tabs>,
		);
		expect(screen.getByRole("tab", { name: "B" }).id).toBe("x-b");
		expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe("x-b");
	});

	it("draws no empty tab list", () => {
		render(<Remembered tabs={[]} />);
		expect(screen.queryByRole("tablist")).toBeNull();
	});
});

describe("useRememberedTab", () => {
	it("remembers the reader's pick, and keeps it through tabs that lack it", () => {
		const { result, rerender } = renderHook(({ tabs }) => useRememberedTab("test:tab", tabs), {
			initialProps: { tabs: TABS },
		});
		act(() => result.current.choose("c"));
		expect(localStorage.getItem("test:tab")).toBe("c");
		rerender({ tabs: TABS.slice(0, 2) });
		expect(result.current.selected).toBe("a");
		rerender({ tabs: TABS });
		expect(result.current.selected).toBe("c");
	});

	it("opens on the remembered tab, and shows a linked one without remembering it", () => {
		localStorage.setItem("test:tab", "b");
		const { result } = renderHook(() => useRememberedTab("test:tab", TABS));
		expect(result.current.selected).toBe("b");
		act(() => result.current.show("c"));
		expect(result.current.selected).toBe("c");
		expect(localStorage.getItem("test:tab")).toBe("b");
	});
});

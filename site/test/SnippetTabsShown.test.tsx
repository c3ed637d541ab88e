import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SnippetTabs } from "../app/components/snippets/SnippetTabs.js";
import type { SnippetTab } from "../app/components/snippets/snippet-tab.js";

const tab = (id: string): SnippetTab => ({
	id,
	label: id,
	language: "python",
	code: id,
	html: `<pre><code>${id}</code></pre>`,
});

describe("SnippetTabs telling which tab is shown", () => {
	it("names the tab in view on first render and on every change, and only that one", () => {
		const shown: string[] = [];
		render(
			<SnippetTabs label="Code" tabs={[tab("a"), tab("b"), tab("c")]} onShow={(t) => shown.push(t.id)} />,
		);
		expect(shown).toEqual(["a"]);
		fireEvent.click(screen.getByRole("tab", { name: "c" }));
		fireEvent.keyDown(screen.getByRole("tablist"), { key: "Home" });
		expect(shown).toEqual(["a", "c", "a"]);
	});

	it("marks the panels busy while the generator replaces them", () => {
		const { container } = render(<SnippetTabs label="Code" tabs={[tab("a")]} busy />);
		expect(container.querySelector(".snippet-tabs")?.getAttribute("aria-busy")).toBe("true");
	});
});

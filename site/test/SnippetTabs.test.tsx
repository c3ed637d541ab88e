import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SnippetTabs } from "../app/components/snippets/SnippetTabs.js";
import type { SnippetTab } from "../app/components/snippets/snippet-tab.js";

const tab = (id: string, code: string): SnippetTab => ({
	id,
	language: "python",
	label: id,
	code,
	html: `<pre><code>${code}</code></pre>`,
});

describe("SnippetTabs given new tabs", () => {
	it("shows the first tab when the one chosen is not among them (the generator switched task)", () => {
		const { rerender } = render(
			<SnippetTabs label="Code" tabs={[tab("python-openai", "chat"), tab("sh-curl", "curl")]} />,
		);
		fireEvent.click(screen.getByRole("tab", { name: "python-openai" }));
		rerender(<SnippetTabs label="Code" tabs={[tab("python-requests", "image"), tab("js-fetch", "fetch")]} />);
		const shown = screen.getAllByRole("tabpanel");
		expect(shown.map((panel) => panel.textContent)).toEqual(["image"]);
		expect(screen.getByRole("tab", { name: "python-requests" }).getAttribute("aria-selected")).toBe("true");
		expect(screen.getByRole("tab", { name: "python-requests" }).tabIndex).toBe(0);
	});

	it("keeps the chosen tab when the new tabs still have it", () => {
		const { rerender } = render(<SnippetTabs label="Code" tabs={[tab("a", "1"), tab("b", "2")]} />);
		fireEvent.click(screen.getByRole("tab", { name: "b" }));
		rerender(<SnippetTabs label="Code" tabs={[tab("a", "3"), tab("b", "4")]} />);
		expect(screen.getAllByRole("tabpanel").map((panel) => panel.textContent)).toEqual(["4"]);
	});
});

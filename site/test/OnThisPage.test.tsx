import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleContext } from "../app/components/locale/locale-context.js";
import { OnThisPage } from "../app/components/navigation/OnThisPage.js";
import { outlineTree } from "../app/components/navigation/outline-tree.js";

const ITEMS = [
	{ id: "install", text: "Install" },
	{ id: "first-call", text: "First call", level: 2 },
	{ id: "streaming", text: "Streaming", level: 3 },
	{ id: "aborting", text: "Aborting", level: 3 },
	{ id: "errors", text: "Errors", level: 2 },
] as const;

describe("OnThisPage", () => {
	it("is a navigation named On this page, linking each entry to its heading's id", () => {
		render(<OnThisPage items={ITEMS} />);
		const nav = screen.getByRole("navigation", { name: "On this page" });
		const links = within(nav).getAllByRole("link");
		expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
			ITEMS.map(({ id, text }) => [text, `#${id}`]),
		);
		expect(nav.querySelector("[aria-current]")).toBeNull();
	});

	it("nests level-3 entries under the level-2 entry before them", () => {
		render(<OnThisPage items={ITEMS} />);
		const nested = screen.getByRole("link", { name: "Streaming" }).closest("ul");
		expect(nested?.parentElement?.querySelector("a")?.textContent).toBe("First call");
		expect(within(nested as HTMLElement).getAllByRole("link")).toHaveLength(2);
	});

	it("is named in Hebrew on a Hebrew page, its label and its name the same words", () => {
		render(
			<LocaleContext.Provider value="he">
				<OnThisPage items={[{ id: "התקנה", text: "התקנה" }]} />
			</LocaleContext.Provider>,
		);
		const nav = screen.getByRole("navigation", { name: "בעמוד הזה" });
		expect(nav.querySelector("summary")?.textContent).toBe("בעמוד הזה");
		expect(within(nav).getByRole("link", { name: "התקנה" }).getAttribute("href")).toBe("#התקנה");
	});

	it("renders nothing for an empty list", () => {
		const { container } = render(<OnThisPage items={[]} />);
		expect(container.innerHTML).toBe("");
	});

	it("carries its script, a classic one that finds its own navigation", () => {
		render(<OnThisPage items={ITEMS} />);
		const script = screen.getByRole("navigation").querySelector("script");
		expect(script?.getAttribute("type")).toBeNull();
		expect(script?.textContent).toContain("document.currentScript");
		expect(script?.textContent?.length).toBeLessThan(700);
	});
});

describe("outlineTree", () => {
	it("keeps a level-3 entry that comes first, or follows another level 3 at the top, on its own", () => {
		expect(
			outlineTree([
				{ id: "a", text: "A", level: 3 },
				{ id: "b", text: "B", level: 3 },
				{ id: "c", text: "C" },
			]).map(({ item, children }) => [item.id, children.map((child) => child.id)]),
		).toEqual([
			["a", []],
			["b", []],
			["c", []],
		]);
	});
});

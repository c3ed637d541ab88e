import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import {
	LOCAL_CHOICE_KEY,
	type LocalModelChoice,
	type LocalModelPanel,
	type LocalTab,
} from "../app/components/run-locally/local-tab.js";
import { RunLocally } from "../app/components/run-locally/RunLocally.js";

const tab = (id: string, code: string, extra: Partial<LocalTab> = {}): LocalTab => ({
	id,
	kind: id.startsWith("app-") ? "app" : "library",
	name: id.split("-")[1] ?? id,
	label: id,
	language: "python",
	code,
	html: `<pre><code>${code}</code></pre>`,
	...extra,
});

const PANELS: LocalModelPanel[] = [
	{
		modelId: "org/first",
		library: "Transformers",
		tabs: [
			tab("library-transformers-pipeline", "pipe", {
				setup: "pip install transformers",
				setupHtml: "<pre>pip install transformers</pre>",
				docsUrl: "https://example.org/guide",
			}),
			tab("library-transformers-direct", "direct"),
		],
	},
	{ modelId: "org/second", library: "Flair", tabs: [tab("library-flair-sequencetagger", "flair")] },
	{ modelId: "org/none", tabs: [], note: "No library loads this model in a few lines." },
];

/** Every model with its code, as if each had been loaded: the component loads a model's file only when its tabs are missing. */
const MODELS: LocalModelChoice[] = PANELS.map((panel) => ({
	...panel,
	tabIds: panel.tabs.map((each) => each.id),
}));

const shown = () => screen.getAllByRole("tabpanel").map((panel) => panel.querySelector("code")?.textContent);

/** The elements brought into view: jsdom lays nothing out and has no scrollIntoView of its own. */
const scrolled: Element[] = [];
beforeAll(() => {
	Element.prototype.scrollIntoView = function (this: Element) {
		scrolled.push(this);
	};
});

afterEach(() => {
	localStorage.clear();
	window.location.hash = "";
});

describe("RunLocally", () => {
	it("shows the first model's first tab with its setup, code and guide, each tab an anchor", () => {
		render(<RunLocally task="text-classification" models={MODELS} label="Local code" />);
		expect(screen.getByRole("tablist", { name: "Local code" })).toBeTruthy();
		const first = screen.getByRole("tab", { name: "library-transformers-pipeline" });
		expect(first.id).toBe("run-locally-library-transformers-pipeline");
		expect(first.getAttribute("aria-selected")).toBe("true");
		expect(shown()).toEqual(["pipe"]);
		const panel = screen.getByRole("tabpanel");
		expect(panel.textContent).toContain("pip install transformers");
		expect(screen.getByRole("link", { name: "library's guide" }).getAttribute("href")).toBe(
			"https://example.org/guide",
		);
	});

	it("moves between tabs with the arrow keys and remembers the reader's tab apart from the API snippets'", () => {
		render(<RunLocally task="text-classification" models={MODELS} label="Local code" />);
		fireEvent.keyDown(screen.getByRole("tab", { name: "library-transformers-pipeline" }), {
			key: "ArrowRight",
		});
		expect(shown()).toEqual(["direct"]);
		expect(localStorage.getItem(LOCAL_CHOICE_KEY)).toBe("library-transformers-direct");
		expect(localStorage.getItem("hubkit:snippet-client")).toBeNull();
		fireEvent.keyDown(screen.getByRole("tab", { name: "library-transformers-direct" }), { key: "Home" });
		expect(shown()).toEqual(["pipe"]);
	});

	it("opens on the tab remembered from another page", () => {
		localStorage.setItem(LOCAL_CHOICE_KEY, "library-transformers-direct");
		render(<RunLocally task="text-classification" models={MODELS} label="Local code" />);
		expect(shown()).toEqual(["direct"]);
	});

	it("switches to another model's tabs, and says why a model has no code", () => {
		render(<RunLocally task="text-classification" models={MODELS} label="Local code" />);
		const select = screen.getByRole("combobox", { name: "Model to run locally" });
		fireEvent.change(select, { target: { value: "1" } });
		expect(shown()).toEqual(["flair"]);
		fireEvent.change(select, { target: { value: "2" } });
		expect(screen.queryByRole("tablist")).toBeNull();
		expect(screen.getByText("No library loads this model in a few lines.")).toBeTruthy();
	});

	it("selects the model and tab an address's fragment names (the Libraries list links there)", () => {
		window.location.hash = "#run-locally-library-flair-sequencetagger";
		render(<RunLocally task="text-classification" models={MODELS} label="Local code" />);
		expect(shown()).toEqual(["flair"]);
		expect((screen.getByRole("combobox", { name: "Model to run locally" }) as HTMLSelectElement).value).toBe(
			"1",
		);
		expect(scrolled.map((element) => element.id)).toContain("run-locally-library-flair-sequencetagger");
	});

	it("keeps its own first tab for a fragment with a bad percent-escape, or one that names no tab", () => {
		for (const hash of ["#%", "#run-locally-library-flair-%E0%A4%A", "#run-locally-library-nothing", "#"]) {
			window.location.hash = hash;
			render(<RunLocally task="text-classification" models={MODELS} label="Local code" />);
			expect(shown(), hash).toEqual(["pipe"]);
			cleanup();
		}
	});

	it("stays on the page when the open page's fragment becomes a bad percent-escape", () => {
		render(<RunLocally task="text-classification" models={MODELS} label="Local code" />);
		fireEvent.keyDown(screen.getByRole("tab", { name: "library-transformers-pipeline" }), {
			key: "ArrowRight",
		});
		act(() => {
			window.location.hash = "#%";
			window.dispatchEvent(new HashChangeEvent("hashchange"));
		});
		expect(shown()).toEqual(["direct"]);
	});

	it("has no model picker for a single model", () => {
		render(<RunLocally task="text-classification" models={MODELS.slice(0, 1)} label="Local code" />);
		expect(screen.queryByRole("combobox")).toBeNull();
	});
});

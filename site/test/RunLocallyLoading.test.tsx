import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocalModelChoice, LocalTab } from "../app/components/run-locally/local-tab.js";
import { RunLocally } from "../app/components/run-locally/RunLocally.js";
import { firstTabCode } from "../app/components/snippets/snippet-tab.js";

const tab = (code: string, id = "library-transformers-pipeline"): LocalTab => ({
	id,
	kind: "library",
	name: "transformers",
	label: id,
	language: "python",
	code,
	html: `<pre><code>${code}</code></pre>`,
});

/** A second tab of the page's own model, whose code only its file has. */
const ollama = tab("ollama run org/first", "app-ollama");

/** The page's own model carries its code; the others' is in the build's files (model 2's is missing). */
const MODELS: LocalModelChoice[] = [
	{ modelId: "org/first", tabIds: [tab("first").id], tabs: [tab("first")] },
	{ modelId: "org/second", tabIds: [tab("second").id] },
	{ modelId: "org/missing", tabIds: [tab("missing").id] },
];

let server: Server;
let origin: string;

beforeAll(async () => {
	server = createServer((request, response) => {
		const tabs = {
			"/local-snippet-data/text-classification/0.json": [tab("first"), ollama],
			"/local-snippet-data/text-classification/1.json": [tab("second")],
		}[request.url ?? ""];
		if (tabs) response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ tabs }));
		else response.writeHead(404).end();
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	// The page's fetch takes the site's own paths; outside a browser they need the server's origin.
	const fetchOnLoopback = globalThis.fetch;
	vi.stubGlobal("fetch", (path: string) => fetchOnLoopback(new URL(path, origin)));
});
afterAll(async () => {
	vi.unstubAllGlobals();
	await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Lets the page's fetches and React's updates run on, for at most 5 s, until `check` passes. */
async function settled(check: () => void) {
	await vi.waitFor(
		async () => {
			await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
			check();
		},
		{ timeout: 5_000, interval: 0 },
	);
}

const status = () => document.querySelector(".snippet-status")?.textContent;
const shownCode = () => screen.getByRole("tabpanel").querySelector("code")?.textContent;

describe("RunLocally loading another model's code", () => {
	it("shows the loaded code, says when a model's code could not be loaded, and says nothing of it on the page's own model", async () => {
		render(<RunLocally task="text-classification" models={MODELS} label="Local code" />);
		const select = screen.getByRole("combobox", { name: "Model to run locally" });
		fireEvent.change(select, { target: { value: "1" } });
		await settled(() => expect(shownCode()).toBe("second"));
		expect(status()).toBe("");
		fireEvent.change(select, { target: { value: "2" } });
		await settled(() => expect(status()).toBe("The code for this model could not be loaded."));
		fireEvent.change(select, { target: { value: "0" } });
		expect(shownCode()).toBe("first");
		expect(status()).toBe("");
	});

	it("loads the code of a tab the page names for its own model from that model's file when shown", async () => {
		localStorage.clear();
		const models: LocalModelChoice[] = [
			{
				modelId: "org/first",
				tabIds: [tab("first").id, ollama.id],
				tabs: firstTabCode([tab("first"), ollama]),
			},
		];
		const { container } = render(
			<RunLocally task="text-classification" models={models} label="Local code" />,
		);
		expect(container.textContent).not.toContain("ollama run");
		fireEvent.click(screen.getByRole("tab", { name: "app-ollama" }));
		expect(screen.getByRole("tabpanel").textContent).toBe("Loading the code…");
		await settled(() => expect(shownCode()).toBe("ollama run org/first"));
		expect(screen.getByRole("tab", { name: "app-ollama" }).getAttribute("aria-selected")).toBe("true");
		expect(container.querySelector(".run-locally")?.getAttribute("aria-busy")).toBe("false");
	});

	it("says so in the tab when that file does not load", async () => {
		localStorage.clear();
		const models: LocalModelChoice[] = [
			{
				modelId: "org/first",
				tabIds: [tab("first").id, ollama.id],
				tabs: firstTabCode([tab("first"), ollama]),
			},
		];
		render(<RunLocally task="no-such-task" models={models} label="Local code" />);
		fireEvent.click(screen.getByRole("tab", { name: "app-ollama" }));
		await settled(() =>
			expect(screen.getByRole("tabpanel").textContent).toBe("This code could not be loaded."),
		);
	});
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { LocalModelChoice, LocalTab } from "../app/components/run-locally/local-tab.js";
import { RunLocally } from "../app/components/run-locally/RunLocally.js";

const tab = (code: string): LocalTab => ({
	id: "library-transformers-pipeline",
	kind: "library",
	name: "transformers",
	label: "library-transformers-pipeline",
	language: "python",
	code,
	html: `<pre><code>${code}</code></pre>`,
});

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
		if (request.url === "/local-snippet-data/text-classification/1.json")
			response
				.writeHead(200, { "Content-Type": "application/json" })
				.end(JSON.stringify({ tabs: [tab("second")] }));
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
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiReference } from "../app/components/spec-table/ApiReference.js";
import { SpecCalls } from "../app/components/spec-table/SpecCalls.js";
import { ISLANDS } from "../app/islands/registry.js";
import { taskApi } from "../app/lib/spec-tables.server.js";
import { loader } from "../app/routes/spec-table-data.js";

/** Answers held back by path until a test lets them go, to answer out of order. */
const held = new Map<string, () => void>();
const read: string[] = [];
let server: Server;

beforeAll(async () => {
	server = createServer(async (request, response) => {
		const url = request.url ?? "";
		read.push(url);
		const fake = /^\/spec-table-data\/p\/(\w+)\.json$/.exec(url)?.[1];
		if (fake === "missing") return response.writeHead(404).end();
		if (fake) {
			await new Promise<void>((resolve) => (fake === "slow" ? held.set(url, resolve) : resolve()));
			const table = (section: string) => `<p id="${fake}-${section}-x">${fake} ${section}</p>`;
			const body =
				fake === "bad" ? { request: 1 } : { request: table("request"), response: table("response") };
			return response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(body));
		}
		// The site's own files, as the build writes them: the route's answer.
		const [, task = "", file = ""] = /^\/spec-table-data\/([^/]+)\/([^/]+)$/.exec(url) ?? [];
		try {
			const answer = loader({ params: { task, file } } as Parameters<typeof loader>[0]);
			response.writeHead(200, { "Content-Type": "application/json" }).end(await answer.text());
		} catch {
			response.writeHead(404).end();
		}
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	// The page's fetch takes the site's own paths; outside a browser they need the server's origin.
	const fetchOnLoopback = globalThis.fetch;
	vi.stubGlobal("fetch", (path: string) => fetchOnLoopback(new URL(path, origin)));
});
afterAll(async () => {
	vi.unstubAllGlobals();
	await new Promise<void>((resolve) => server.close(() => resolve()));
});
/** What a test hydrated by hand, which the page's cleanup after each test does not know of. */
const hydrated: { container: HTMLElement; root?: { unmount(): void } }[] = [];
afterEach(() => {
	for (const { container, root } of hydrated.splice(0)) {
		if (root) act(() => root.unmount());
		container.remove();
	}
	read.length = 0;
	window.history.replaceState(null, "", "/");
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

/** /tasks/text-generation's Request and Response as the build writes them, hydrated as the browser does. */
async function hydratedTextGeneration() {
	const container = document.createElement("div");
	container.innerHTML = renderToString(<ApiReference api={taskApi("text-generation")} />);
	document.body.append(container);
	const entry: (typeof hydrated)[number] = { container };
	hydrated.push(entry);
	const island = container.querySelector<HTMLElement>('[data-island="spec-calls"]');
	if (!island) throw new Error("no spec-calls island");
	const props = JSON.parse(island.dataset.props ?? "{}");
	const { hydrateRoot } = await import("react-dom/client");
	const Component = ISLANDS["spec-calls"];
	entry.root = await act(async () => hydrateRoot(island, <Component {...props} />));
	return { container, island };
}

const section = (name: "Request" | "Response") =>
	screen.getByRole("heading", { level: 2, name }).closest("section") as HTMLElement;
const shownPanel = (name: "Request" | "Response") => within(section(name)).getByRole("tabpanel");

describe("a page that documents two calls", () => {
	it("carries only the first call's tables, with its calls as tabs, and no table in the island's props", () => {
		const html = renderToString(<ApiReference api={taskApi("text-generation")} />);
		const container = document.createElement("div");
		container.innerHTML = html;
		expect(container.querySelector("#request-tools")).not.toBeNull();
		expect(container.querySelector("#response-table")).not.toBeNull();
		expect(container.querySelector("#stream-table")).not.toBeNull();
		expect(container.querySelectorAll('[id^="text-generation-"]')).toHaveLength(0);
		const island = container.querySelector<HTMLElement>('[data-island="spec-calls"]');
		expect(JSON.parse(island?.dataset.props ?? "")).toEqual({
			page: "text-generation",
			calls: [
				{ id: "chat-completion", label: "chatCompletion", anchors: ["request", "response", "stream"] },
				{
					id: "text-generation",
					label: "textGeneration",
					anchors: ["text-generation-request", "text-generation-response", "text-generation-stream"],
				},
			],
		});
		const tabs = [...container.querySelectorAll('[role="tablist"]')].map((list) => [
			list.getAttribute("aria-label"),
			[...list.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent),
		]);
		expect(tabs).toEqual([
			["Request by call", ["chatCompletion", "textGeneration"]],
			["Response by call", ["chatCompletion", "textGeneration"]],
		]);
		// Without scripts, each section says where the other call's tables are.
		// A page with scripts reads a <noscript>'s content as text: parsed here as a page without them would.
		const notes = [...container.querySelectorAll("noscript")].map((note) => {
			const parsed = document.createElement("div");
			parsed.innerHTML = note.textContent ?? "";
			return parsed;
		});
		expect(notes).toHaveLength(2);
		for (const note of notes) {
			expect(note.querySelector("a")?.getAttribute("href")).toBe("/tasks/text-generation.md");
			expect(note.textContent).toBe(
				"Without JavaScript only chatCompletion's tables are shown; textGeneration's are in this page's Markdown copy.",
			);
		}
	});

	it("keeps the first call's tables as the page wrote them once hydrated, and after the reader switches away and back", async () => {
		const errors = vi.spyOn(console, "error");
		const { island } = await hydratedTextGeneration();
		expect(errors).not.toHaveBeenCalled();
		expect(island.querySelector("#request-tools")).not.toBeNull();
		const [chat, raw] = within(section("Request")).getAllByRole("tab");
		if (!chat || !raw) throw new Error("two tabs");
		fireEvent.click(raw);
		await settled(() =>
			expect(shownPanel("Request").querySelector("#text-generation-request-table")).not.toBeNull(),
		);
		fireEvent.click(chat);
		expect(shownPanel("Request").querySelector("#request-tools")).not.toBeNull();
		expect(shownPanel("Response").querySelector("#stream-table")).not.toBeNull();
		errors.mockRestore();
	});

	it("loads the other call's tables when its tab is picked, and shows that call in both sections", async () => {
		await hydratedTextGeneration();
		const raw = within(section("Response")).getByRole("tab", { name: "textGeneration" });
		fireEvent.click(raw);
		expect(raw.getAttribute("aria-selected")).toBe("true");
		await settled(() => {
			expect(shownPanel("Request").querySelector("caption")?.textContent).toBe("textGeneration request");
			expect([...shownPanel("Response").querySelectorAll("caption")].map((c) => c.textContent)).toEqual([
				"textGeneration response",
				"textGenerationStream stream chunk",
			]);
		});
		expect(
			shownPanel("Request").querySelector("#text-generation-request-parameters-max_new_tokens"),
		).not.toBeNull();
		expect(read).toEqual(["/spec-table-data/text-generation/text-generation.json"]);
	});

	it("moves between calls with the arrow keys, in either section's tabs", async () => {
		await hydratedTextGeneration();
		const tab = within(section("Request")).getByRole("tab", { name: "chatCompletion" });
		tab.focus();
		fireEvent.keyDown(tab, { key: "ArrowRight" });
		const raw = within(section("Request")).getByRole("tab", { name: "textGeneration" });
		expect(document.activeElement).toBe(raw);
		expect(raw.getAttribute("aria-selected")).toBe("true");
		expect(within(section("Response")).getByRole("tab", { name: "textGeneration" }).tabIndex).toBe(0);
		await settled(() =>
			expect(shownPanel("Response").querySelector("#text-generation-response-table")).not.toBeNull(),
		);
	});

	it("shows the call an address names a row of, loading its tables, also when the address changes", async () => {
		window.history.replaceState(null, "", "/#text-generation-request-parameters-max_new_tokens");
		await hydratedTextGeneration();
		await settled(() =>
			expect(
				shownPanel("Request").querySelector("#text-generation-request-parameters-max_new_tokens"),
			).not.toBeNull(),
		);
		expect(
			within(section("Request")).getByRole("tab", { name: "textGeneration" }).getAttribute("aria-selected"),
		).toBe("true");
		// A link to a row of the first call, followed within the page, shows that call again.
		window.history.replaceState(null, "", "/#response-choices");
		act(() => {
			window.dispatchEvent(new HashChangeEvent("hashchange"));
		});
		expect(
			within(section("Response")).getByRole("tab", { name: "chatCompletion" }).getAttribute("aria-selected"),
		).toBe("true");
		// A section's own heading names no call: the one shown stays.
		fireEvent.click(within(section("Request")).getByRole("tab", { name: "textGeneration" }));
		window.history.replaceState(null, "", "/#response");
		act(() => {
			window.dispatchEvent(new HashChangeEvent("hashchange"));
		});
		expect(
			within(section("Response")).getByRole("tab", { name: "textGeneration" }).getAttribute("aria-selected"),
		).toBe("true");
	});
});

describe("a call's tables loaded from their file", () => {
	const calls = ["first", "slow", "quick", "missing", "bad"].map((id) => ({
		id,
		label: id,
		anchors: [`${id}-request`, `${id}-response`],
	}));
	const pick = (name: string) =>
		fireEvent.click(within(section("Request")).getAllByRole("tab", { name })[0] as HTMLElement);
	const pending = () => section("Request").querySelector(".spec-call-pending:not(:empty)")?.textContent;

	it("are dropped when they come after the reader moved on to another call", async () => {
		render(<SpecCalls page="p" calls={calls} first={{ request: <p>first request</p>, response: null }} />);
		pick("slow");
		await settled(() => expect(held.has("/spec-table-data/p/slow.json")).toBe(true));
		expect(pending()).toBe("Loading the tables…");
		pick("quick");
		await settled(() => expect(shownPanel("Request").textContent).toBe("quick request"));
		held.get("/spec-table-data/p/slow.json")?.();
		held.clear();
		await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
		expect(shownPanel("Request").textContent).toBe("quick request");
		expect(document.body.textContent).not.toContain("slow request");
	});

	it("say so when their file is missing or not what the build writes", async () => {
		render(<SpecCalls page="p" calls={calls} first={{ request: <p>first request</p>, response: null }} />);
		pick("missing");
		await settled(() => expect(pending()).toBe("These tables could not be loaded."));
		pick("bad");
		await settled(() => expect(pending()).toBe("These tables could not be loaded."));
		pick("first");
		expect(shownPanel("Request").textContent).toBe("first request");
		expect(pending()).toBeUndefined();
	});
});

describe("a page that documents one call", () => {
	it("shows its tables as before, without tabs or an island", () => {
		const { container } = render(<ApiReference api={taskApi("text-to-image")} />);
		expect(container.querySelector("[data-island]")).toBeNull();
		expect(container.querySelector('[role="tablist"]')).toBeNull();
		expect([...container.querySelectorAll("caption")].map((caption) => caption.textContent)).toEqual([
			"textToImage request",
		]);
		expect(screen.getByText("resolves to", { exact: false }).textContent).toMatch(
			/^textToImage resolves to binary \(image\/\*\)\./,
		);
	});
});

import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { SnippetTabs } from "../app/components/snippets/SnippetTabs.js";
import { firstTabCode, type SnippetTab } from "../app/components/snippets/snippet-tab.js";

const tab = (code: string): SnippetTab => ({
	id: "sh-curl",
	label: "Shell · curl",
	language: "sh",
	code,
	html: `<pre><code>${code}</code></pre>`,
});

const answer = (provider: string) => ({ modelId: `org/${provider}-model`, tabs: [tab(`curl ${provider}`)] });

/** Provider a's file is held back until the test lets it go; every other answers at once. */
let releaseA: () => void = () => {};
let server: Server;
let origin: string;
/** The paths whose answer the page has read in full. */
const read: string[] = [];

beforeAll(async () => {
	// A real loopback server holds the first provider's answer, so it arrives after the second's.
	server = createServer((request: IncomingMessage, response: ServerResponse) => {
		const provider = /^\/snippet-data\/text-generation\/([\w.]+)\.json$/.exec(request.url ?? "")?.[1];
		if (!provider || provider === "broken") return void response.writeHead(404).end();
		const send = () =>
			response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(answer(provider)));
		if (provider === "a") releaseA = send;
		else send();
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	// The page's fetch takes the site's own paths; outside a browser they need the server's origin.
	// The answer is the server's own, only marked once the page has read it.
	const fetchOnLoopback = globalThis.fetch;
	vi.stubGlobal("fetch", async (path: string) => {
		const response = await fetchOnLoopback(new URL(path, origin));
		const json = response.json.bind(response);
		response.json = async () => {
			const value = await json();
			read.push(path);
			return value;
		};
		return response;
	});
});
afterAll(async () => {
	vi.unstubAllGlobals();
	await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
	read.length = 0;
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

const shownCode = () => screen.getByRole("tabpanel").querySelector("code")?.textContent;
const shownModel = () => document.querySelector(".snippet-model")?.textContent;

describe("SnippetTabs' provider picker", () => {
	it("shows the provider picked last when an earlier pick's answer arrives after it", async () => {
		render(
			<SnippetTabs
				label="Code"
				task="text-generation"
				providers={["first", "a", "b"]}
				provider="first"
				model="org/first-model"
				tabs={answer("first").tabs}
			/>,
		);
		const picker = screen.getByRole("combobox", { name: "Provider" });
		fireEvent.change(picker, { target: { value: "a" } });
		fireEvent.change(picker, { target: { value: "b" } });
		await settled(() => expect(shownCode()).toBe("curl b"));
		expect(shownModel()).toBe("org/b-model");

		releaseA();
		await settled(() => expect(read).toContain("/snippet-data/text-generation/a.json"));
		await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
		expect(shownCode()).toBe("curl b");
		expect(shownModel()).toBe("org/b-model");
		expect((picker as HTMLSelectElement).value).toBe("b");
		expect(document.querySelector(".snippet-status")?.textContent).toBe("");
		expect(document.querySelector(".snippet-tabs")?.getAttribute("aria-busy")).toBe("false");
	});

	it("keeps the code shown and says so when a provider's snippets do not load", async () => {
		render(
			<SnippetTabs
				label="Code"
				task="text-generation"
				providers={["first", "b", "broken"]}
				provider="first"
				model="org/first-model"
				tabs={answer("first").tabs}
			/>,
		);
		const picker = screen.getByRole("combobox", { name: "Provider" });
		fireEvent.change(picker, { target: { value: "b" } });
		await settled(() => expect(shownCode()).toBe("curl b"));
		fireEvent.change(picker, { target: { value: "broken" } });
		await settled(() =>
			expect(document.querySelector(".snippet-status")?.textContent).toBe(
				"The snippets for this provider could not be loaded.",
			),
		);
		expect(shownCode()).toBe("curl b");
		expect(shownModel()).toBe("org/b-model");
	});
});

describe("SnippetTabs on a task page", () => {
	afterEach(() => localStorage.clear());

	it("carries only the first tab's code, and loads another tab's from the page's provider file when shown", async () => {
		const requests: SnippetTab = {
			id: "python-requests",
			label: "Python · requests",
			language: "python",
			code: "import requests",
			html: "<pre><code>import requests</code></pre>",
		};
		const { container } = render(
			<SnippetTabs
				label="Code"
				task="text-generation"
				providers={["first", "b"]}
				provider="first"
				model="org/first-model"
				tabs={firstTabCode([requests, tab("curl first")])}
			/>,
		);
		// Before any tab is shown but the first, the page has no other code, and asks for none.
		expect(container.textContent).toContain("import requests");
		expect(container.textContent).not.toContain("curl first");
		expect(read).toEqual([]);

		fireEvent.click(screen.getByRole("tab", { name: "Shell · curl" }));
		await settled(() => expect(shownCode()).toBe("curl first"));
		expect(read).toEqual(["/snippet-data/text-generation/first.json"]);
		expect(screen.getByRole("tab", { name: "Shell · curl" }).getAttribute("aria-selected")).toBe("true");
		expect(document.querySelector(".snippet-tabs")?.getAttribute("aria-busy")).toBe("false");
	});

	it("loads the tabs a Responses API part names from the part's own file, with no provider picker", async () => {
		const requests: SnippetTab = {
			id: "python-openai",
			label: "Python · openai",
			language: "python",
			code: "from openai import OpenAI",
			html: "<pre><code>from openai import OpenAI</code></pre>",
		};
		const props = {
			label: "Responses API code",
			task: "text-generation",
			snippetData: "/snippet-data/text-generation/first.responses.json",
			tabs: firstTabCode([requests, tab("curl first")]),
		};
		render(<SnippetTabs {...props} />);
		expect(screen.queryByRole("combobox")).toBeNull();
		expect(read).toEqual([]);

		fireEvent.click(screen.getByRole("tab", { name: "Shell · curl" }));
		expect(screen.getByRole("tabpanel").textContent).toBe("Loading the code…");
		await settled(() => expect(shownCode()).toBe("curl first.responses"));
		expect(read).toEqual(["/snippet-data/text-generation/first.responses.json"]);
	});

	it("says where the other tabs' code is when scripts do not run, and only when the page lacks some", () => {
		const named = renderToString(
			<SnippetTabs
				label="Code"
				task="text-generation"
				tabs={firstTabCode([tab("a"), { ...tab("b"), id: "b" }])}
			/>,
		);
		expect(named).toMatch(/<noscript>.*href="\/tasks\/text-generation\.md".*<\/noscript>/);
		// Nothing loads before a tab is shown: the page's HTML does not say it does.
		expect(named).not.toContain("Loading");
		const whole = renderToString(<SnippetTabs label="Code" task="text-generation" tabs={[tab("a")]} />);
		expect(whole).not.toContain("noscript");
	});
});

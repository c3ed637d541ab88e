import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type Emulator, startEmulator } from "@hubkit/emulator";
import { MODEL_LIBRARIES } from "@hubkit/tasks";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CHAT_CHOICE } from "../app/components/run-locally/chat-choice.js";
import LocalGenerator from "../app/components/run-locally/LocalGenerator.js";
import { generateLocal } from "../app/components/run-locally/local-engine.js";
import type { LocalGeneratorProps } from "../app/components/run-locally/local-generator-props.js";
import { DEFAULT_MODEL } from "../app/components/snippets/generator-state.js";
import { plainHtml } from "../app/components/snippets/generator-tabs.js";
import { closedPortUrl } from "./run-locally-closed-port.js";

let props: LocalGeneratorProps;
beforeAll(() => {
	// The build's props (local-generator-data.test.ts), with plain HTML: the build's highlighter needs WebAssembly jsdom lacks.
	const defaults = { model: DEFAULT_MODEL, task: CHAT_CHOICE };
	props = {
		tasks: [CHAT_CHOICE, "token-classification", "text-classification"],
		libraries: Object.entries(MODEL_LIBRARIES).map(([key, library]) => ({
			key,
			label: library.prettyLabel,
			tasks: [...library.tasks],
		})),
		known: { "flair/ner-english": { library: "flair", tags: [] } },
		defaults,
		defaultPanel: generateLocal({ ...defaults, library: "" }, plainHtml),
	};
});

const shownCode = () => screen.getByRole("tabpanel").textContent ?? "";
const status = () => document.querySelector(".generator-status")?.textContent ?? "";
const type = (label: string, value: string) =>
	fireEvent.change(screen.getByLabelText(label), { target: { value } });
const hubAsked = () => emulator.requests.filter((request) => request.url.startsWith("/api/models/"));

let emulator: Emulator;
let closedHub: string;
beforeAll(async () => {
	emulator = await startEmulator({});
	closedHub = await closedPortUrl();
});
afterAll(() => emulator.close());
beforeEach(() => {
	emulator.setFaults([]);
	emulator.reset();
});

describe("the Run locally generator", () => {
	it("starts on the snippet generator's default model, chatting, with the code the build gave it, asking the hub nothing", () => {
		render(<LocalGenerator {...props} />);
		expect(shownCode()).toContain(props.defaults.model);
		expect(status()).toBe(`${props.defaultPanel.tabs?.length} snippets`);
		expect(screen.getByLabelText("Hub URL")).toHaveProperty("value", "https://huggingface.co");
		expect(screen.getByRole("combobox", { name: "Task" })).toHaveProperty("value", "");
	});

	it("asks the hub about the typed id once typing pauses, and writes the code from what it read", async () => {
		render(<LocalGenerator {...props} />);
		type("Hub URL", emulator.url);
		const id = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
		// Typed a few keys at a time, faster than the pause: one question, about the whole id, and
		// one line for screen readers while typing, not one per key.
		const said = new Set<string>();
		for (let end = 1; end <= id.length; end += 8) {
			type("Model id", id.slice(0, end));
			said.add(status());
		}
		type("Model id", id);
		said.add(status());
		expect([...said]).toEqual(["Asking the hub…"]);
		await waitFor(() => expect(status()).toMatch(/^Read distilbert\/.* from the hub: \d+ snippets\.$/), {
			timeout: 30_000,
		});
		expect(hubAsked().map((request) => request.url.split("?")[0])).toEqual([`/api/models/${id}`]);
		const facts = document.querySelector(".hub-facts")?.textContent ?? "";
		expect(facts).toContain("Librarytransformers");
		expect(facts).toContain("Tasktext-classification");
		const task = screen.getByRole("combobox", { name: "Task" }) as HTMLSelectElement;
		expect(task.selectedOptions[0]?.textContent).toBe("The model's own (text-classification)");
		const library = screen.getByRole("combobox", { name: "Library" }) as HTMLSelectElement;
		expect(library.selectedOptions[0]?.textContent).toBe("The model's own (transformers)");
		expect(shownCode()).toContain("from transformers import pipeline");
		expect(shownCode()).toContain(`"${id}"`);
	}, 60_000);

	it("never shows an answer about an id the reader has typed past", async () => {
		// A hub in front of the emulator that never answers about the first id, and tells when the
		// page gives that question up (its connection closes); every other question goes through.
		let asked = false;
		let abandoned = false;
		const hub = createServer((request, response) => {
			if (request.url?.startsWith("/api/models/meta-llama/")) {
				asked = true;
				response.on("close", () => {
					abandoned = true;
				});
				return;
			}
			fetch(`${emulator.url}${request.url}`).then(
				async (answer) => {
					response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
					response.end(Buffer.from(await answer.arrayBuffer()));
				},
				() => response.destroy(),
			);
		});
		hub.listen(0, "127.0.0.1");
		await once(hub, "listening");
		try {
			render(<LocalGenerator {...props} />);
			type("Hub URL", `http://127.0.0.1:${(hub.address() as AddressInfo).port}`);
			type("Model id", "meta-llama/Llama-3.2-1B-Instruct");
			await waitFor(() => expect(asked).toBe(true), { timeout: 10_000 });
			// Every line the status shows from here on: none may be about the first id.
			const said: string[] = [];
			const line = document.querySelector(".generator-status") as Element;
			const watch = new MutationObserver(() => said.push(status()));
			watch.observe(line, { childList: true, characterData: true, subtree: true });
			type("Model id", "distilbert/distilbert-base-uncased-finetuned-sst-2-english");
			await waitFor(() => expect(status()).toMatch(/^Read distilbert/), { timeout: 10_000 });
			// The question about the first id is given up, so no answer to it can ever be shown.
			await waitFor(() => expect(abandoned).toBe(true), { timeout: 10_000 });
			watch.disconnect();
			expect(status()).toMatch(/^Read distilbert/);
			expect(said.filter((text) => text.includes("meta-llama"))).toEqual([]);
			expect(shownCode()).toContain("distilbert/distilbert-base-uncased-finetuned-sst-2-english");
		} finally {
			hub.closeAllConnections();
			hub.close();
		}
	}, 60_000);

	it("says when the hub shows no such model, and writes no code for it", async () => {
		render(<LocalGenerator {...props} />);
		type("Hub URL", emulator.url);
		type("Model id", "nobody-here/no-such-model");
		await waitFor(
			() => expect(status()).toMatch(/shows no model nobody-here\/no-such-model without a token/),
			{
				timeout: 30_000,
			},
		);
		expect(screen.queryByRole("tabpanel")).toBeNull();
	}, 60_000);

	it("says when the hub cannot be reached, and then writes a known model's code with its library, or another the reader picks", async () => {
		render(<LocalGenerator {...props} />);
		type("Hub URL", closedHub);
		type("Model id", "flair/ner-english");
		await waitFor(() => expect(status()).toMatch(/could not be reached .*pick a task/), { timeout: 30_000 });
		fireEvent.change(screen.getByRole("combobox", { name: "Task" }), {
			target: { value: "token-classification" },
		});
		const library = screen.getByRole("combobox", { name: "Library" }) as HTMLSelectElement;
		expect(library.options[0]?.textContent).toBe("The model's own (flair)");
		await waitFor(() => expect(shownCode()).toContain("from flair"), { timeout: 30_000 });
		expect(status()).toMatch(/guessed from it and the task\. \d+ snippets?\.$/);
		fireEvent.change(library, { target: { value: "transformers" } });
		await waitFor(() => expect(shownCode()).toContain("from transformers import pipeline"));
		expect(shownCode()).toContain('"flair/ner-english"');
	}, 60_000);

	it("goes back to the model's own library, in the select and in the code, when the picked one does not serve the new task", async () => {
		render(<LocalGenerator {...props} />);
		type("Hub URL", closedHub);
		type("Model id", "flair/ner-english");
		const task = screen.getByRole("combobox", { name: "Task" });
		fireEvent.change(task, { target: { value: "token-classification" } });
		const library = screen.getByRole("combobox", { name: "Library" }) as HTMLSelectElement;
		fireEvent.change(library, { target: { value: "gliner" } });
		await waitFor(() => expect(shownCode()).toContain("from gliner"), { timeout: 30_000 });
		fireEvent.change(task, { target: { value: "text-classification" } });
		expect(library.value).toBe("");
		expect(library.selectedOptions[0]?.textContent).toBe("The model's own (flair)");
		await waitFor(() => expect(shownCode()).toContain("from flair"));
		expect(shownCode()).not.toContain("gliner");
	}, 60_000);

	it("asks nothing about an id that is not a hub id, nor of a Hub URL that is not a web address, and says why", async () => {
		render(<LocalGenerator {...props} />);
		type("Hub URL", emulator.url);
		type("Model id", "not a model id");
		await waitFor(() => expect(status()).toMatch(/^not a model id is not a hub model id/), {
			timeout: 30_000,
		});
		type("Hub URL", "ftp://hub.example");
		expect(status()).toBe("Hub URL must start with https:// or http://. Nothing was asked.");
		expect(hubAsked()).toEqual([]);
		expect(screen.queryByRole("tabpanel")).toBeNull();
	}, 60_000);
});

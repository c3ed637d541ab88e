// @vitest-environment node
import { type Emulator, startEmulator } from "@hubkit/emulator";
import type { HubModel } from "@hubkit/snippets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askHub } from "../app/components/run-locally/hub-answer.js";
import { hubFacts } from "../app/components/run-locally/hub-facts.js";
import { type HubLookup, hubOrigin, lookupWords, settled } from "../app/components/run-locally/hub-lookup.js";
import { closedPortUrl } from "./run-locally-closed-port.js";

let emulator: Emulator;
beforeAll(async () => {
	emulator = await startEmulator({});
});
afterAll(() => emulator.close());

const never = () => new AbortController().signal;

describe("asking the hub about a model", () => {
	it("gives the model as the hub describes it", async () => {
		const answer = await askHub("meta-llama/Llama-3.1-8B-Instruct", emulator.url, never());
		expect(answer.state).toBe("found");
		if (answer.state !== "found") return;
		expect(answer.model.library_name).toBe("transformers");
		expect(answer.facts).toMatchObject({ task: "text-generation", taskChoice: "conversational" });
	});

	it("says a model the hub does not show to a reader without a token is private, or none", async () => {
		expect(await askHub("nobody-here/no-such-model", emulator.url, never())).toEqual({ state: "private" });
	});

	it("says the hub cannot be reached when nothing listens at its address, and never throws", async () => {
		const answer = await askHub("meta-llama/Llama-3.1-8B-Instruct", await closedPortUrl(), never());
		expect(answer).toEqual({ state: "unreachable", detail: "no connection" });
	});

	it("says an answer that is not a model's is not the hub's: a server error, or a body that is not JSON", async () => {
		emulator.setFaults([{ fault: "server-error", path: "/api/models/", times: 1 }]);
		expect((await askHub("meta-llama/Llama-3.1-8B-Instruct", emulator.url, never())).state).toBe(
			"unreachable",
		);
		emulator.setFaults([{ fault: "malformed-json", path: "/api/models/", times: 1 }]);
		expect(await askHub("meta-llama/Llama-3.1-8B-Instruct", emulator.url, never())).toEqual({
			state: "unreachable",
			detail: "an answer that is not a model",
		});
		emulator.setFaults([]);
	});

	it("asks nothing about an id the hub could not have, nor one that would change the request's path", async () => {
		emulator.reset();
		for (const id of ["not a model id", "../../api/tasks", "https://example.org/x", ""]) {
			expect((await askHub(id, emulator.url, never())).state, id).toBe("refused");
		}
		expect(emulator.requests).toEqual([]);
	});
});

describe("what the page reads from the hub's answer", () => {
	it("gives the library, the task, the formats and the weight files, gated or not", () => {
		const facts = hubFacts({
			library_name: "gguf",
			pipeline_tag: "text-generation",
			tags: ["gguf", "conversational"],
			siblings: [{ rfilename: "README.md" }, { rfilename: "m-Q4_K_M.gguf" }, { rfilename: "m-Q8_0.gguf" }],
			gated: "manual",
		});
		expect(facts).toEqual({
			library: "gguf",
			task: "text-generation",
			taskChoice: "conversational",
			tags: ["gguf", "conversational"],
			formats: ["GGUF"],
			files: ["m-Q4_K_M.gguf", "m-Q8_0.gguf"],
			ggufFile: "m-Q4_K_M.gguf",
			gated: "manual",
		});
	});

	it("names the GGUF file the code loads, as llama.cpp picks it: Q4_K_M, else the first, a split file's first part", () => {
		const files = (...names: string[]) => hubFacts({ siblings: names.map((rfilename) => ({ rfilename })) });
		expect(files("a-Q8_0.gguf", "b-q4_k_m.gguf").ggufFile).toBe("b-q4_k_m.gguf");
		expect(files("mmproj-f16.gguf", "a-Q8_0.gguf", "a-Q5_K_M.gguf").ggufFile).toBe("a-Q8_0.gguf");
		expect(files("big-Q4_K_M-00002-of-00002.gguf", "big-Q4_K_M-00001-of-00002.gguf").ggufFile).toBe(
			"big-Q4_K_M-00001-of-00002.gguf",
		);
		expect(files("model.safetensors")).not.toHaveProperty("ggufFile");
	});

	it("reads any JSON without throwing: nulls, wrong types and inherited names are no facts", () => {
		const hostile = [
			null,
			42,
			"text",
			[],
			{ library_name: null, pipeline_tag: 3, tags: "gguf", siblings: null, gated: true },
			{ tags: [null, 1, "onnx"], siblings: [null, 7, { rfilename: null }, { rfilename: "model.onnx" }] },
			JSON.parse('{"__proto__": {"library_name": "x"}, "constructor": {"pipeline_tag": "y"}}'),
		];
		// JSON as it came: the hub's answer is typed, but any field may hold anything.
		const read = (model: unknown) => hubFacts(model as HubModel);
		for (const model of hostile) expect(() => read(model)).not.toThrow();
		expect(read(hostile[4])).toEqual({ tags: [], formats: [], files: [] });
		expect(read(hostile[5])).toEqual({ tags: ["onnx"], formats: ["ONNX"], files: ["model.onnx"] });
		expect(read(hostile[6])).toEqual({ tags: [], formats: [], files: [] });
	});
});

describe("what the page says", () => {
	const found = (gated?: "auto" | "manual"): HubLookup => {
		const model = gated ? { gated } : {};
		return settled("o/m", "https://hub.example", { state: "found", model, facts: hubFacts(model) });
	};

	it("says each state of the lookup in words, once, naming the model", () => {
		expect(lookupWords({ state: "default" }, 3)).toBe("3 snippets");
		expect(lookupWords({ state: "no-id" }, 0)).toBe("Give a model id.");
		expect(lookupWords({ state: "asking", id: "o/m" }, 0)).toBe("Asking the hub…");
		expect(lookupWords(found(), 1)).toBe("Read o/m from the hub: 1 snippet.");
		expect(lookupWords(found("auto"), 2)).toMatch(
			/^o\/m is gated: .* accepted its conditions .* 2 snippets\.$/,
		);
		expect(lookupWords(settled("o/m", "h", { state: "not-found" }), 0)).toBe("The hub has no model o/m.");
		expect(lookupWords(settled("o/m", "h", { state: "gated" }), 0)).toMatch(
			/^o\/m is gated, and the hub shows nothing/,
		);
		expect(lookupWords(settled("o/m", "h", { state: "private" }), 0)).toMatch(
			/without a token: it is private, or there is none/,
		);
		const down = settled("o/m", "http://127.0.0.1:9", { state: "unreachable", detail: "no connection" });
		expect(lookupWords(down, 0)).toMatch(
			/^The hub at http:\/\/127\.0\.0\.1:9 could not be reached \(no connection\).*pick a task/,
		);
		expect(lookupWords(down, 4)).toMatch(/guessed from it and the task\. 4 snippets\.$/);
		expect(lookupWords(settled("x", "h", { state: "refused", detail: "empty" }), 0)).toBe(
			"x is not a hub model id (empty).",
		);
	});

	it("takes only web addresses as the hub's", () => {
		expect(hubOrigin(" https://hub.example/ ")).toEqual({ url: "https://hub.example" });
		expect(hubOrigin("http://127.0.0.1:8080")).toEqual({ url: "http://127.0.0.1:8080" });
		expect(hubOrigin("javascript:alert(1)")).toEqual({
			problem: "Hub URL must start with https:// or http://.",
		});
		expect(hubOrigin("hub")).toEqual({ problem: "Hub URL is not a web address." });
	});
});

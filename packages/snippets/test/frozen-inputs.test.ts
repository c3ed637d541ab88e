import { describe, expect, it } from "vitest";
import { getInferenceSnippets } from "../src/index.js";

const chat = {
	id: "meta-llama/Llama-3.1-8B-Instruct",
	pipeline_tag: "text-generation",
	tags: ["conversational"],
};
const classifier = { id: "acme/classifier", pipeline_tag: "text-classification", tags: [] };

/** Each snippet's text, by client. */
const texts = (snippets: ReturnType<typeof getInferenceSnippets>) =>
	Object.fromEntries(snippets.map(({ language, client, content }) => [`${language}/${client}`, content]));

describe("inputs frozen at the top only, then changed", () => {
	it("messages: a frozen list of unfrozen messages gives the new text the next time, in every snippet", () => {
		const message = { role: "user", content: "first question" };
		const messages = Object.freeze([message]) as unknown[];
		const before = texts(getInferenceSnippets(chat, "together", undefined, { messages }));
		message.content = "second question";
		const after = texts(getInferenceSnippets(chat, "together", undefined, { messages }));
		expect(Object.keys(after)).toEqual(Object.keys(before));
		for (const [client, content] of Object.entries(after)) {
			expect(before[client], client).toContain("first question");
			expect(content, client).toContain("second question");
			expect(content, client).not.toContain("first question");
		}
	});

	it("task inputs: a frozen object holding an unfrozen one, changed two levels down", () => {
		const inner = { text: "before", pair: ["a", "b"] };
		const inputs = Object.freeze({ source: Object.freeze({ inner }) });
		const first = texts(getInferenceSnippets(classifier, "hf-inference", undefined, { inputs }));
		inner.text = "after";
		inner.pair.push("c");
		const second = texts(getInferenceSnippets(classifier, "hf-inference", undefined, { inputs }));
		for (const [client, content] of Object.entries(second)) {
			expect(first[client], client).toContain("before");
			expect(content, client).toContain("after");
			expect(content, client).toMatch(/"c"/);
		}
	});

	it("a frozen object whose value comes from a getter is read anew", () => {
		let count = 0;
		const inputs = Object.freeze({
			get text() {
				count++;
				return `call ${count}`;
			},
		});
		const curl = () =>
			getInferenceSnippets(classifier, "hf-inference", undefined, { inputs }).find(
				({ client }) => client === "curl",
			)?.content;
		const first = curl();
		expect(curl()).not.toBe(first);
	});

	it("deeply frozen inputs are written the same every time", () => {
		const inputs = Object.freeze({ text: "same", list: Object.freeze(["x", Object.freeze({ y: 1 })]) });
		const first = texts(getInferenceSnippets(classifier, "hf-inference", undefined, { inputs }));
		expect(texts(getInferenceSnippets(classifier, "hf-inference", undefined, { inputs }))).toEqual(first);
	});
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	type getLocalSnippets,
	getLocalSnippetsWithReasons,
	type HubModel,
	modelFacts,
} from "../src/index.js";

/**
 * The model is the hub's JSON: any field may be missing, null or of another type. Every input, the
 * model or the options being anything at all, gets code or a reason, never a throw; a field of the
 * wrong type counts as left out, so the model gets what it would get without it.
 */

/** Any JSON value, nulls and lists of mixed types included, with names a lookup could trip on. */
const json = fc.jsonValue({ maxDepth: 3 });
const trickyKey = fc.constantFrom("constructor", "__proto__", "toString", "hasOwnProperty", "valueOf");
const anyValue = fc.oneof(json, fc.constant(null), fc.constant(undefined), trickyKey);

/** A hub model whose every field may be its right type, another type, null or missing. */
const hubLike = fc.record(
	{
		id: fc.oneof(fc.constantFrom("acme/model", "bartowski/Llama-3.2-1B-Instruct-GGUF"), anyValue),
		pipeline_tag: fc.oneof(
			fc.constantFrom("text-generation", "fill-mask", "text-to-image"),
			trickyKey,
			anyValue,
		),
		library_name: fc.oneof(
			fc.constantFrom("transformers", "diffusers", "gguf", "sentence-transformers"),
			anyValue,
		),
		tags: fc.oneof(
			fc.array(fc.oneof(fc.constantFrom("conversational", "gguf", "custom_code", "lora"), anyValue)),
			anyValue,
		),
		mask_token: anyValue,
		config: fc.oneof(
			fc.record(
				{
					architectures: anyValue,
					model_type: anyValue,
					auto_map: fc.oneof(fc.dictionary(trickyKey, anyValue), anyValue),
					peft: fc.oneof(fc.record({ base_model_name_or_path: anyValue, task_type: anyValue }), anyValue),
					sklearn: anyValue,
					speechbrain: anyValue,
					diffusers: anyValue,
					tokenizer_config: anyValue,
				},
				{ requiredKeys: [] },
			),
			anyValue,
		),
		cardData: fc.oneof(
			fc.record({ base_model: anyValue, instance_prompt: anyValue, widget: anyValue }, { requiredKeys: [] }),
			anyValue,
		),
		widgetData: fc.oneof(fc.array(anyValue), anyValue),
		transformersInfo: anyValue,
		gguf: anyValue,
		siblings: fc.oneof(fc.array(fc.oneof(fc.record({ rfilename: anyValue }), anyValue)), anyValue),
	},
	{ requiredKeys: [] },
);

const anyModel = fc.oneof(hubLike, anyValue, fc.array(anyValue));
const anyOptions = fc.oneof(
	fc.record({ inputs: anyValue, messages: fc.oneof(fc.array(anyValue), anyValue) }, { requiredKeys: [] }),
	anyValue,
);

const call = (model: unknown, options?: unknown) =>
	getLocalSnippetsWithReasons(model as HubModel, options as Parameters<typeof getLocalSnippets>[1]);

/** What a result says, for comparing two inputs that must get the same. */
const outcome = (model: unknown, options?: unknown) => {
	const { snippets, reasons } = call(model, options);
	return { snippets, reasons: reasons.map((reason) => reason.message) };
};

describe("a hub model of any shape", () => {
	it("gets snippets or a reason, never a throw, for any model and any options", () => {
		fc.assert(
			fc.property(anyModel, anyOptions, (model, options) => {
				const { snippets, reasons } = call(model, options);
				expect(Array.isArray(snippets)).toBe(true);
				expect(snippets.length + reasons.length).toBeGreaterThan(0);
				for (const snippet of snippets) {
					expect(typeof snippet.content).toBe("string");
					expect(typeof snippet.label).toBe("string");
					expect(["library", "app"]).toContain(snippet.kind);
				}
				for (const reason of reasons) expect(typeof reason.message).toBe("string");
			}),
			{ numRuns: 300, seed: 29 },
		);
	});

	it("gets no snippets and a reason when it is not an object with a hub id", () => {
		const models = [null, undefined, 7, "acme/model", [], {}, { id: null }, { id: 7 }, Object.create(null)];
		for (const [index, model] of models.entries()) {
			const { snippets, reasons } = call(model);
			expect(snippets, `model ${index}`).toEqual([]);
			expect(reasons.map((reason) => reason.message).join("\n"), `model ${index}`).toMatch(
				/No local snippets/,
			);
		}
	});

	const chat = { id: "acme/chat", pipeline_tag: "text-generation", tags: ["conversational"] };
	const lora = {
		id: "acme/lora",
		pipeline_tag: "text-to-image",
		library_name: "diffusers",
		tags: ["lora", "base_model:adapter:acme/base-model"],
	};

	it.each([
		["library_name null", { ...chat, library_name: null }, chat],
		["library_name a number", { ...chat, library_name: 7 }, chat],
		["library_name a list", { ...chat, library_name: ["transformers"] }, chat],
		["tags a string", { ...chat, tags: "conversational" }, { ...chat, tags: [] }],
		["tags an object", { ...chat, tags: { 0: "conversational" } }, { ...chat, tags: [] }],
		["a null tag", { ...lora, tags: [null, ...lora.tags] }, lora],
		["a number tag", { ...lora, tags: [...lora.tags, 7] }, lora],
		["pipeline_tag null", { ...chat, pipeline_tag: null }, { ...chat, pipeline_tag: undefined }],
		["config null", { ...chat, config: null }, chat],
		["siblings of nulls", { ...chat, siblings: [null, 7, { rfilename: null }] }, chat],
	])("gets what it gets without the field when %s", (_name, model, clean) => {
		expect(outcome(model)).toEqual(outcome(clean));
	});

	it.each([
		["null", null],
		["a number", 7],
		["a string", "inputs"],
		["a list", []],
	])("gets the examples when the options are %s", (_name, options) => {
		expect(outcome(chat, options)).toEqual(outcome(chat));
		expect(outcome(chat, options).snippets.length).toBeGreaterThan(0);
	});

	it("reads only the model's own fields, never inherited ones", () => {
		const inherited = Object.create({ library_name: "diffusers", tags: ["lora"] }) as Record<string, unknown>;
		Object.assign(inherited, chat);
		expect(outcome(inherited)).toEqual(outcome(chat));
	});
});

describe("the caller's input", () => {
	it.each([
		["question-answering", "transformers", ["question", "context"]],
		["table-question-answering", "transformers", ["table", "query"]],
		["sentence-similarity", "sentence-transformers", ["source_sentence", "sentences"]],
		["text-ranking", "sentence-transformers", ["query", "documents"]],
	] as const)("%s (%s): only its own fields are read, never inherited ones", (task, library, keys) => {
		const inherited = Object.fromEntries(
			keys.map((key) => [key, key.endsWith("s") ? ["INHERITED"] : "INHERITED"]),
		);
		const { snippets } = call(
			{ id: "acme/model", pipeline_tag: task, library_name: library },
			{ inputs: Object.create(inherited) },
		);
		const own = snippets.filter((snippet) => snippet.name === library);
		expect(own.length).toBeGreaterThan(0);
		for (const snippet of own) expect(snippet.content).not.toContain("INHERITED");
	});
});

describe("modelFacts, what writers read", () => {
	const isStrings = (value: unknown) =>
		Array.isArray(value) && value.every((item) => typeof item === "string");
	const stringOrAbsent = (value: unknown) => value === undefined || typeof value === "string";

	it("holds only what its types say, for any model", () => {
		fc.assert(
			fc.property(anyModel, (model) => {
				const facts = modelFacts(model);
				expect(isStrings(facts.tags)).toBe(true);
				expect(isStrings(facts.files)).toBe(true);
				expect(isStrings(facts.config.architectures)).toBe(true);
				expect(isStrings(facts.cardData.base_model)).toBe(true);
				for (const targets of Object.values(facts.config.auto_map)) expect(isStrings(targets)).toBe(true);
				expect(Object.getPrototypeOf(facts.config.auto_map)).toBe(Object.prototype);
				for (const value of [facts.id, facts.pipeline_tag, facts.task, facts.library_name, facts.mask_token])
					expect(stringOrAbsent(value)).toBe(true);
				for (const value of Object.values(facts.transformersInfo)) expect(typeof value).toBe("string");
				expect(stringOrAbsent(facts.config.peft?.base_model_name_or_path)).toBe(true);
				expect(stringOrAbsent(facts.cardData.instance_prompt)).toBe(true);
				for (const example of facts.widgetData) expect(stringOrAbsent(example.text)).toBe(true);
				expect(facts.gated === undefined || [false, "auto", "manual"].includes(facts.gated)).toBe(true);
			}),
			{ numRuns: 300, seed: 30 },
		);
	});

	it("keeps a __proto__ key as data, never as the object's prototype", () => {
		const facts = modelFacts(
			JSON.parse(
				'{"config": {"auto_map": {"__proto__": "x.Y", "AutoModel": "m.M"}}, "widgetData": [{"structured_data": {"__proto__": [1]}}]}',
			),
		);
		expect(Object.keys(facts.config.auto_map)).toEqual(["__proto__", "AutoModel"]);
		expect(Object.getPrototypeOf(facts.config.auto_map)).toBe(Object.prototype);
		expect(Object.keys(facts.widgetData[0]?.structured_data ?? {})).toEqual(["__proto__"]);
	});
});

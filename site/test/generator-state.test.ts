import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
	defaultState,
	isStateFragment,
	MAX_LINK_FRAGMENT,
	stateFromAddress,
	stateFromQuery,
	stateToLink,
	stateToQuery,
} from "../app/components/snippets/generator-state.js";

const DEFAULT_STATE = defaultState("default-provider");

describe("the generator's state in the query string", () => {
	it("carries the parameters the reader set, and only those", () => {
		const state = {
			...DEFAULT_STATE,
			task: "text-to-image",
			parameters: { num_inference_steps: "4", negative_prompt: "blurry & dark", seed: "" },
		};
		const query = stateToQuery(state, DEFAULT_STATE);
		expect(query).toBe("?task=text-to-image&p.num_inference_steps=4&p.negative_prompt=blurry+%26+dark");
		expect(stateFromQuery(query, DEFAULT_STATE)).toEqual({
			...state,
			parameters: { num_inference_steps: "4", negative_prompt: "blurry & dark" },
		});
	});

	it("keeps a parameter named like an object's prototype as a plain entry", () => {
		const { parameters } = stateFromQuery("?p.__proto__=x&p.=y", DEFAULT_STATE);
		expect(Object.getPrototypeOf(parameters)).toBe(Object.prototype);
		expect(Object.entries(parameters)).toEqual([["__proto__", "x"]]);
	});

	it("round-trips any parameter texts", () => {
		fc.assert(
			fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string({ minLength: 1 })), (parameters) => {
				const state = { ...DEFAULT_STATE, parameters };
				expect(stateFromQuery(stateToQuery(state, DEFAULT_STATE), DEFAULT_STATE).parameters).toEqual(
					parameters,
				);
			}),
		);
	});
});

describe("the generator's state in a link", () => {
	it("goes in the fragment and comes back from it, a query link still opens, an anchor is not a state", () => {
		const state = { ...DEFAULT_STATE, model: "Qwen/Qwen3-8B", parameters: { seed: "4" } };
		const link = stateToLink(state, DEFAULT_STATE);
		expect(link).toEqual({ fragment: "#model=Qwen%2FQwen3-8B&p.seed=4", omitted: [] });
		expect(stateFromAddress("", link.fragment, DEFAULT_STATE)).toEqual(state);
		expect(stateFromAddress("?model=Qwen%2FQwen3-8B&p.seed=4", "", DEFAULT_STATE)).toEqual(state);
		expect(stateFromAddress("?model=a", "#snippet-generator", DEFAULT_STATE).model).toBe("a");
		expect(isStateFragment("#snippet-generator")).toBe(false);
		expect(isStateFragment("#p.tools=x")).toBe(true);
		expect(stateToLink(DEFAULT_STATE, DEFAULT_STATE)).toEqual({ fragment: "", omitted: [] });
	});

	it("keeps a link within its bound by leaving out, and naming, the longest settings", () => {
		const tools = "x".repeat(MAX_LINK_FRAGMENT);
		const state = { ...DEFAULT_STATE, model: "Qwen/Qwen3-8B", parameters: { tools, seed: "4" } };
		const link = stateToLink(state, DEFAULT_STATE);
		expect(link.omitted).toEqual(["tools"]);
		expect(link.fragment.length).toBeLessThanOrEqual(MAX_LINK_FRAGMENT);
		expect(stateFromAddress("", link.fragment, DEFAULT_STATE)).toEqual({
			...state,
			parameters: { seed: "4" },
		});
	});

	it("writes every link within the bound, and any setting it keeps comes back as it was", () => {
		fc.assert(
			fc.property(
				fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ minLength: 1, maxLength: 300 })),
				fc.nat({ max: 2000 }),
				(parameters, max) => {
					const state = { ...DEFAULT_STATE, parameters };
					const link = stateToLink(state, DEFAULT_STATE, max);
					expect(link.fragment.length).toBeLessThanOrEqual(max);
					const back = stateFromAddress("", link.fragment || "#", DEFAULT_STATE).parameters;
					// Own entries only: a name like `constructor` left out must not find the prototype's.
					for (const [name, text] of Object.entries(parameters))
						expect(Object.hasOwn(back, name) ? back[name] : undefined).toBe(
							link.omitted.includes(name) ? undefined : text,
						);
				},
			),
			{ numRuns: 1000 },
		);
	});
});

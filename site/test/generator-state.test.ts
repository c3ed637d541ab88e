import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultState, stateFromQuery, stateToQuery } from "../app/components/snippets/generator-state.js";

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

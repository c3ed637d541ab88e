import type { InferenceProviderOrPolicy } from "@hubkit/inference";
import { describe, expect, it } from "vitest";
import {
	getInferenceSnippetsWithReasons,
	type InferenceSnippetOptions,
	type ModelDataMinimal,
} from "../src/index.js";

/** One value for every option, each one the generator reads differently from its absence. */
const GIVEN: Required<InferenceSnippetOptions> = {
	api: "responses",
	streaming: true,
	billTo: "acme",
	accessToken: "hf_token",
	directRequest: true,
	endpointUrl: "https://endpoint.example.com/v1/",
	endpointModel: "served-name",
	inputs: "Hello",
	messages: [{ role: "user", content: "Hi" }],
	temperature: 0,
	max_tokens: 9,
	top_p: 0.5,
	parameters: { seed: 1 },
	routerUrl: "http://127.0.0.1:9",
	providerBaseUrls: { together: "http://127.0.0.1:9" },
};
const NAMES = Object.keys(GIVEN) as Array<keyof InferenceSnippetOptions>;

const CALLS: Array<[ModelDataMinimal, InferenceProviderOrPolicy]> = [
	[
		{ id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] },
		"together",
	],
	[
		{ id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] },
		"auto",
	],
	[{ id: "openai/whisper-large-v3", pipeline_tag: "automatic-speech-recognition", tags: [] }, "fal-ai"],
	[{ id: "black-forest-labs/FLUX.1-dev", pipeline_tag: "text-to-image", tags: [] }, "hf-inference"],
];

/** The options with `name` given as undefined, or left out. */
function without(
	options: InferenceSnippetOptions,
	name: keyof InferenceSnippetOptions,
	asUndefined: boolean,
) {
	const rest: InferenceSnippetOptions = { ...options };
	delete rest[name];
	if (!asUndefined) return rest;
	const given: InferenceSnippetOptions = { ...rest };
	given[name] = undefined;
	return given;
}

/** The snippets and the reasons' text, comparable with toEqual. */
function generated(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	options: InferenceSnippetOptions,
) {
	const { snippets, reasons } = getInferenceSnippetsWithReasons(model, provider, undefined, options);
	return { snippets, reasons: reasons.map(({ skipped, message }) => ({ skipped, message })) };
}

describe("an option given as undefined counts as left out", () => {
	it("with every other option given or none, for each option, provider and kind of task", () => {
		let compared = 0;
		for (const [model, provider] of CALLS)
			for (const name of NAMES)
				for (const others of [{}, GIVEN]) {
					const absent = generated(model, provider, without(others, name, false));
					expect(generated(model, provider, without(others, name, true))).toEqual(absent);
					compared += absent.snippets.length;
				}
		// Most of these calls give snippets: the comparison is of code, not of two empty lists.
		expect(compared).toBeGreaterThan(200);
	});

	it("every option at once", () => {
		const allUndefined = Object.fromEntries(
			NAMES.map((name) => [name, undefined]),
		) as InferenceSnippetOptions;
		for (const [model, provider] of CALLS)
			expect(generated(model, provider, allUndefined)).toEqual(generated(model, provider, {}));
	});
});

// The options' types under exactOptionalPropertyTypes are checked by `npm run typecheck`
// (test/types/options-under-exact-types.ts), not here.

import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import {
	getInferenceSnippets,
	type InferenceProviderMappingEntry,
	type ModelDataMinimal,
	planSnippetCall,
	setLogger,
} from "../src/index.js";
import { recordLogs } from "./support/recording-logger.js";

afterEach(() => setLogger(console));

/** Pieces that move a URL out of its route, or out of its origin. */
const ESCAPES = [
	"../../evil/path?leak=1#",
	"..",
	"a/../../b",
	"owner/name/..",
	"./name",
	"owner/name?leak=1",
	"owner/name#frag",
	"//evil.example/x",
	"https://evil.example/x",
	"javascript:alert(1)",
	"owner name",
	"owner/na\tme",
	"owner/name\n",
	"owner/\u0000name",
	"%2e%2e/%2e%2e/evil",
	"owner%2Fname",
	"owner\\..\\evil",
	"owner//name",
	"",
];
const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,8}$/);
/** A plausible id with something in it that no id may hold, wherever it sits. */
const hostileId = fc.oneof(
	fc.constantFrom(...ESCAPES),
	fc
		.tuple(
			segment,
			fc.constantFrom("?", "#", "/../", "/./", "//", " ", "\r\n", "\u0000", "%2F", "\\", "://", "\u202e"),
			segment,
		)
		.map(([owner, bad, name]) => `${owner}/${name}${bad}${name}`),
);

const CASES: Array<{
	name: string;
	model: ModelDataMinimal;
	provider: "hf-inference" | "together" | "fal-ai";
}> = [
	{
		name: "chat routed",
		model: { id: "", pipeline_tag: "text-generation", tags: ["conversational"] },
		provider: "together",
	},
	{
		name: "hosted pipeline",
		model: { id: "", pipeline_tag: "text-classification", tags: [] },
		provider: "hf-inference",
	},
	{ name: "queued job", model: { id: "", pipeline_tag: "text-to-image", tags: [] }, provider: "fal-ai" },
];

function mappingFor(model: ModelDataMinimal, provider: string, ids: Partial<InferenceProviderMappingEntry>) {
	return {
		provider,
		hfModelId: "acme/model",
		providerId: "acme/provider-model",
		status: "live",
		task: model.tags.includes("conversational") ? "conversational" : (model.pipeline_tag as string),
		...ids,
	} as InferenceProviderMappingEntry;
}

describe("an id that would leave its route gets no snippets, and the reason is logged (property)", () => {
	for (const { name, model, provider } of CASES) {
		it(`${name}: as the model id (with or without a mapping), the mapping's providerId or its hfModelId`, () => {
			fc.assert(
				fc.property(
					hostileId,
					fc.constantFrom("model", "model beside a good mapping", "providerId", "hfModelId"),
					fc.boolean(),
					(id, where, direct) => {
						const lines = recordLogs();
						const options = direct ? { directRequest: true } : {};
						const snippets =
							where === "model"
								? getInferenceSnippets({ ...model, id }, provider, undefined, options)
								: where === "model beside a good mapping"
									? getInferenceSnippets({ ...model, id }, provider, mappingFor(model, provider, {}), options)
									: getInferenceSnippets(
											{ ...model, id: "acme/model" },
											provider,
											mappingFor(model, provider, { [where]: id }),
											options,
										);
						expect(snippets).toEqual([]);
						expect(lines).toHaveLength(1);
						// A model id that is a URL gets the client's own word for it, as the client would say.
						const reasons = where.startsWith("model")
							? "model must be a |Model URLs are no longer supported"
							: `providerMapping\\.${where} must be a `;
						expect(lines[0]).toMatch(
							new RegExp(`^Failed to build the request for ${provider} \\(.+\\) \\| Error: (${reasons})`),
						);
					},
				),
				{ numRuns: 150 },
			);
		});
	}

	it("plain ids still get their snippets, and their URL stays on its host and route", () => {
		fc.assert(
			fc.property(segment, segment, (owner, name) => {
				for (const { model, provider } of CASES) {
					const id = `${owner}/${name}`;
					const call = planSnippetCall(
						{ ...model, id },
						provider,
						mappingFor(model, provider, { hfModelId: id, providerId: id }),
						{},
					);
					expect(call).toBeDefined();
					const url = new URL(call?.request.url as string);
					expect(url.origin).toBe("https://router.huggingface.co");
					if (!model.tags.includes("conversational")) expect(url.pathname).toContain(`/${id}`);
					expect(url.hash).toBe("");
				}
			}),
			{ numRuns: 50 },
		);
	});
});

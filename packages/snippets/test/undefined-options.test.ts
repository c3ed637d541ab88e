import { join } from "node:path";
import type { InferenceProviderOrPolicy } from "@hubkit/inference";
import ts from "typescript";
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

/**
 * The type errors of a file beside this one under `exactOptionalPropertyTypes`, as a reader's
 * strict project compiles it (this repository's own settings leave that flag off).
 */
function strictErrors(text: string): string[] {
	const file = join(import.meta.dirname, "options-under-exact-types.ts");
	const options: ts.CompilerOptions = {
		strict: true,
		exactOptionalPropertyTypes: true,
		module: ts.ModuleKind.NodeNext,
		moduleResolution: ts.ModuleResolutionKind.NodeNext,
		target: ts.ScriptTarget.ES2022,
		types: ["node"],
		skipLibCheck: true,
		noEmit: true,
	};
	const host = ts.createCompilerHost(options);
	const { getSourceFile, fileExists, readFile } = host;
	host.fileExists = (name) => name === file || fileExists(name);
	host.readFile = (name) => (name === file ? text : readFile(name));
	host.getSourceFile = (name, version, ...rest) =>
		name === file ? ts.createSourceFile(name, text, version) : getSourceFile(name, version, ...rest);
	const program = ts.createProgram([file], options, host);
	// The file's own errors: the sources it imports are type-checked by the package's own settings.
	return program
		.getSemanticDiagnostics(program.getSourceFile(file))
		.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("the options' types under exactOptionalPropertyTypes", () => {
	it("take every option as possibly undefined (an unset environment variable passes as it is)", () => {
		const fields = NAMES.map((name) => `\t${name}: undefined,`).join("\n");
		const text = `import type { InferenceSnippetOptions } from "../src/index.js";\nexport const options: InferenceSnippetOptions = {\n${fields}\n};\n`;
		expect(strictErrors(text)).toEqual([]);
		// The check sees a wrong type: it is not passing for want of looking.
		expect(strictErrors(text.replace("streaming: undefined", "streaming: 1"))).not.toEqual([]);
	}, 60_000);
});

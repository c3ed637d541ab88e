import { DEFAULT_PROVIDER, PROVIDERS_OR_POLICIES } from "@hubkit/inference";
import type { DefaultModels } from "../components/snippets/default-model.js";
import type { SnippetGeneratorProps } from "../components/snippets/generator-props.js";
import { defaultState } from "../components/snippets/generator-state.js";
import { generatedTabs } from "../components/snippets/generator-tabs.js";
import { highlight } from "./highlight.server.js";
import { generatorModel } from "./provider-models.server.js";

/** The generator's default view: on the client's default provider. */
export const DEFAULT_STATE = defaultState(DEFAULT_PROVIDER);

/**
 * Each task's default model, and each provider's where it serves another (per the provider-models
 * table): only the differences, so the page carries a few hundred bytes rather than every pair.
 */
function defaultModels(tasks: readonly string[]): DefaultModels {
	return Object.fromEntries(
		tasks.map((task) => {
			const model = generatorModel(task, "auto");
			const providers = Object.fromEntries(
				PROVIDERS_OR_POLICIES.map((provider) => [provider, generatorModel(task, provider)] as const).filter(
					([, served]) => served !== model,
				),
			);
			return [task, Object.keys(providers).length > 0 ? { model, providers } : { model }];
		}),
	);
}

/**
 * The snippet generator's choices and its default view, highlighted at build time: the page reads
 * fine without JavaScript and the browser loads the generator itself only when the reader changes
 * something.
 */
export async function snippetGeneratorProps(): Promise<SnippetGeneratorProps> {
	// Imported when called: imported statically, the server build moves its entry's code into a shared
	// chunk (the island imports this module too), where the islands manifest's relative path breaks.
	const { GENERATOR_TASKS, generate, parameterSchema } = await import(
		"../components/snippets/generator-engine.js"
	);
	const { snippets } = generate(DEFAULT_STATE, "", {});
	const codes = snippets.flatMap(
		(snippet): Array<[code: string, lang: string]> => [
			[snippet.content, snippet.language],
			...(snippet.setup ? [[snippet.setup, "sh"] as [string, string]] : []),
		],
	);
	const html = new Map(
		await Promise.all(codes.map(async ([code, lang]) => [code, await highlight(code, lang)] as const)),
	);
	return {
		tasks: GENERATOR_TASKS,
		providers: PROVIDERS_OR_POLICIES,
		defaultModels: defaultModels(GENERATOR_TASKS),
		defaults: DEFAULT_STATE,
		defaultParameters: parameterSchema(DEFAULT_STATE.task),
		defaultTabs: generatedTabs(snippets, (code) => html.get(code) ?? ""),
	};
}

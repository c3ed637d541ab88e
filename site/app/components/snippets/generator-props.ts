import type { DefaultModels } from "./default-model.js";
import type { ParameterSchema } from "./generator-parameters.js";
import type { GeneratorState } from "./generator-state.js";
import type { SnippetTab } from "./snippet-tab.js";

/**
 * What the build gives the generator: its choices and the default view, highlighted. With these the
 * page shows and hydrates the default view without the generator's heavy half (generator-engine.ts).
 */
export interface SnippetGeneratorProps {
	tasks: readonly string[];
	providers: readonly string[];
	/** The default model of each task and provider, which the model field follows while it holds one. */
	defaultModels: DefaultModels;
	/** The default view's choices: a link leaves these out of its query. */
	defaults: GeneratorState;
	/** The default task's parameters. */
	defaultParameters: ParameterSchema | undefined;
	/** The default view's snippets, highlighted at build time. */
	defaultTabs: SnippetTab[];
}

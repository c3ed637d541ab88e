import type { GeneratorState } from "./generator-state.js";

/**
 * The generator's default model for each task (`model`), and where a provider serves another, that
 * provider's (`providers`): the build writes it from the provider-models table, so the default the
 * form shows is one the chosen provider serves.
 */
export type DefaultModels = Readonly<
	Record<string, { model: string; providers?: Readonly<Record<string, string>> }>
>;

/** The default model for a task and provider, or undefined for a task the build wrote none for. */
export function defaultModelFor(models: DefaultModels, task: string, provider: string): string | undefined {
	const entry = Object.hasOwn(models, task) ? models[task] : undefined;
	if (!entry) return undefined;
	return entry.providers && Object.hasOwn(entry.providers, provider)
		? entry.providers[provider]
		: entry.model;
}

/**
 * The state with another task or provider chosen. A model field left empty or holding the default of
 * the previous choice takes the new choice's default; a model the reader typed stays.
 */
export function followDefaultModel(
	state: GeneratorState,
	next: Partial<Pick<GeneratorState, "task" | "provider">>,
	models: DefaultModels,
): GeneratorState {
	const chosen = { ...state, ...next };
	const model = state.model.trim();
	if (model !== "" && model !== defaultModelFor(models, state.task, state.provider)) return chosen;
	return { ...chosen, model: defaultModelFor(models, chosen.task, chosen.provider) ?? state.model };
}

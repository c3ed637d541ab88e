import type { SeedMapping, SeedModel } from "../types.js";

/** Providers the reference client routes on its own; the hub never lists mappings for them. */
export const CLIENT_SIDE_PROVIDERS: ReadonlySet<string> = new Set(["openai"]);

/** hf-inference serves these two tasks from the same deployment. */
export const SENTENCE_TASKS: readonly string[] = ["feature-extraction", "sentence-similarity"];

export interface Resolved {
	model: SeedModel;
	mapping: SeedMapping;
}

export interface Registry {
	readonly models: readonly SeedModel[];
	model(id: string): SeedModel | undefined;
	/** Every model a provider serves under `providerId` (several LoRAs can share one base endpoint). */
	byProviderId(provider: string, providerId: string): Resolved[];
	/** The model's mapping for a provider, if it has one. */
	mapping(model: SeedModel, provider: string): SeedMapping | undefined;
}

export function createRegistry(models: readonly SeedModel[]): Registry {
	const byId = new Map(models.map((model) => [model.id, model]));
	return {
		models,
		model: (id) => byId.get(id),
		byProviderId: (provider, providerId) =>
			models.flatMap((model) =>
				model.inferenceProviderMapping
					.filter((mapping) => mapping.provider === provider && mapping.providerId === providerId)
					.map((mapping) => ({ model, mapping })),
			),
		mapping: (model, provider) =>
			model.inferenceProviderMapping.find((mapping) => mapping.provider === provider),
	};
}

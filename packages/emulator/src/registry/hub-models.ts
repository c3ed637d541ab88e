import type { HubModel, SeedModel } from "../types.js";

/**
 * The registry with the models a caller adds to the hub (`startEmulator({ hubModels })`) after it.
 * An added model with no hub facts gets empty ones, so it is on the hub without any provider.
 * A repeated id is a mistake in the test's setup, reported at once rather than one model hiding
 * the other.
 */
export function withHubModels(models: readonly SeedModel[], added: readonly HubModel[] = []): SeedModel[] {
	const ids = new Set(models.map((model) => model.id));
	for (const model of added) {
		if (ids.has(model.id)) throw new Error(`hubModels: the registry already has a model ${model.id}`);
		ids.add(model.id);
	}
	return [
		...models,
		...added.map((model) => ({
			...model,
			hub: model.hub ?? {},
			inferenceProviderMapping: model.inferenceProviderMapping ?? [],
		})),
	];
}

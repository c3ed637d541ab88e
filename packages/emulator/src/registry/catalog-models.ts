import type { ProviderSpec } from "../providers/call.js";
import type { SeedModel } from "../types.js";

/**
 * The seeded models with the mappings the provider catalogue declares added to them (live, after
 * the model's own), so that a provider is one catalogue entry. A declared hub id the registry does
 * not seed is a mistake in the catalogue, reported at once.
 */
export function withCatalogModels(
	models: readonly SeedModel[],
	providers: readonly ProviderSpec[],
): SeedModel[] {
	const declared = providers.flatMap((provider) =>
		(provider.models ?? []).map((model) => ({ provider: provider.name, ...model })),
	);
	for (const { provider, hubId } of declared) {
		if (!models.some((model) => model.id === hubId)) {
			throw new Error(
				`The catalogue entry of ${provider} serves ${hubId}, which the seeded registry does not have.`,
			);
		}
	}
	return models.map((model) => {
		const added = declared.filter((entry) => entry.hubId === model.id);
		if (added.length === 0) return model;
		return {
			...model,
			inferenceProviderMapping: [
				...model.inferenceProviderMapping,
				...added.map(({ provider, providerId, task }) => ({
					provider,
					providerId,
					status: "live" as const,
					task,
				})),
			],
		};
	});
}

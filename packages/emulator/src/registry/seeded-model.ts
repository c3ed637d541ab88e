import type { SeedMapping, SeedModel } from "../types.js";
import { DEFAULT_MODELS } from "./default-models.js";

/**
 * The first live seeded model a provider serves for a task without an adapter, with that mapping:
 * what a test needs to make a call the emulator will answer.
 */
export function seededModel(
	provider: string,
	task: string,
	models: readonly SeedModel[] = DEFAULT_MODELS,
): { model: SeedModel; mapping: SeedMapping } | undefined {
	for (const model of models) {
		const mapping = model.inferenceProviderMapping.find(
			(entry) =>
				entry.provider === provider && entry.task === task && entry.status === "live" && !entry.adapter,
		);
		if (mapping) return { model, mapping };
	}
	return undefined;
}

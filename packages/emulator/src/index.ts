export { DEFAULT_MODELS } from "./registry/default-models.js";
export { seededModel } from "./registry/seeded-model.js";
export { FAULTS } from "./server/faults.js";
export { startEmulator } from "./server/start-emulator.js";
export type {
	Emulator,
	EmulatorOptions,
	Fault,
	FaultRule,
	HubFacts,
	HubGguf,
	HubModel,
	HubModelConfig,
	HubTransformersInfo,
	RecordedRequest,
	RecordOptions,
	SeedMapping,
	SeedModel,
} from "./types.js";

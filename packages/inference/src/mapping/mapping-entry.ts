import type { InferenceTask } from "../inference-tasks.js";

/** One entry of the hub's `inferenceProviderMapping` for a model. */
export interface InferenceProviderMappingEntry {
	/** The provider's name, e.g. `"together"`. */
	provider: string;
	/** The model's hub id. */
	hfModelId: string;
	/** The provider's own id for the model, used in its URLs and bodies. */
	providerId: string;
	/** `staging` mappings serve only the provider's own organisation members. */
	status: "live" | "staging";
	/** The task the provider serves the model for (`conversational` for chat). */
	task: InferenceTask | string;
	/** For adapters on a base model: the adapter kind, e.g. `"lora"`. */
	adapter?: string;
	/** For a LoRA: its weights' path inside the model's repository. */
	adapterWeightsPath?: string;
	/** Whether the entry names one model or every model with a tag. */
	type?: "single-model" | "tag-filter";
}

import { EXAMPLE_NUM_INFERENCE_STEPS, getExampleInput } from "@hubkit/tasks";
import type { Value } from "../literals/value.js";
import type { InferenceSnippetOptions, ModelDataMinimal } from "../types.js";

/** Chat fields that come from their own options (the example's messages, the streaming choice). */
const CHAT_OWN_FIELDS = new Set(["messages", "model", "stream"]);

/** A chat call's arguments: the example's (or the caller's) messages, the caller's settings over them. */
export function chatInputs(model: ModelDataMinimal, options: InferenceSnippetOptions): Record<string, Value> {
	const example = getExampleInput(model.pipeline_tag ?? "text-generation", model);
	const messages = (options.messages ?? (example && "messages" in example ? example.messages : [])) as Value;
	const extra = Object.fromEntries(
		Object.entries(options.parameters ?? {}).filter(([key]) => !CHAT_OWN_FIELDS.has(key)),
	);
	const inputs: Record<string, Value> = { messages, max_tokens: 512, ...(extra as Record<string, Value>) };
	if (options.max_tokens !== undefined) inputs.max_tokens = options.max_tokens;
	// Zero is a real setting (greedy decoding), so only an absent value is left out.
	if (options.temperature !== undefined) inputs.temperature = options.temperature;
	if (options.top_p !== undefined) inputs.top_p = options.top_p;
	return inputs;
}

/** The example's inputs with the caller's parameters laid over its own. */
function withParameters(
	inputs: Record<string, Value>,
	options: InferenceSnippetOptions,
): Record<string, Value> {
	const given = options.parameters;
	if (!given || Object.keys(given).length === 0) return inputs;
	const own = inputs.parameters;
	const base = own && typeof own === "object" && !Array.isArray(own) ? own : {};
	return { ...inputs, parameters: { ...base, ...(given as Record<string, Value>) } };
}

function exampleTaskInputs(
	task: string,
	model: ModelDataMinimal,
	options: InferenceSnippetOptions,
): Record<string, Value> {
	if (options.inputs !== undefined) return { inputs: options.inputs as Value };
	const example = getExampleInput(task, model);
	if (!example || "messages" in example)
		return { inputs: "No input example has been defined for this model task." };
	// A first image in a few steps: quick to come back, which is what an example call is for.
	if (task === "text-to-image")
		return { ...example, parameters: { num_inference_steps: EXAMPLE_NUM_INFERENCE_STEPS } };
	return example as Record<string, Value>;
}

/** A task call's arguments: the example's (or the caller's) inputs, the caller's parameters over its own. */
export function taskInputs(
	task: string,
	model: ModelDataMinimal,
	options: InferenceSnippetOptions,
): Record<string, Value> {
	return withParameters(exampleTaskInputs(task, model, options), options);
}

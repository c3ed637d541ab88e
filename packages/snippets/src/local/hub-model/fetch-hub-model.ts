import { fetchModelInfo, type ModelInfoOptions } from "@hubkit/inference";
import type { HubModel } from "./hub-model.js";

/**
 * The fields of the hub's model info that local snippets read, asked for by name (the hub's
 * `expand`, as huggingface_hub's `model_info` takes it: huggingface/huggingface_hub, commit
 * ee0a451, src/huggingface_hub/hf_api.py, `ExpandModelProperty_T`). With `expand` the hub answers
 * these and the id only, not its whole default set.
 */
export const HUB_MODEL_FIELDS = [
	"pipeline_tag",
	"library_name",
	"tags",
	"mask_token",
	"config",
	"cardData",
	"widgetData",
	"transformersInfo",
	"gguf",
	"siblings",
	"gated",
	"private",
] as const;

/** How to ask the hub: its address, a token for private and gated models, a fetch, a signal, a limit. */
export type FetchHubModelOptions = Omit<ModelInfoOptions, "expand">;

/**
 * The model as the hub's `GET /api/models/{id}` describes it, ready for `getLocalSnippets`. The hub
 * is `hubUrl`, else `HF_ENDPOINT`, else the public hub, as the inference client's. A model the hub
 * cannot give (missing, private, gated, an invalid token, an unreachable hub) ends in
 * `InferenceClientHubModelError`, whose `reason` says which, and which never shows the token.
 *
 * @param id - The hub id, `owner/name`.
 * @param options - The hub's address, the token, a fetch, a signal, a time limit.
 * @returns The hub's answer: what it knows of the model, any field possibly missing.
 * @example
 * ```ts
 * import { fetchHubModel, getLocalSnippets } from "@hubkit/snippets";
 *
 * const model = await fetchHubModel("HuggingFaceTB/SmolLM3-3B");
 * for (const snippet of getLocalSnippets(model)) console.log(snippet.label);
 * ```
 */
export async function fetchHubModel(id: string, options: FetchHubModelOptions = {}): Promise<HubModel> {
	return (await fetchModelInfo(id, { ...options, expand: HUB_MODEL_FIELDS })) as HubModel;
}

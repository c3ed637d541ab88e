export { type HubModelErrorReason, InferenceClientHubModelError, setLogger } from "@hubkit/inference";
export { formatInputs, INPUT_FORMATS, type InputFormat } from "./format/format-inputs.js";
export { getInferenceSnippets, getInferenceSnippetsWithReasons } from "./generator/get-inference-snippets.js";
export { planSnippetCall } from "./generator/plan.js";
export type { ReportReason, SnippetReason } from "./generator/reasons.js";
export type { SnippetCall } from "./generator/snippet-call.js";
export {
	JS_METHODS,
	PYTHON_METHODS,
	TEMPLATE_FOR_TASK,
	type TemplateName,
} from "./generator/template-names.js";
export { jsKey, jsLiteral, jsString } from "./literals/javascript.js";
export { isPythonKeyword, pythonLiteral, pythonString } from "./literals/python.js";
export { shellQuote } from "./literals/shell.js";
export type { Value } from "./literals/value.js";
export { getLocalSnippets, getLocalSnippetsWithReasons } from "./local/get-local-snippets.js";
export {
	type FetchHubModelOptions,
	fetchHubModel,
	HUB_MODEL_FIELDS,
} from "./local/hub-model/fetch-hub-model.js";
export { DEFAULT_GGUF_QUANT, pickGgufFile } from "./local/hub-model/gguf-file.js";
export type {
	HubCardData,
	HubGgufInfo,
	HubModel,
	HubModelConfig,
	HubSibling,
	HubSklearnConfig,
	HubTransformersInfo,
	HubWidgetExample,
} from "./local/hub-model/hub-model.js";
export {
	type CardDataFacts,
	type ConfigFacts,
	type ModelFacts,
	modelFacts,
} from "./local/hub-model/model-facts.js";
export type {
	LocalSnippet,
	LocalSnippetKind,
	LocalSnippetOptions,
	LocalSnippetRole,
} from "./local/types.js";
export { CLIENTS, loadTemplate } from "./templates/registry.js";
export type {
	InferenceProviderMappingEntry,
	InferenceSnippet,
	InferenceSnippetOptions,
	ModelDataMinimal,
	SnippetClient,
	SnippetLanguage,
} from "./types.js";

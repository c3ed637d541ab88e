export { buildRequest } from "./call/build-request.js";
export {
	type ClientOptions,
	InferenceClient,
	type InferenceClientMethods,
} from "./client/inference-client.js";
export { DEFAULT_HUB_URL, DEFAULT_ROUTER_URL } from "./defaults/hosts.js";
export { InferenceClientAbortError } from "./errors/abort-error.js";
export {
	type HttpRequestInfo,
	type HttpResponseInfo,
	InferenceClientError,
	InferenceClientHttpRequestError,
	InferenceClientHubApiError,
	InferenceClientInputError,
	InferenceClientProviderApiError,
	InferenceClientProviderOutputError,
	InferenceClientRoutingError,
	InferenceClientTimeoutError,
} from "./errors/errors.js";
export { INFERENCE_TOKEN_URL, routerHint } from "./errors/router-hint.js";
export type { TaskCallError } from "./errors/task-call-error.js";
export { type HubModelErrorReason, InferenceClientHubModelError } from "./hub/hub-model-error.js";
export { fetchModelInfo, type ModelInfoOptions } from "./hub/model-info.js";
export { INFERENCE_TASKS, type InferenceTask } from "./inference-tasks.js";
export { MappingCache } from "./mapping/mapping-cache.js";
export type { InferenceProviderMappingEntry } from "./mapping/mapping-entry.js";
export type { AnswerReader, OutputType, Payload, RequestHelper, TaskHelper } from "./providers/helper.js";
// The provider registry's views a client user needs, named as in the reference client's main entry.
export {
	DEFAULT_PROVIDER,
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderOrPolicy,
	isInferenceProvider,
	PROVIDERS_HUB_ORGS,
	PROVIDERS_OR_POLICIES,
	type ProviderHost,
} from "./providers/registry.js";
export { getProviderHelper, PROVIDERS } from "./providers/task-helpers.js";
export type { BuiltRequest } from "./request/request-parts.js";
export {
	type ResponsesArgs,
	type ResponsesResult,
	responses,
	responsesStream,
} from "./responses/responses.js";
export {
	type ResponsesCompletedEvent,
	type ResponsesContentPartEvent,
	type ResponsesErrorEvent,
	type ResponsesFailedEvent,
	type ResponsesFunctionCall,
	type ResponsesFunctionCallArgumentsDeltaEvent,
	type ResponsesFunctionCallArgumentsDoneEvent,
	type ResponsesFunctionCallItem,
	type ResponsesFunctionCallOutputItem,
	type ResponsesFunctionTool,
	type ResponsesIncompleteEvent,
	type ResponsesInputContent,
	type ResponsesInputItem,
	type ResponsesInputMessage,
	type ResponsesLifecycleEvent,
	type ResponsesMcpTool,
	type ResponsesOutputContent,
	type ResponsesOutputItem,
	type ResponsesOutputItemEvent,
	type ResponsesOutputMessage,
	type ResponsesRequest,
	type ResponsesResponse,
	type ResponsesStatus,
	type ResponsesStreamEvent,
	type ResponsesTextDeltaEvent,
	type ResponsesTextDoneEvent,
	type ResponsesTextFormat,
	type ResponsesToolChoice,
	type ResponsesUsage,
	responsesOutputText,
} from "./responses/responses-types.js";
export { getModel, listModels, type RouterModelsOptions } from "./router-models/list-models.js";
export type {
	RouterModel,
	RouterModelArchitecture,
	RouterModelProvider,
} from "./router-models/router-model.js";
export { ROUTER_POLICIES, type RouterPolicy } from "./router-policies/router-policies.js";
export * from "./task-functions/index.js";
export type * from "./types/options.js";
export type * from "./types/task-types.js";
export { getLogger, type Logger, setLogger } from "./utils/logger.js";

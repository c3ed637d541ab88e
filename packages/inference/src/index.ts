export { buildRequest } from "./call/build-request.js";
export {
	type ClientOptions,
	InferenceClient,
	type InferenceClientMethods,
} from "./client/inference-client.js";
export { DEFAULT_HUB_URL, DEFAULT_ROUTER_URL } from "./config/hosts.js";
export { INFERENCE_TASKS, type InferenceTask } from "./config/tasks.js";
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
export { MappingCache } from "./mapping/mapping-cache.js";
export type { InferenceProviderMappingEntry } from "./mapping/mapping-entry.js";
export type { OutputType, Payload, TaskHelper } from "./providers/helper.js";
// The provider registry's views a client user needs, named as in the reference client's main entry.
export {
	DEFAULT_PROVIDER,
	getProviderHelper,
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderOrPolicy,
	isInferenceProvider,
	PROVIDERS,
	PROVIDERS_HUB_ORGS,
	PROVIDERS_OR_POLICIES,
	type ProviderHost,
} from "./providers/registry.js";
export type { BuiltRequest } from "./request/build-request.js";
export * from "./tasks/index.js";
export type * from "./types/options.js";
export type * from "./types/tasks.js";
export { getLogger, type Logger, setLogger } from "./utils/logger.js";

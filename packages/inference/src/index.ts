export { buildRequest } from "./call/build-request.js";
export {
	type ClientOptions,
	InferenceClient,
	type InferenceClientMethods,
} from "./client/inference-client.js";
export { DEFAULT_HUB_URL, DEFAULT_ROUTER_URL } from "./config/hosts.js";
export {
	DEFAULT_PROVIDER,
	getProvider,
	INFERENCE_PROVIDERS,
	type InferenceProvider,
	type InferenceProviderModule,
	type InferenceProviderOrPolicy,
	PROVIDER_BASE_URLS,
	PROVIDER_MODULES,
	PROVIDERS_HUB_ORGS,
	PROVIDERS_OR_POLICIES,
	type ProviderHost,
} from "./config/providers.js";
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
export { autoRouterChat } from "./providers/auto-router.js";
export type { OutputType, Payload, TaskHelper } from "./providers/helper.js";
export type { ProviderModule } from "./providers/provider-module.js";
export { getProviderHelper, PROVIDERS, type ProviderTable, TASK_TABLES } from "./providers/registry.js";
export {
	type AuthMethod,
	type BuiltRequest,
	buildRequestParts,
	buildResolvedRequest,
	type RequestParts,
	type ResolvedCall,
} from "./request/build-request.js";
export {
	readServerSentEvents,
	type ServerSentEvent,
	ServerSentEventParser,
	ServerSentEventReader,
} from "./streaming/sse-parser.js";
export * from "./tasks/index.js";
export type * from "./types/options.js";
export type * from "./types/tasks.js";
export { getLogger, type Logger, setLogger } from "./utils/logger.js";
export { type CallArgs, checkCallArgs } from "./validation/call-args.js";
export { checkCredential, checkHeaderValue } from "./validation/header-values.js";
export {
	checkEndpointUrl,
	checkId,
	checkMappingIds,
	encodeIdPath,
	type IdKind,
	type IdSource,
	idProblem,
} from "./validation/ids.js";

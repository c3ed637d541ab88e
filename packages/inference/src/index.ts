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
export { readServerSentEvents, type ServerSentEvent, ServerSentEventParser } from "./streaming/sse-parser.js";

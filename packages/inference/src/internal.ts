/**
 * The client's request builder in parts, with the task tables, routing helper, checks and stream
 * reader behind it: for `@hubkit/snippets` and for tools built on the request builder.
 *
 * Code that writes a call out instead of sending it (as the snippet generator does), or sends it by
 * its own means, needs these; a client user needs none of them: the main entry, `@hubkit/inference`,
 * has the client, the task functions, `buildRequest`, `getProviderHelper` and `PROVIDERS`. This
 * entry is versioned with the package and makes no semver promise beyond the package's own.
 *
 * What is here, and why it is not in the main entry:
 *
 * - `buildRequestParts`, `buildResolvedRequest`, `RequestParts`, `ResolvedCall`, `RequestCall`,
 *   `AuthMethod`: the builder's steps once a call is settled (`RequestCall`: one whose helper is a
 *   request alone); for users, `buildRequest` is the whole of it.
 * - `TASK_TABLES`, `ProviderTable`: the registry by task, as the site's provider pages walk it;
 *   users ask `getProviderHelper` or `PROVIDERS`.
 * - `REQUEST_TABLES`, `RequestTable`, `getRequestHelper`: the same registry as requests only (route,
 *   headers, body), without the reading of answers: what the generator writes calls out from, so
 *   its bundle carries none of the answer checks, polling or downloads only a call needs.
 * - `PROVIDER_MODULES`, `ProviderModule`, `InferenceProviderModule`, `getProvider`,
 *   `PROVIDER_BASE_URLS`, `unsupportedProvider`: the
 *   provider modules and what the generator and the site read from them (a provider's key variable,
 *   its own host, whether the router serves it); a call needs none of them, and the main entry keeps
 *   the registry's views the reference client's main entry has (`INFERENCE_PROVIDERS`,
 *   `PROVIDERS_OR_POLICIES`, `PROVIDERS_HUB_ORGS`, `PROVIDERS`, `getProviderHelper`).
 * - `autoRouterChatRequest`: the router's own chat request, which the generator needs for
 *   `provider: "auto"`; `autoRouterChat`: the same with its answer reader, for tools that ask which
 *   answers the client takes from the router's chat (the site's OpenAPI document); users pass
 *   `provider: "auto"`.
 * - `checkCallArgs`, `CallArgs`, `checkCredential`, `checkHeaderValue`, `checkEndpointUrl`,
 *   `checkId`, `checkMappingIds`, `encodeIdPath`, `idProblem`, `IdKind`, `IdSource`: the checks
 *   every call runs before sending, for a generator that must refuse what the client refuses, in
 *   the client's words.
 * - `splitModelId`, `ModelIdParts`, `suffixRoute`, `SuffixRoute`, `SuffixTask`: a model id split at
 *   the router's suffix, and where a suffixed call goes, for a generator that writes a suffixed id's
 *   call as the client makes it and refuses what it refuses; callers pass the id as it is.
 * - `ServerSentEventParser`, `ServerSentEventReader`, `readServerSentEvents`, `ServerSentEvent`: the
 *   stream reader under the streaming functions, which already yield parsed chunks.
 *
 * The generator also uses `RequestHelper`, `Payload` and `BuiltRequest`; they stay in the main entry
 * because its public functions give them (`getProviderHelper`'s helper extends `RequestHelper`, a
 * helper's `payload`, `buildRequest`).
 *
 * @module
 */

export { scrub } from "./errors/redact.js";
export { autoRouterChatRequest } from "./providers/auto-router/request.js";
export type { ProviderModule } from "./providers/provider-module.js";
export {
	getProvider,
	getRequestHelper,
	type InferenceProviderModule,
	PROVIDER_BASE_URLS,
	PROVIDER_MODULES,
	REQUEST_TABLES,
	type RequestTable,
	unsupportedProvider,
} from "./providers/registry.js";
export { autoRouterChat, type ProviderTable, TASK_TABLES } from "./providers/task-helpers.js";
export {
	type AuthMethod,
	buildRequestParts,
	buildResolvedRequest,
	type RequestCall,
	type RequestParts,
	type ResolvedCall,
} from "./request/request-parts.js";
export { type ModelIdParts, splitModelId } from "./router-policies/split-model-id.js";
export { type SuffixRoute, type SuffixTask, suffixRoute } from "./router-policies/suffix-route.js";
export {
	readServerSentEvents,
	type ServerSentEvent,
	ServerSentEventParser,
	ServerSentEventReader,
} from "./streaming/sse-parser.js";
export { type CallArgs, checkCallArgs } from "./validation/call-args.js";
export { checkEndpointUrl } from "./validation/destination.js";
export { checkCredential, checkHeaderValue } from "./validation/header-values.js";
export {
	HUB_ID_PATTERN,
	HUB_ID_REGEXP,
	HUB_ID_SEGMENT_PATTERN,
	MODEL_ID_PATTERN,
	MODEL_ID_REGEXP,
} from "./validation/hub-id.js";
export {
	checkId,
	checkMappingIds,
	encodeIdPath,
	type IdKind,
	type IdSource,
	idProblem,
} from "./validation/ids.js";

import type { InferenceTask } from "../config/tasks.js";
import type { InferenceProviderMappingEntry } from "../mapping/mapping-entry.js";
import type { BinaryData } from "../utils/binary.js";

/** What a request body is, before it is serialised: snippets render it, the client sends it. */
export type Payload =
	| {
			/** A JSON body. */
			kind: "json";
			/** The object to serialise. */
			value: Record<string, unknown>;
	  }
	| {
			/** A raw binary body (audio or an image). */
			kind: "binary";
			/** The bytes and their media type. */
			data: BinaryData;
	  }
	| {
			/** A multipart form. */
			kind: "multipart";
			/** The form's fields in order: text, or bytes with a file name. */
			fields: Array<[name: string, value: string | (BinaryData & { filename: string })]>;
	  };

export interface RequestContext {
	/** The provider's model id (from the mapping), or the endpoint URL for custom endpoints. */
	model: string;
	task: InferenceTask;
	/** The call's own arguments: inputs, parameters, messages…; binaries already read into bytes. */
	args: Record<string, unknown>;
	mapping?: InferenceProviderMappingEntry;
	/** True when the request goes through the router, false when it goes straight to the provider. */
	routed: boolean;
	/** The base URL the call uses: `{router}/{provider}` when routed, else the provider's own host. */
	baseUrl: string;
	routerUrl: string;
	outputType?: OutputType;
	stream?: boolean;
}

/**
 * What a text-to-image call gives back: the image as a Blob (default), as a `data:` URL, as the
 * provider's own URL for it, or the provider's raw JSON answer.
 */
export type OutputType = "blob" | "dataUrl" | "url" | "json";

/** What a helper can do once the provider has answered: follow up with more requests. */
export interface ResponseContext extends RequestContext {
	/** The URL the main request went to. */
	url: string;
	/** Headers of the main request (with the credential), for follow-up polls. */
	headers: Record<string, string>;
	http: FollowUp;
}

export interface PollSpec<T> {
	url: string;
	headers?: Record<string, string>;
	/** The provider's own pace between polls, in ms. */
	intervalMs: number;
	/** The provider's own limit on status checks, when it documents one; the caller's option wins. */
	maxAttempts?: number;
	/** Returns the result when the job is done, undefined while it runs; throws when it failed. */
	check: (status: unknown) => T | undefined;
	/** Describes the job in messages, e.g. "fal-ai text-to-image job". */
	label: string;
}

export interface FollowUp {
	getJson(url: string, headers?: Record<string, string>): Promise<unknown>;
	download(url: string): Promise<Blob>;
	poll<T>(spec: PollSpec<T>): Promise<T>;
}

/**
 * One provider serving one task: where the request goes, what its body is and how the answer becomes
 * the task's output. Helpers are plain objects built by a handful of protocol shapes (OpenAI chat,
 * hosted pipeline, queued job, prediction…), never subclasses.
 */
export interface TaskHelper<Output = unknown> {
	/**
	 * The id of the provider module it belongs to; `auto` only for the router's own chat endpoint,
	 * which picks the provider itself.
	 */
	provider: string;
	/** The task it serves. */
	task: InferenceTask;
	/** The route after the base URL. */
	route(ctx: RequestContext): string;
	/** Replaces `{base}/{route}` entirely, for custom endpoints and the auto router. */
	url?(ctx: RequestContext): string | undefined;
	/** The request body, before it is serialised. */
	payload(ctx: RequestContext): Payload;
	/** Extra headers the provider needs. */
	headers?(ctx: RequestContext): Record<string, string>;
	/** The credential header's scheme for direct calls with a provider key; default Bearer. */
	directAuthScheme?: string;
	/** One of its module's `extraHosts` by name, used on direct calls instead of its `baseUrl` (fal's `queue`). */
	host?: string;
	/** The answer is a job to poll until it is done, not the result (queued and polled jobs). */
	pollsJob?: boolean;
	/**
	 * The media types the provider decodes for the task's audio or image input, where it refuses
	 * others whatever the bytes are; the helper refuses the rest before sending. Absent: any type.
	 */
	acceptedMediaTypes?: readonly string[];
	/** The answer is JSON whatever its content type says (OpenAI-style APIs): it is parsed without looking. */
	jsonAnswer?: boolean;
	/** Send `Authorization: Bearer` even without a token (replicate's API rejects the request otherwise). */
	alwaysAuthorize?: boolean;
	/** The task's output from the provider's answer (following up with polls or downloads if needed). */
	output(data: unknown, ctx: ResponseContext): Output | Promise<Output>;
}

import type { InferenceTask } from "../inference-tasks.js";
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
	/**
	 * The provider's model id (from the mapping); for a custom endpoint, the model id the caller
	 * gave, else the endpoint's URL (what OpenAI-compatible servers get as the body's `model`).
	 */
	model: string;
	/** The custom endpoint the call goes to, when it has one: requests go there, not to a route. */
	endpointUrl?: string;
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

/** Who a protocol shape serves: the provider's id and its name in messages, as its module declares them. */
export interface ProviderIdentity {
	provider: string;
	label: string;
}

/** A place in a JSON answer: object keys and list indexes, outermost first. */
export type FieldPath = ReadonlyArray<string | number>;

/** Where a job is found, from the submission's answer. */
export type JobLocation =
	| {
			/** A link the answer holds: its path, moved onto the call's base (as the client's polls do). */
			link: FieldPath;
			/** Text after the path (fal's `/status`). */
			suffix?: string;
			/** The submission URL's query follows the path (fal's `?_subdomain=queue` through the router). */
			keepQuery?: boolean;
	  }
	| {
			/** The job's id in the answer, URL-encoded into a URL of fixed parts. */
			id: FieldPath;
			/** What the URL starts from: the call's base, or the submission's own URL. */
			from: "base" | "url";
			/** The text between that start and the id. */
			before: string;
	  };

/**
 * How a queued or polled job is followed to its end, with the values the client itself polls by:
 * check `status` every `intervalMs`, at most `maxAttempts` times, until it reads one of `done` (or
 * one of `failed`: the job failed; anything else: still running).
 */
export interface JobRecipe {
	/** Where the job's status is checked (GET, with the submission's headers). */
	status: JobLocation;
	/** The status field, in the submission's answer and in each status answer. */
	field: FieldPath;
	done: readonly string[];
	failed: readonly string[];
	/** The submission's answer already carries the status (the job may even be done). */
	settlesOnSubmit: boolean;
	/** The provider's pace between checks. */
	intervalMs: number;
	/** The client's bound on checks for this provider. */
	maxAttempts: number;
	/** Where the finished job's result is fetched, when the last status answer is not the result (fal). */
	result?: JobLocation;
}

/** Where the produced file is in the final answer, and its media type (which names the saved file). */
export interface MediaRecipe {
	/** `body`: the answer is the file; `link`: a URL to download (without credentials); `base64`: the file, encoded. */
	in: "body" | "link" | "base64";
	/** Where the link or the base64 text is, for `link` and `base64`. */
	path?: FieldPath;
	/** The field holds a link or a list of them (Replicate models answer either): the first is the file. */
	maybeList?: boolean;
	/** The file's media type as the provider makes it by default, e.g. `image/jpeg`. */
	type: string;
}

/**
 * How code of the reader's own finishes a call: follows the job, if the answer is one, and finds the
 * produced file. Data for the snippet generator, declared by the protocol shapes from the same
 * constants the client polls and reads answers by, so the two cannot disagree.
 */
export interface AnswerRecipe {
	job?: JobRecipe;
	media?: MediaRecipe;
}

/** How the client reads a provider's answer into the task's output (following up with polls or downloads if needed). */
export type AnswerReader<Output = unknown> = (
	data: unknown,
	ctx: ResponseContext,
) => Output | Promise<Output>;

/**
 * One provider serving one task, as far as making the request goes: where it goes, its headers and
 * its body, and (for code of the reader's own) how the answer is finished. This half is all the
 * snippet generator needs; the client joins it with the provider's {@link AnswerReader} into a
 * {@link TaskHelper}. Helpers are plain objects built by a handful of protocol shapes (OpenAI chat,
 * hosted pipeline, queued job, prediction…), never subclasses.
 */
export interface RequestHelper {
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
	/**
	 * The media types the provider decodes for the task's audio or image input, where it refuses
	 * others whatever the bytes are; the helper refuses the rest before sending. Absent: any type.
	 */
	acceptedMediaTypes?: readonly string[];
	/** The answer is JSON whatever its content type says (OpenAI-style APIs): it is parsed without looking. */
	jsonAnswer?: boolean;
	/** Send `Authorization: Bearer` even without a token (replicate's API rejects the request otherwise). */
	alwaysAuthorize?: boolean;
	/** How a reader's own code finishes the call, when it takes more than printing the JSON answer. */
	answer?: AnswerRecipe;
}

/**
 * One provider serving one task: where the request goes, what its body is and how the answer becomes
 * the task's output. The request half and the answer half live in separate modules of the provider
 * (`request.ts`, `answer.ts`), so code that only writes requests out carries no answer reading.
 */
export interface TaskHelper<Output = unknown> extends RequestHelper {
	/** The task's output from the provider's answer (following up with polls or downloads if needed). */
	output(data: unknown, ctx: ResponseContext): Output | Promise<Output>;
}

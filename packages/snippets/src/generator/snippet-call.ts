import type { InferenceProviderOrPolicy, RequestHelper } from "@hubkit/inference";
import type { RequestParts } from "@hubkit/inference/internal";
import type { Value } from "../literals/value.js";
import type { ModelDataMinimal } from "../types.js";
import type { TemplateName } from "./template-names.js";

/** Where the credential comes from in the code: an environment variable, or the caller's literal token. */
export interface Credential {
	scheme: string;
	envVar: string;
	literal?: string | undefined;
}

/** A file the example reads (the hub's sample image or recording) and the media type it is sent as. */
export interface SampleFile {
	name: string;
	type: string;
}

/** The sample file at a place in a value (a path of keys and list indexes). */
export interface FileAt {
	file: SampleFile;
	path: string[];
}

/**
 * Everything a template needs: the call as the SDKs make it, and the HTTP request as raw clients
 * send it. The planner gives every field, undefined where it does not apply.
 */
export interface SnippetCall {
	/**
	 * The model called: as given, except that an id whose router suffix named a provider (or
	 * `:preferred` off the router's chat route) is called by its bare hub id.
	 */
	model: ModelDataMinimal;
	/** The provider called, or `"auto"`: the one a `:<provider>` suffix named, when it named one. */
	provider: InferenceProviderOrPolicy;
	/** The pipeline task, or `conversational` for chat. */
	task: string;
	/** The kind of snippet the task is written as. */
	template: TemplateName;
	/** The SDK call's own arguments: `{inputs, parameters}` or `{messages, max_tokens…}`. */
	inputs: Record<string, Value>;
	/** The model and provider the SDK call names (routed chat names `id:provider` on the auto router). */
	sdkModel: string;
	/** The provider the SDK call names. */
	sdkProvider: InferenceProviderOrPolicy;
	/** The HTTP request, from the inference client's own builder. */
	request: RequestParts;
	/** The request's headers a raw client writes itself: all but the credential (written apart) and the user agent (left to the client). */
	headers: Array<[name: string, value: string]>;
	/**
	 * The JSON body raw clients send, when it is JSON. When it carries the sample file, the file's
	 * place holds `FILE_SLOT`, which templates swap for code that reads the file.
	 */
	body?: Record<string, Value> | undefined;
	/** The file raw clients send as the body, for binary tasks. */
	file?: SampleFile | undefined;
	/**
	 * For JSON bodies that carry a file: which one, every place it goes, and the text before its
	 * base64 there (a data URL's `data:<type>;base64,` as the provider spells the type, or nothing).
	 */
	fileField?:
		| {
				/** The sample file. */
				file: SampleFile;
				/** Each place in the body it goes, as a path of keys. */
				paths: string[][];
				/** The text before the base64 there. */
				prefix: string;
		  }
		| undefined;
	/** Where the sample file's name sits in `inputs`, for SDK code that opens the file there. */
	inputsFile?: FileAt | undefined;
	/** How the snippet authenticates: the environment variable it reads, or a token written in. */
	credential: Credential;
	/** The hub organisation to bill. */
	billTo?: string | undefined;
	/** The dedicated endpoint called, if any. */
	endpointUrl?: string | undefined;
	/** The model name given for the dedicated endpoint, which its chat call names. */
	endpointModel?: string | undefined;
	/** Whether the call goes straight to the provider with its own key. */
	directRequest: boolean;
	/** Whether only the SDKs can make this call: multipart uploads. */
	sdkOnly: boolean;
	/**
	 * How the reader's code finishes the call (follows the job, finds the file), as the provider's
	 * helper declares it; undefined for custom endpoints, which answer in their own way.
	 */
	answer: RequestHelper["answer"];
	/** The base URL an OpenAI client is given (the request URL without `/chat/completions` or `/responses`). */
	openaiBaseUrl: string;
}

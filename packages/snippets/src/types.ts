import type { InferenceProviderMappingEntry, InferenceProviderOrPolicy } from "@hubkit/inference";

/** The parts of a hub model the generator reads. */
export interface ModelDataMinimal {
	/** The hub id, e.g. `meta-llama/Llama-3.1-8B-Instruct`. */
	id: string;
	/** The model's task; a model without one gets no snippets. */
	pipeline_tag?: string;
	/** The hub's tags; `conversational` makes a text-generation model a chat model. */
	tags: string[];
	/** The library the model is built for, e.g. `transformers`. */
	library_name?: string;
	/** The fill-mask token the example input uses, e.g. `<mask>`; default `[MASK]`. */
	mask_token?: string;
}

/** The language a snippet is written in: JavaScript, Python or shell. */
export type SnippetLanguage = "js" | "python" | "sh";

/** The library a snippet calls with: an SDK (`openai`, `huggingface_hub`…) or a raw HTTP client. */
export type SnippetClient =
	| "fetch"
	| "huggingface.js"
	| "openai"
	| "huggingface_hub"
	| "fal_client"
	| "requests"
	| "curl";

/** One ready-to-copy example: the code for one client in one language. */
export interface InferenceSnippet {
	/** The snippet's language. */
	language: SnippetLanguage;
	/** The library the snippet calls with. */
	client: SnippetClient;
	/** The code, ready to copy: it runs once the token's environment variable is set. */
	content: string;
	/** The command that installs the client (`npm install @hubkit/inference`, `pip install requests`…). */
	setup?: string;
}

/**
 * What to change in the generated snippets: streaming, the inputs, sampling settings, hosts. An
 * option given as `undefined` counts as left out, so a value that may be unset passes as it is
 * under `exactOptionalPropertyTypes`: `{ accessToken: process.env.HF_TOKEN }`.
 */
export interface InferenceSnippetOptions {
	/**
	 * Which of the router's OpenAI-compatible APIs a chat model's snippets call: `"chat-completions"`
	 * (the default, `/v1/chat/completions`) or `"responses"` (the Responses API, `/v1/responses`, in
	 * beta on the router). With `"responses"`, a chat model gets code for the clients that have it
	 * (openai in Python and JavaScript, requests, our client's `responses` and `responsesStream`,
	 * fetch and curl), with the same model ids, policy and provider suffixes as chat: `messages`
	 * becomes `input` (one user text message, a plain string), `max_tokens` becomes
	 * `max_output_tokens`, and `parameters` gives the request's other fields (`instructions`,
	 * `tools`, `tool_choice`, `text`, `reasoning`…). The router alone serves it, so a model that is
	 * not a chat model, an endpoint, a direct call or a provider the router does not serve get no
	 * snippets, and the reason.
	 */
	api?: "chat-completions" | "responses" | undefined;
	/** The streaming variant of chat snippets (and of Responses snippets). */
	streaming?: boolean | undefined;
	/** The hub organisation to bill (`X-HF-Bill-To`). */
	billTo?: string | undefined;
	/**
	 * Written into the code as is; otherwise the code reads an environment variable. A key that is
	 * not a hub token (`hf_…`) makes the call direct, as the client does with it.
	 */
	accessToken?: string | undefined;
	/** Call the provider's own API with its key, instead of going through the hub's router. */
	directRequest?: boolean | undefined;
	/** A dedicated endpoint to call. */
	endpointUrl?: string | undefined;
	/**
	 * The model name sent to a custom endpoint, when the server knows the model by another name
	 * than its hub id (Ollama's `hf.co/<id>`, say): written as the chat request's `model`. Only
	 * with `endpointUrl`, and only for chat, whose body names the model; otherwise no snippets,
	 * and the reason. Empty counts as left out.
	 */
	endpointModel?: string | undefined;
	/** Replaces the task's example inputs. */
	inputs?: unknown;
	/** Replaces the example chat messages. */
	messages?: unknown[] | undefined;
	/** For chat: the sampling temperature written into the call. */
	temperature?: number | undefined;
	/** For chat: the most tokens to generate (sent as `max_output_tokens` to the Responses API). */
	max_tokens?: number | undefined;
	/** For chat: the nucleus-sampling share. */
	top_p?: number | undefined;
	/**
	 * Settings beyond the example's: a task's `parameters`, laid over the example's own; for chat,
	 * the request's other top-level fields (`stop`, `seed`, `tools`…). Chat takes `messages`,
	 * `model` and `stream` from their own options, never from here, and `temperature`,
	 * `max_tokens` and `top_p` given as options win over the same names here. For the Responses
	 * API, the same, with `input` in place of `messages`.
	 */
	parameters?: Record<string, unknown> | undefined;
	/** Another router origin (a proxy, or the emulator in tests); default the public router. */
	routerUrl?: string | undefined;
	/** Other provider hosts, as the client's option of the same name. */
	providerBaseUrls?: Record<string, string> | undefined;
}

export type { InferenceProviderMappingEntry, InferenceProviderOrPolicy };

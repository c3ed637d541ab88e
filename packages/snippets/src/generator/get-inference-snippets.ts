import type { InferenceProviderMappingEntry, InferenceProviderOrPolicy } from "@hubkit/inference";
import { AUTO_POLICY_CLIENTS, CLIENTS } from "../templates/registry.js";
import type { InferenceSnippet, InferenceSnippetOptions, ModelDataMinimal } from "../types.js";
import { planSnippetCall } from "./plan.js";
import { withPlaceholderNote } from "./provider-id.js";
import { logReason, type ReportReason, type SnippetReason } from "./reasons.js";

/**
 * The example code for calling a model through a provider: one snippet per client that can make the
 * call, Python first, then JavaScript, then shell. Every snippet makes the request the inference
 * client would make for the same call (its URL, headers and body come from the client's builder).
 * An empty list when the model has no task, the task has no snippets, or the provider does not serve it.
 *
 * @param model - The hub model: its id, task (`pipeline_tag`), tags and, for fill-mask, its mask token.
 * @param provider - The provider the snippets call, or `"auto"`.
 * @param providerMapping - The hub's mapping of the model for that provider; its `providerId` is the
 *   model id direct calls use. Without it, a direct call to the provider's own host sends the
 *   placeholder `PROVIDER-MODEL-ID-FOR-<hub id>`, named in a comment on the first line, to fill in.
 * @param options - What to change: the API (`api: "responses"` gives a chat model's code for the
 *   router's Responses API), streaming, the token, billing, inputs, sampling, hosts.
 * @returns The snippets, one per client that can make the call.
 * @throws {InferenceClientInputError} when the call is one the client would refuse (an endpoint with
 *   a third-party provider, a malformed id, a token or bill-to with a line break), with its message.
 * @example
 * ```ts
 * import { getInferenceSnippets } from "@hubkit/snippets";
 *
 * const snippets = getInferenceSnippets(
 * 	{ id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] },
 * 	"together",
 * 	{
 * 		provider: "together",
 * 		hfModelId: "meta-llama/Llama-3.1-8B-Instruct",
 * 		providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
 * 		status: "live",
 * 		task: "conversational",
 * 	},
 * 	{ streaming: true },
 * );
 * for (const snippet of snippets) console.log(`${snippet.language}/${snippet.client}`);
 * console.log(snippets.find((snippet) => snippet.client === "curl")?.content);
 *
 * // The same model through the router's Responses API, streamed.
 * const responses = getInferenceSnippets(
 * 	{ id: "meta-llama/Llama-3.1-8B-Instruct", pipeline_tag: "text-generation", tags: ["conversational"] },
 * 	"together",
 * 	undefined,
 * 	{ api: "responses", streaming: true },
 * );
 * console.log(responses.find((snippet) => snippet.language === "python" && snippet.client === "openai")?.content);
 * ```
 */
export function getInferenceSnippets(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	providerMapping?: InferenceProviderMappingEntry,
	options: InferenceSnippetOptions = {},
): InferenceSnippet[] {
	return snippetsFor(model, provider, providerMapping, options, logReason);
}

/**
 * The same snippets as {@link getInferenceSnippets}, with the reasons for any that are missing
 * returned instead of logged: for callers that show why (or keep it out of their own output)
 * without swapping the process-wide logger.
 *
 * @param model - The hub model: its id, task (`pipeline_tag`), tags and, for fill-mask, its mask token.
 * @param provider - The provider the snippets call, or `"auto"`.
 * @param providerMapping - The hub's mapping of the model for that provider; its `providerId` is the
 *   model id direct calls use. Without it, a direct call to the provider's own host sends the
 *   placeholder `PROVIDER-MODEL-ID-FOR-<hub id>`, named in a comment on the first line, to fill in.
 * @param options - What to change: the API (`api: "responses"` gives a chat model's code for the
 *   router's Responses API), streaming, the token, billing, inputs, sampling, hosts.
 * @returns The snippets, and the reasons in the order they arose: each says what was left out (all
 *   the snippets, or a body that cannot be JSON) with the line and error `getInferenceSnippets` logs.
 * @throws {InferenceClientInputError} when `getInferenceSnippets` throws it, with the same message.
 * @example
 * ```ts
 * import { getInferenceSnippetsWithReasons } from "@hubkit/snippets";
 *
 * const { snippets, reasons } = getInferenceSnippetsWithReasons(
 * 	{ id: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", pipeline_tag: "text-classification", tags: [] },
 * 	"groq",
 * );
 * if (snippets.length === 0) console.log(reasons.map((reason) => reason.message).join("\n"));
 * ```
 */
export function getInferenceSnippetsWithReasons(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	providerMapping?: InferenceProviderMappingEntry,
	options: InferenceSnippetOptions = {},
): { snippets: InferenceSnippet[]; reasons: SnippetReason[] } {
	const reasons: SnippetReason[] = [];
	const snippets = snippetsFor(model, provider, providerMapping, options, (reason) => reasons.push(reason));
	return { snippets, reasons };
}

function snippetsFor(
	model: ModelDataMinimal,
	provider: InferenceProviderOrPolicy,
	providerMapping: InferenceProviderMappingEntry | undefined,
	options: InferenceSnippetOptions,
	report: ReportReason,
): InferenceSnippet[] {
	const call = planSnippetCall(model, provider, providerMapping, options, report);
	if (!call) return [];
	const autoPolicy = call.provider === "auto" && call.task !== "conversational";
	const snippets: InferenceSnippet[] = [];
	for (const { language, client, setup, templates } of CLIENTS) {
		if (autoPolicy && !AUTO_POLICY_CLIENTS.has(client)) continue;
		const template = templates[call.template];
		// Templates write no surrounding blank space, so the text is used as it comes.
		const written = template ? template(call) : undefined;
		if (!written) continue;
		const content = withPlaceholderNote(
			written,
			language,
			call.model.id,
			call.provider,
			call.request.context.model,
		);
		snippets.push(setup ? { language, client, content, setup } : { language, client, content });
	}
	return snippets;
}

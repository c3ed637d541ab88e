import { getProvider } from "@hubkit/inference/internal";
import { getInferenceSnippetsWithReasons, type InferenceSnippet, TEMPLATE_FOR_TASK } from "@hubkit/snippets";
import { ROUTER_POLICIES, withPolicy } from "../../inference/router-policies.js";
import { isProviderOrPolicy } from "../../lib/provider-id.js";
import { CHAT_CHOICE } from "../run-locally/chat-choice.js";
import { DEFAULT_MODEL, type GeneratorState } from "./generator-state.js";

export { parameterSchema } from "./generator-parameters.js";

/**
 * The snippet generator's heavy half: the generator itself, the providers' request builders and the
 * tasks' specifications. The page is prerendered with the default view's snippets, so the browser
 * loads this module only once the reader changes something (or follows a link that did).
 */

/** The tasks the generator offers: chat first, then every task the snippet templates cover. */
export const GENERATOR_TASKS: readonly string[] = [
	CHAT_CHOICE,
	...Object.keys(TEMPLATE_FOR_TASK).filter((task) => task !== "image-text-to-text"),
];

export interface Generated {
	snippets: InferenceSnippet[];
	/** Why there are none, in the words the generator logs. */
	reason?: string;
}

/** The snippets for a state of the form, the token and the parsed parameter values. */
export function generate(
	state: GeneratorState,
	token: string,
	parameters: Record<string, unknown>,
): Generated {
	const { provider } = state;
	// A link may name anything: the client's own refusal says which providers there are.
	if (!isProviderOrPolicy(provider)) return { snippets: [], reason: refusal(provider) };
	const chat = state.task === CHAT_CHOICE;
	const { snippets, reasons } = getInferenceSnippetsWithReasons(
		{
			id: policyModel(state),
			pipeline_tag: chat ? "text-generation" : state.task,
			tags: chat ? ["conversational"] : [],
		},
		provider,
		undefined,
		{
			...(state.streaming ? { streaming: true } : {}),
			...(state.billTo ? { billTo: state.billTo } : {}),
			...(state.endpointUrl ? { endpointUrl: state.endpointUrl } : {}),
			...(state.directRequest ? { directRequest: true } : {}),
			...(token ? { accessToken: token } : {}),
			...(Object.keys(parameters).length > 0 ? { parameters } : {}),
		},
	);
	// The last reason is the one that left the snippets out (a body left out comes before it).
	const last = reasons.at(-1);
	if (!last) return { snippets };
	const why = last.error instanceof Error ? last.error.message : String(last.error);
	return { snippets, reason: `${last.message}: ${why}` };
}

/**
 * The model id the snippets name: on chat with provider "auto", with the policy chosen as its suffix
 * (an id that has a suffix already keeps its own, and a policy no longer offered is left out).
 */
function policyModel(state: GeneratorState): string {
	const model = state.model.trim() || DEFAULT_MODEL;
	const policy = ROUTER_POLICIES.find(({ name }) => name === state.policy);
	return policy && state.provider === "auto" && state.task === CHAT_CHOICE
		? withPolicy(model, policy.name)
		: model;
}

/** The client's message for a provider it does not know. */
function refusal(provider: string): string {
	try {
		getProvider(provider);
	} catch (error) {
		if (error instanceof Error) return error.message;
	}
	return `Provider '${provider}' not supported.`;
}

import type { InferenceTask } from "../../inference-tasks.js";
import type { AnswerRecipe, RequestContext, RequestHelper } from "../helper.js";

export interface JsonCallSpec {
	provider: string;
	task: InferenceTask;
	route(ctx: RequestContext): string;
	/** The JSON body; throws `InferenceClientInputError` when the arguments cannot make one. */
	body(ctx: RequestContext): Record<string, unknown>;
	headers?(ctx: RequestContext): Record<string, string>;
	url?(ctx: RequestContext): string | undefined;
	directAuthScheme?: string;
	host?: string;
	alwaysAuthorize?: boolean;
	acceptedMediaTypes?: readonly string[];
	answer?: AnswerRecipe;
}

/**
 * The plainest protocol: one JSON POST whose answer is the result (or says where to find it). Its
 * answer is read by the provider's own reader.
 */
/* @__NO_SIDE_EFFECTS__ */
export function jsonCall(spec: JsonCallSpec): RequestHelper {
	return {
		provider: spec.provider,
		task: spec.task,
		route: spec.route,
		...(spec.url ? { url: spec.url } : {}),
		...(spec.headers ? { headers: spec.headers } : {}),
		...(spec.directAuthScheme ? { directAuthScheme: spec.directAuthScheme } : {}),
		...(spec.host ? { host: spec.host } : {}),
		...(spec.alwaysAuthorize ? { alwaysAuthorize: true } : {}),
		...(spec.acceptedMediaTypes ? { acceptedMediaTypes: spec.acceptedMediaTypes } : {}),
		payload: (ctx) => ({ kind: "json", value: spec.body(ctx) }),
		...(spec.answer ? { answer: spec.answer } : {}),
	};
}

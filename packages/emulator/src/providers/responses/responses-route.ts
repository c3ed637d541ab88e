import type { RequestContext } from "../../server/context.js";
import { jsonReply, type Reply, sseReply } from "../../server/reply.js";
import type { SeedMapping } from "../../types.js";
import { check, jsonBody, type ProviderSpec, type RouteHandler, text } from "../call.js";
import { responseEvents, responseObject } from "./responses-answer.js";
import { checkResponsesBody } from "./responses-body.js";

/**
 * `POST /v1/responses`: the body checked as the router checks it (a refusal in OpenAI's error
 * shape), the provider chosen as for chat (`:<provider>`, `:fastest`, `:cheapest`, `:preferred`),
 * and the answer whole or as the router's event stream. `choose` is the router's choice of
 * provider, the one its chat route makes.
 */
export function responsesRoute(
	choose: (ctx: RequestContext, model: string) => { mapping: SeedMapping; provider: ProviderSpec },
): RouteHandler {
	return (call): Reply => {
		const body = jsonBody(call);
		check(call, checkResponsesBody(body));
		const { mapping, provider } = choose(call.ctx, text(body, "model"));
		const headers = { "x-inference-provider": provider.name };
		return body.stream === true
			? sseReply(responseEvents(body, mapping.providerId), headers)
			: jsonReply(200, responseObject(body, mapping.providerId), headers);
	};
}

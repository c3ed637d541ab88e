import { EmulatorError } from "../errors/emulator-error.js";
import { type ErrorStyle, renderError } from "../errors/error-styles.js";
import type { ActiveFault } from "./faults.js";
import { bytesReply, jsonReply, type Reply } from "./reply.js";

const BAD_GATEWAY_PAGE = `<html>
<head><title>502 Bad Gateway</title></head>
<body>
<center><h1>502 Bad Gateway</h1></center>
<hr><center>cloudfront</center>
</body>
</html>
`;

/** The user the router names in its permission refusal. */
const EMULATOR_USER = "emulator-user";

/** The answer that replaces the normal one, for faults that answer instead of the service. */
export function faultReply(active: ActiveFault, style: ErrorStyle, model: string): Reply | undefined {
	switch (active.fault) {
		case "rate-limit":
			return renderError(
				new EmulatorError(429, `Rate limit reached. Please retry after ${active.retryAfter} seconds.`, {
					headers: { "retry-after": String(active.retryAfter) },
				}),
				style,
			);
		case "server-error":
			return renderError(new EmulatorError(500, "Internal server error"), style);
		case "loading":
			// The hub's inference servers answer this shape whoever the provider is.
			return jsonReply(503, {
				error: `Model ${model} is currently loading`,
				estimated_time: active.estimatedTime,
			});
		case "html-error":
			return bytesReply(502, "text/html; charset=utf-8", Buffer.from(BAD_GATEWAY_PAGE));
		// The router's own refusals, in its words: they come before any provider sees the call.
		case "invalid-token":
			return renderError(new EmulatorError(401, "Invalid credentials in Authorization header"), "hf");
		case "token-lacks-inference":
			return renderError(
				new EmulatorError(
					403,
					`This authentication method does not have sufficient permissions to call Inference Providers on behalf of user ${EMULATOR_USER}`,
				),
				"hf",
			);
		case "provider-not-enabled":
			return renderError(
				new EmulatorError(
					400,
					`The requested model '${model}' is not supported by any provider you have enabled.`,
					{
						code: "model_not_supported",
						param: "model",
					},
				),
				style,
			);
		case "credits-exhausted":
			return renderError(
				new EmulatorError(
					402,
					"You have depleted your monthly included credits. Purchase pre-paid credits to continue using Inference Providers.",
				),
				"hf",
			);
		case "malformed-json":
			return bytesReply(200, "application/json", Buffer.from('{"choices": ['));
		default:
			return undefined;
	}
}

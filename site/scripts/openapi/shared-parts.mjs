// The parts every operation of `/openapi.json` shares: the model id's path parameters and schemas,
// the error answers and the error schema.
import { HUB_ID_PATTERN, HUB_ID_SEGMENT_PATTERN, MODEL_ID_PATTERN } from "@hubkit/inference/internal";

export const ref = (name) => ({ $ref: `#/components/schemas/${name}` });

/**
 * Hub ids and model ids as the client checks them (@hubkit/inference's hub-id.ts, the one pattern
 * every user of hub ids reads): a body's `model` and a listed model's `id` refer to these.
 */
export const ID_SCHEMAS = {
	HubId: {
		title: "HubId",
		type: "string",
		pattern: HUB_ID_PATTERN,
		description:
			"A hub repository id, `owner/name` (or a legacy single name): ASCII letters, digits, `-`, `_` and `.` in segments joined by `/`, none empty, `.` or `..`; at most 512 characters.",
	},
	ModelId: {
		title: "ModelId",
		type: "string",
		pattern: MODEL_ID_PATTERN,
		description:
			"A hub id, optionally followed (after `owner/`) by `:` and a router policy or provider name in lower case (`:fastest`, `:cheapest`, `:preferred`, `:<provider>`); at most 512 characters in all.",
	},
};

export const MODEL_PARAMETERS = [
	{ $ref: "#/components/parameters/owner" },
	{ $ref: "#/components/parameters/name" },
];

export const PARAMETERS = {
	owner: {
		name: "owner",
		in: "path",
		required: true,
		description: "The model id's owner, e.g. `FacebookAI` in `FacebookAI/roberta-base`.",
		schema: { type: "string", pattern: HUB_ID_SEGMENT_PATTERN },
	},
	name: {
		name: "name",
		in: "path",
		required: true,
		description: "The model id's name, e.g. `roberta-base` in `FacebookAI/roberta-base`.",
		schema: { type: "string", pattern: HUB_ID_SEGMENT_PATTERN },
	},
};

export const ERROR_RESPONSES = Object.fromEntries(
	[
		[400, "BadRequest"],
		[401, "Unauthorized"],
		[402, "PaymentRequired"],
		[403, "Forbidden"],
		[404, "NotFound"],
		[429, "TooManyRequests"],
		[503, "Unavailable"],
	].map(([status, name]) => [status, { $ref: `#/components/responses/${name}` }]),
);

const errorResponse = (description) => ({
	description,
	content: { "application/json": { schema: ref("Error") } },
});

export const RESPONSES = {
	BadRequest: errorResponse("The request is malformed, or no provider you enabled serves the model."),
	Unauthorized: errorResponse("No token, or a token that is not valid."),
	PaymentRequired: errorResponse(
		"Billing refuses the call: the account (or the organisation billed) has used its included credits and has no payment method, or is over its spending limit.",
	),
	Forbidden: errorResponse("The token lacks the inference permission, or billing does not allow the call."),
	NotFound: errorResponse("No such model, or the provider does not serve it."),
	TooManyRequests: errorResponse("Rate limited: try again later."),
	Unavailable: errorResponse("The model is loading or the provider is unavailable: try again later."),
};

export const ERROR_SCHEMA = {
	type: "object",
	description:
		"The router's error answer: hf-inference's `{error: text}` or OpenAI's `{error: {message, …}}`.",
	properties: {
		error: { description: "What went wrong.", anyOf: [{ type: "string" }, { type: "object" }] },
	},
};

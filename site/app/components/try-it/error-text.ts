/** What the panel says about a failed call: what failed, the HTTP status, the server's message. */
export interface ErrorReport {
	title: string;
	status?: number;
	message: string;
	/** The likely cause and its fix, when the client's error names one (the router's 401, 402, 403 and 400 refusals). */
	hint?: string;
}

const TITLES: Record<string, string> = {
	ProviderApiError: "The provider refused the call",
	HubApiError: "The hub could not find how to route the call",
	ProviderOutputError: "The provider answered with something unexpected",
	TimeoutError: "The call took too long",
	InputError: "The call could not be made with these values",
	RoutingError: "The call could not be routed",
	FieldError: "A field needs attention",
	AnswerError: "The answer could not be shown",
};

/**
 * Plain words for any failure. The client's errors already have every token scrubbed from their
 * message; the token is cut out here as well, in case another layer (the browser's fetch) quoted it.
 */
export function errorReport(error: unknown, token: string): ErrorReport {
	const { name, message, status, hint } = (error ?? {}) as {
		name?: unknown;
		message?: unknown;
		status?: unknown;
		hint?: unknown;
	};
	const text = typeof message === "string" && message ? message : String(error);
	const title = (typeof name === "string" && TITLES[name]) || "The call failed";
	return {
		title,
		...(typeof status === "number" ? { status } : {}),
		message: token ? text.replaceAll(token, "[token]") : text,
		...(typeof hint === "string" && hint ? { hint: token ? hint.replaceAll(token, "[token]") : hint } : {}),
	};
}

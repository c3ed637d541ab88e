/** One thing wrong with a request body, located by its path inside the JSON. */
export interface Issue {
	path: Array<string | number>;
	message: string;
	kind: "missing" | "type" | "value";
}

export interface ErrorDetails {
	/** The offending field, as OpenAI-style errors name it (e.g. "messages[0].role"). */
	param?: string;
	code?: string;
	type?: string;
	issues?: Issue[];
	/** Raised by the router itself (auth, model resolution), not by the provider behind it. */
	router?: boolean;
	headers?: Record<string, string>;
}

/** A refusal with an HTTP status; each provider's error style decides how its body looks. */
export class EmulatorError extends Error {
	constructor(
		readonly status: number,
		message: string,
		readonly details: ErrorDetails = {},
	) {
		super(message);
		this.name = "EmulatorError";
	}
}

/** "messages[0].role" from ["messages", 0, "role"]. */
export function pathText(path: Array<string | number>): string {
	return path
		.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`))
		.join("");
}

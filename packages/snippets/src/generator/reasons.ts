import { getLogger } from "@hubkit/inference";

/**
 * Why part of a model's snippets is missing: the same text the generator logs, and the error it
 * logs with it. `snippets` when the model gets none for the provider; `json-body` when a body that
 * cannot be JSON was left out and the call's inputs were written instead.
 */
export interface SnippetReason {
	/** What was left out. */
	skipped: "snippets" | "json-body";
	/** The line the generator logs, such as `Failed to build the request for groq (conversational)`. */
	message: string;
	/** The error the line is logged with. */
	error: unknown;
}

/** Where the generator's reasons go: the caller who asked for them, or the process-wide logger. */
export type ReportReason = (reason: SnippetReason) => void;

/** The generator's default: every reason is logged as an error, as the specification says. */
export const logReason: ReportReason = ({ message, error }) => getLogger().error(message, error);

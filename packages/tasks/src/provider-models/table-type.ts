/**
 * Which hub models each inference provider serves for each task, as of a date: what a page shows
 * for a provider, since providers serve different models.
 */
export interface ProviderModelsTable {
	/** The day the facts were true, `YYYY-MM-DD`. */
	readonly asOf: string;
	/** Where the facts came from. */
	readonly source: string;
	/**
	 * Task (the provider task, e.g. `conversational`, `text-to-image`) to provider id (e.g. `together`)
	 * to the hub ids (`owner/name`) it serves live, most used first.
	 */
	readonly models: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

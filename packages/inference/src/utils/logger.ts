/** Where the client's warnings go; `console` unless `setLogger` says otherwise. */
export interface Logger {
	/** Details for debugging. */
	debug(...args: unknown[]): void;
	/** Progress worth knowing. */
	info(...args: unknown[]): void;
	/** Something the caller should fix, though the call went on (e.g. a fallback was used). */
	warn(...args: unknown[]): void;
	/** A failure. */
	error(...args: unknown[]): void;
	/** Anything else. */
	log(...args: unknown[]): void;
}

let current: Logger = console;

/**
 * Sends the client's warnings (and the snippet generator's) to another logger than `console`, for
 * the whole process: a structured logger, or one that drops them.
 *
 * @param logger - Any object with `debug`, `info`, `warn`, `error` and `log` methods; `console` fits.
 * @example
 * ```ts
 * import { getLogger, InferenceClient, setLogger } from "@hubkit/inference";
 *
 * // Keep the client's warnings for one batch of calls, then log as before.
 * const warnings: string[] = [];
 * const previous = getLogger();
 * setLogger({ ...previous, warn: (...args: unknown[]) => warnings.push(args.join(" ")) });
 * try {
 * 	const client = new InferenceClient(process.env.HF_TOKEN);
 * 	await client.textClassification({
 * 		model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 * 		inputs: "I like you. I love you",
 * 	});
 * } finally {
 * 	setLogger(previous);
 * }
 * console.log(`${warnings.length} warnings`);
 * ```
 */
export function setLogger(logger: Logger): void {
	current = logger;
}

/**
 * The logger the client writes its warnings to: `console` unless {@link setLogger} set another.
 *
 * @returns The current logger.
 * @example
 * ```ts
 * import { getLogger } from "@hubkit/inference";
 *
 * getLogger().info("Calling the router…");
 * ```
 */
export function getLogger(): Logger {
	return current;
}

/** Where the client's warnings go; `console` unless `setLogger` says otherwise. */
export interface Logger {
	debug(...args: unknown[]): void;
	info(...args: unknown[]): void;
	warn(...args: unknown[]): void;
	error(...args: unknown[]): void;
	log(...args: unknown[]): void;
}

let current: Logger = console;

export function setLogger(logger: Logger): void {
	current = logger;
}

export function getLogger(): Logger {
	return current;
}

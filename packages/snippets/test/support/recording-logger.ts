import { setLogger } from "../../src/index.js";

/** A logger that keeps what it is given, so the messages themselves can be checked. */
export function recordingLogger() {
	const lines: string[] = [];
	const keep = (...args: unknown[]) => {
		lines.push(args.map((arg) => (arg instanceof Error ? `Error: ${arg.message}` : String(arg))).join(" | "));
	};
	return { lines, logger: { debug: keep, info: keep, warn: keep, error: keep, log: keep } };
}

/** Records what the generator logs from now on (until `setLogger(console)`), and returns the lines. */
export function recordLogs(): string[] {
	const { lines, logger } = recordingLogger();
	setLogger(logger);
	return lines;
}

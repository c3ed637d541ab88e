#!/usr/bin/env node
import { parseArgs } from "node:util";
import { DEFAULT_RECORD_LIMITS } from "./server/recording.js";
import { startEmulator } from "./server/start-emulator.js";

const USAGE = "Usage: hubkit-emulator [--port N] [--host H] [--no-record]";

interface CliOptions {
	port: number;
	host: string;
	/** Off with --no-record: nothing on the command line reads the records, so they only cost memory. */
	record: boolean;
}

/** One line on stderr and a non-zero exit: 2 for arguments that cannot work, 1 for a server that cannot start. */
function fail(message: string, code = 2): never {
	process.stderr.write(`hubkit-emulator: ${message}\n`);
	process.exit(code);
}

/** Digits only, as a port is written: `Number` would also take "1e3", "0x10" and " 8000". */
function parsePort(value: string): number {
	const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
	if (!(port >= 0 && port <= 65535)) {
		fail(`--port must be a port number from 0 (any free port) to 65535 in digits, not '${value}'`);
	}
	return port;
}

/** The options the command takes, as node:util's parseArgs reads them. */
const OPTIONS = {
	port: { type: "string" },
	host: { type: "string" },
	"no-record": { type: "boolean" },
	help: { type: "boolean", short: "h" },
} as const;

/**
 * The command line, read by node:util's parseArgs in its lenient mode, which hands back every
 * argument as a token: its strict mode would throw its own English for an unknown option or a
 * missing value, where this command answers in one line naming the argument as it was typed.
 */
function readOptions(args: string[]): CliOptions {
	const options: CliOptions = { port: 0, host: "127.0.0.1", record: true };
	const { tokens } = parseArgs({
		args,
		options: OPTIONS,
		strict: false,
		allowPositionals: true,
		tokens: true,
	});
	for (const token of tokens) {
		const arg = args[token.index] ?? "";
		// A positional, a lone `--`, or a short option inside a group (`-hx`) is nothing this command takes.
		const typed = token.kind === "option" && (arg === token.rawName || arg.startsWith(`${token.rawName}=`));
		if (!typed || !Object.hasOwn(OPTIONS, token.name)) fail(`unknown option '${arg}'. ${USAGE}`);
		if (token.name === "help") {
			process.stdout.write(`${USAGE}\n`);
			process.exit(0);
		}
		if (token.name === "no-record") {
			if (token.inlineValue) fail(`--no-record takes no value, got '${arg}'`);
			options.record = false;
			continue;
		}
		const value = token.value;
		if (value === undefined || value === "") fail(`${token.rawName} needs a value. ${USAGE}`);
		if (token.name === "host") options.host = value;
		else options.port = parsePort(value);
	}
	return options;
}

/** Why the server could not listen, as one line naming the option to change. */
function listenProblem(error: unknown, { port, host }: CliOptions): string {
	const code = (error as { code?: unknown } | null)?.code;
	switch (code) {
		case "EADDRINUSE":
			return `--port ${port} is in use; choose another port, or --port 0 for any free one`;
		case "EACCES":
			return `--port ${port} needs privileges this process lacks; choose a port from 1024, or --port 0 for any free one`;
		case "EADDRNOTAVAIL":
			return `--host ${host} is not an address of this machine; e.g. --host 127.0.0.1`;
		case "ENOTFOUND":
		case "EAI_NONAME":
		case "EAI_AGAIN":
			return `--host ${host} does not resolve to an address; e.g. --host 127.0.0.1`;
		default:
			return `cannot listen on --host ${host} --port ${port}: ${error instanceof Error ? error.message : String(error)}`;
	}
}

const options = readOptions(process.argv.slice(2));
const emulator = await startEmulator({
	port: options.port,
	host: options.host,
	record: options.record ? undefined : false,
}).catch((error: unknown) => fail(listenProblem(error, options), 1));
const url = emulator.url;
process.stdout.write(
	[
		`Hubkit emulator listening on ${url}`,
		"",
		`  Router:        ${url}/<provider>/<route>        (https://router.huggingface.co/<provider>/<route>)`,
		`  Auto-router:   ${url}/v1/chat/completions`,
		`  Hub API:       ${url}/api/models/<owner>/<name>?expand[]=inferenceProviderMapping, ${url}/api/tasks`,
		`  Provider APIs: ${url}/direct/<provider>/<route>  (e.g. /direct/together = https://api.together.xyz,`,
		"                 /direct/fal-ai = https://fal.run, /direct/fal-ai-queue = https://queue.fal.run)",
		`  Media files:   ${url}/files/<name>`,
		`  Faults:        header 'x-emulator-fault: <fault>' or prefix ${url}/__fault/<fault>/...`,
		`  Recording:     ${
			options.record
				? `the last ${DEFAULT_RECORD_LIMITS.requests} requests, up to ${DEFAULT_RECORD_LIMITS.bodyBytes / 1024 / 1024} MiB of each body (--no-record to keep none)`
				: "off"
		}`,
		"",
		"Press Ctrl+C to stop.",
		"",
	].join("\n"),
);

let closing = false;
const stop = () => {
	if (closing) return;
	closing = true;
	emulator.close().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

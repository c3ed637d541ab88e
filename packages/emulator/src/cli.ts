#!/usr/bin/env node
import { startEmulator } from "./server/start-emulator.js";

const USAGE = "Usage: hubkit-emulator [--port N] [--host H]";

interface CliOptions {
	port: number;
	host: string;
}

function fail(message: string): never {
	process.stderr.write(`hubkit-emulator: ${message}\n${USAGE}\n`);
	process.exit(2);
}

function parseArgs(args: string[]): CliOptions {
	const options: CliOptions = { port: 0, host: "127.0.0.1" };
	for (let i = 0; i < args.length; i++) {
		const arg = args[i] ?? "";
		const [flag = "", inline] = arg.startsWith("--") ? arg.split(/=(.*)/s) : [arg];
		if (flag === "--help" || flag === "-h") {
			process.stdout.write(`${USAGE}\n`);
			process.exit(0);
		}
		if (flag !== "--port" && flag !== "--host") fail(`unknown option '${arg}'`);
		const value = inline ?? args[++i];
		if (value === undefined || value === "") fail(`${flag} needs a value`);
		if (flag === "--host") {
			options.host = value;
		} else {
			const port = Number(value);
			if (!Number.isInteger(port) || port < 0 || port > 65535)
				fail(`--port must be an integer from 0 to 65535, got '${value}'`);
			options.port = port;
		}
	}
	return options;
}

const options = parseArgs(process.argv.slice(2));
const emulator = await startEmulator(options);
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

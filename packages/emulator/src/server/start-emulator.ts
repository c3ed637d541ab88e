import { createServer } from "node:http";
import type { Socket } from "node:net";
import { createJobStore } from "../jobs/job-store.js";
import { DEFAULT_MODELS } from "../registry/default-models.js";
import { withHubModels } from "../registry/hub-models.js";
import { createRegistry } from "../registry/registry.js";
import type { Emulator, EmulatorOptions, RecordedRequest } from "../types.js";
import { handleRequest, type ServerState } from "./dispatch.js";
import { createFaultBook } from "./faults.js";
import { createRecorder } from "./recording.js";

function formatOrigin(host: string, port: number): string {
	const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
	return `http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`;
}

/** Starts the emulator on a loopback port (ephemeral by default) and resolves once it listens. */
export async function startEmulator(options: EmulatorOptions = {}): Promise<Emulator> {
	const host = options.host ?? "127.0.0.1";
	const requests: RecordedRequest[] = [];
	const jobs = createJobStore(options.pollSteps ?? 2, options.preferWaitCompletes ?? true);
	const faults = createFaultBook(options.faults ?? []);
	const sockets = new Set<Socket>();
	const sleepers = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
	let requestNumber = 0;

	const state: ServerState = {
		registry: createRegistry(withHubModels(options.models ?? DEFAULT_MODELS, options.hubModels)),
		jobs,
		faults,
		record: createRecorder(requests, options.record),
		nextRequestId: () => `emu-${String(++requestNumber).padStart(6, "0")}`,
		sleep: (ms) =>
			new Promise((resolve) => {
				const sleeper = {
					timer: setTimeout(() => sleeper.wake(), ms),
					wake: () => {
						clearTimeout(sleeper.timer);
						sleepers.delete(sleeper);
						resolve();
					},
				};
				sleepers.add(sleeper);
			}),
		fallbackOrigin: "",
	};

	const server = createServer((req, res) => {
		handleRequest(state, req, res).catch(() => res.destroy());
	});
	server.on("connection", (socket) => {
		sockets.add(socket);
		socket.on("close", () => sockets.delete(socket));
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(options.port ?? 0, host, () => {
			server.off("error", reject);
			resolve();
		});
	});
	const address = server.address();
	const port = typeof address === "object" && address ? address.port : (options.port ?? 0);
	const url = formatOrigin(host, port);
	state.fallbackOrigin = url;

	return {
		url,
		requests,
		setFaults: (rules) => faults.set(rules),
		reset() {
			requests.length = 0;
			jobs.clear();
			faults.resetCounts();
			requestNumber = 0;
		},
		close: () =>
			new Promise<void>((resolve) => {
				for (const sleeper of sleepers) sleeper.wake();
				server.close(() => resolve());
				for (const socket of sockets) socket.destroy();
			}),
	};
}

// Runs `fetch` snippets one after another in this one Node process, so Node starts once instead of
// once per snippet. Jobs and answers travel over the IPC channel; the snippet's own output is
// captured, so it can never be mistaken for an answer.
//
// Each snippet file is imported as a module of its own (a new file, so a new module), from its own
// folder, with exactly the environment it was given: as `node snippet.mjs` runs it. Only snippets
// that import nothing but Node's built-ins come here, so no library keeps state from one to the next.
import { createHook } from "node:async_hooks";
import { pathToFileURL } from "node:url";
import { redirectFetch } from "@hubkit/emulator/redirect-fetch";
import "./instant-waits.mjs";

/** Where fetches to a provider's real host go instead, for the running snippet (as the hosts preload does). */
let redirects = [];
redirectFetch(() => redirects);

/** The running snippet's output, or undefined between snippets. */
let output;

for (const [stream, name] of [
	[process.stdout, "stdout"],
	[process.stderr, "stderr"],
]) {
	const write = stream.write.bind(stream);
	stream.write = (chunk, encoding, callback) => {
		if (!output) return write(chunk, encoding, callback);
		output[name] += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
		const done = typeof encoding === "function" ? encoding : callback;
		if (done) queueMicrotask(done);
		return true;
	};
}

/** An error thrown outside the module's own evaluation (a callback) fails the snippet that is running. */
let stray;
process.on("uncaughtException", (error) => {
	stray ??= error;
});
process.on("unhandledRejection", (error) => {
	stray ??= error;
});

/**
 * Timers and immediates the running snippet has scheduled and that have not run yet: a process
 * would run them before it exits, so the snippet is not over until they have run.
 */
const scheduled = new Map();
let tracking = false;
createHook({
	init(id, type, _trigger, resource) {
		if (tracking && (type === "Timeout" || type === "Immediate")) scheduled.set(id, resource);
	},
	destroy(id) {
		scheduled.delete(id);
	},
}).enable();

/** Resolves once nothing the snippet scheduled is left to run (an unref'd timer would not keep a process). */
async function settled() {
	while ([...scheduled.values()].some((resource) => resource.hasRef?.() ?? true)) {
		tracking = false;
		const tick = new Promise((resolve) => setTimeout(resolve, 2));
		tracking = true;
		await tick;
	}
}

const describe = (error) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

process.on("message", async (job) => {
	process.chdir(job.dir);
	for (const name of Object.keys(process.env)) delete process.env[name];
	Object.assign(process.env, job.env);
	redirects = job.redirects ?? [];
	output = { stdout: "", stderr: "" };
	stray = undefined;
	let ok = true;
	tracking = true;
	try {
		await import(pathToFileURL(`${job.dir}/${job.file}`).href);
	} catch (error) {
		ok = false;
		output.stderr += `${describe(error)}\n`;
	}
	// What the snippet left scheduled runs now, and an error it throws counts against this snippet.
	await settled();
	tracking = false;
	scheduled.clear();
	if (stray !== undefined) {
		ok = false;
		output.stderr += `${describe(stray)}\n`;
	}
	// A snippet that sets a failing exit code fails, as its process would.
	if (process.exitCode) {
		ok = false;
		output.stderr += `exit code ${process.exitCode}\n`;
		process.exitCode = undefined;
	}
	const answer = { ok, ...output };
	output = undefined;
	process.send(answer);
});

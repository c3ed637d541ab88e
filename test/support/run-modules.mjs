// Runs many small ES modules one after another in this one Node process, as `node <file>` would run
// each, and writes what each did (its output, and the error it ended in) as JSON. One process for all
// of them costs a fraction of one per module: most of a module's run is Node starting and loading
// the packages it imports.
//
// Usage: node run-modules.mjs <list.json> <results.json>, where the list holds [name, file] pairs.
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [listFile, resultsFile] = process.argv.slice(2);
const modules = JSON.parse(readFileSync(listFile, "utf8"));
const TIME_LIMIT_MS = 20_000;

/** Sends what a stream is given to `sink` instead, until the returned function is called. */
function capture(stream, sink) {
	const write = stream.write;
	stream.write = (chunk, ...rest) => {
		sink.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
		const done = rest.find((argument) => typeof argument === "function");
		done?.();
		return true;
	};
	return () => {
		stream.write = write;
	};
}

const results = {};
/** A promise a module left to fail after it had finished counts against that module. */
let current;
process.on("unhandledRejection", (reason) => {
	const result = results[current];
	const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
	if (result) result.error ??= `unhandled rejection: ${text}`;
});

for (const [name, file] of modules) {
	current = name;
	const stdout = [];
	const stderr = [];
	const restore = [capture(process.stdout, stdout), capture(process.stderr, stderr)];
	let error;
	let timer;
	try {
		await Promise.race([
			import(pathToFileURL(file).href),
			new Promise((_, reject) => {
				timer = setTimeout(() => reject(new Error(`still running after ${TIME_LIMIT_MS} ms`)), TIME_LIMIT_MS);
			}),
		]);
	} catch (thrown) {
		error = thrown instanceof Error ? (thrown.stack ?? thrown.message) : String(thrown);
	} finally {
		clearTimeout(timer);
		for (const undo of restore) undo();
	}
	results[name] = { error, stdout: stdout.join(""), stderr: stderr.join("") };
}
writeFileSync(resultsFile, JSON.stringify(results));
// A module may leave a handle open (a keep-alive socket); the results are written, so stop here.
process.exit(0);

// Runs snippet files one after another in this one process, each as `node <file>` would run it,
// so the library and ONNX Runtime load once for all of them. Before each file it prints a marker
// line with the file's name; a file that throws gets a marker line with its error, and the next
// file runs all the same.
import { pathToFileURL } from "node:url";

// The test splits the output on this marker, which no snippet prints.
const MARKER = "\u0000hubkit-snippet\u0000";

for (const file of process.argv.slice(2)) {
	process.stdout.write(`${MARKER}start ${file}\n`);
	try {
		await import(pathToFileURL(file).href);
	} catch (error) {
		process.stdout.write(`${MARKER}error ${JSON.stringify(String(error?.stack ?? error))}\n`);
	}
}

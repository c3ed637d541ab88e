// Parses each ES module file named on the command line with Node's own parser, as `node --check`
// does, without running it: one process for many files. Needs `--experimental-vm-modules`.
// Prints a JSON array: for each file, its syntax error, or "" when it parses.
import { readFileSync } from "node:fs";
import { SourceTextModule } from "node:vm";

const errors = process.argv.slice(2).map((file) => {
	try {
		new SourceTextModule(readFileSync(file, "utf8"), { identifier: file });
		return "";
	} catch (error) {
		return `${file}: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
	}
});
process.stdout.write(JSON.stringify(errors));

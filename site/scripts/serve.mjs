// `npm start`: serves the built site (or the directory given as the first argument) on a local
// port (PORT, default 3000; HOST, default 127.0.0.1) and prints its address. A setting that cannot
// work ends the process with one line saying which variable to change, not a stack trace.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { manifestFor, readInlineScriptHashes } from "./inline-script-hashes.mjs";
import { BUILD_DIR, startStaticServer } from "./static-server.mjs";

function fail(message) {
	console.error(message);
	process.exit(1);
}

const root = process.argv[2] ? resolve(process.argv[2]) : BUILD_DIR;
if (!existsSync(join(root, "index.html"))) {
	fail(`No build found in ${root}. Run "npm run build" first.`);
}
try {
	await readInlineScriptHashes(manifestFor(root));
} catch (error) {
	fail(error.message);
}

const portSetting = process.env.PORT?.trim() || "3000";
const port = /^\d{1,5}$/.test(portSetting) ? Number(portSetting) : Number.NaN;
if (!(port >= 0 && port <= 65535)) {
	fail(
		`PORT must be a port number from 0 (any free port) to 65535, not "${portSetting}"; e.g. PORT=3001 npm start`,
	);
}
const host = process.env.HOST?.trim() || "127.0.0.1";
const other = port === 65535 ? port - 1 : port + 1;

const LISTEN_ERRORS = {
	EADDRINUSE: `Port ${port} is in use; set PORT to another port, e.g. PORT=${other} npm start`,
	EACCES: `Port ${port} needs privileges this process lacks; set PORT to another port, e.g. PORT=${port < 1024 ? 3000 : other} npm start`,
	EADDRNOTAVAIL: `HOST ${host} is not an address of this machine; set HOST to one, e.g. HOST=127.0.0.1 npm start`,
	ENOTFOUND: `HOST ${host} does not resolve to an address; set HOST to one, e.g. HOST=127.0.0.1 npm start`,
};

try {
	const { url } = await startStaticServer({ root, port, host });
	console.log(`Hubkit is running at ${url}/`);
} catch (error) {
	fail(LISTEN_ERRORS[error.code] ?? `Cannot serve on ${host}:${port} (set HOST and PORT): ${error.message}`);
}

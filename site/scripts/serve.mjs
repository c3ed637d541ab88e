// `npm start`: serves the built site on a local port (PORT, default 3000) and prints its address.
import { existsSync } from "node:fs";
import { BUILD_DIR, startStaticServer } from "./static-server.mjs";

if (!existsSync(BUILD_DIR)) {
	console.error(`No build found in ${BUILD_DIR}. Run "npm run build" first.`);
	process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const { url } = await startStaticServer({ port, host: process.env.HOST ?? "127.0.0.1" });
console.log(`Hubkit is running at ${url}/`);

import { createServer } from "node:net";

/** A loopback address nothing listens on: a port the system just gave out, closed again. */
export async function closedPortUrl(): Promise<string> {
	const server = createServer();
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const address = server.address();
	await new Promise<void>((resolve) => server.close(() => resolve()));
	if (address === null || typeof address === "string") throw new Error("no port was given");
	return `http://127.0.0.1:${address.port}`;
}

import { connect } from "node:net";
import { describe, expect, inject, it } from "vitest";

const site = inject("siteUrl");

/** The status line and headers of a request written by hand, so its HTTP version and Connection are exactly these. */
function head(version: string, connection: string | undefined): Promise<string> {
	const { hostname, port } = new URL(site);
	return new Promise((resolve, reject) => {
		const socket = connect(Number(port), hostname, () => {
			const asked = connection === undefined ? "" : `Connection: ${connection}\r\n`;
			socket.write(`GET /llms.txt HTTP/${version}\r\nHost: ${hostname}\r\n${asked}\r\n`);
		});
		let text = "";
		socket.on("data", (chunk) => {
			text += chunk;
			const end = text.indexOf("\r\n\r\n");
			if (end !== -1) {
				socket.destroy();
				resolve(text.slice(0, end + 2));
			}
		});
		socket.on("error", reject);
	});
}

describe("a kept-alive connection", () => {
	it("still answers after the client spent 6 s on the last page without reading the socket, as an agent parsing a page does", async () => {
		const url = `${site}/tasks/text-classification.md`;
		const first = await fetch(url);
		await first.text();
		expect(first.status).toBe(200);
		// Block this thread as a client busy converting a page would: its connection pool cannot see
		// the server close the idle socket, and reuses it for the next request.
		Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 6_000);
		const second = await fetch(url);
		expect(second.status).toBe(200);
		expect(await second.text()).toBe(await (await fetch(url)).text());
	});

	it.each([
		["1.1", undefined, "keep-alive"],
		["1.1", "close", "close"],
		["1.1", "Keep-Alive, Close", "close"],
		["1.0", undefined, "close"],
		["1.0", "keep-alive", "keep-alive"],
	])(
		"HTTP/%s with Connection %j is answered %j, with no Keep-Alive timeout for the client to race",
		async (version, connection, expected) => {
			const answer = await head(version, connection);
			expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
			expect(answer).toMatch(new RegExp(`\r\nConnection: ${expected}\r\n`, "i"));
			expect(answer).not.toMatch(/\r\nKeep-Alive:/i);
		},
	);
});

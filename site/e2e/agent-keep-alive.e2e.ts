import { describe, expect, inject, it } from "vitest";

const site = inject("siteUrl");

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
});

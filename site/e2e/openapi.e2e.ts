import { describe, expect, inject, it } from "vitest";
import { openApiDocument } from "../scripts/openapi.mjs";

const site = inject("siteUrl");

describe("/openapi.json", () => {
	it("is served as JSON, precompressed, and is the document the generator makes", async () => {
		const response = await fetch(`${site}/openapi.json`, { headers: { "accept-encoding": "br" } });
		expect(response.status).toBe(200);
		expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
		expect(response.headers.get("content-encoding")).toBe("br");
		expect(await response.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
	});

	it("is linked from the API reference", async () => {
		const html = await (await fetch(`${site}/reference`)).text();
		expect(html).toContain('href="/openapi.json"');
	});
});

// @vitest-environment node
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticServer } from "../scripts/static-server.mjs";
import { createStaticSite, rawRequest, SECRET, type StaticSite } from "./static-site-fixture.js";

let site: StaticSite;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
	site = await createStaticSite();
	server = await startStaticServer({ root: site.root });
});
afterAll(async () => {
	await server.close();
	site.remove();
});

const get = (target: string, headers = "") =>
	rawRequest(server.url, `GET ${target} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);

async function expectStillServing() {
	const home = await get("/");
	expect(home.status).toBe(200);
	expect(home.text).toContain("<h1>Home</h1>");
}

describe("the static server under hostile requests", () => {
	it.each([
		"//%",
		"http://[",
		"http://[/tasks",
		"/%E0%A4%A",
		"/%",
		"/%zz",
		"/%C0%AE%C0%AE/secret.txt",
		"*",
		"example.com:443",
		"ftp://example.com/index.html",
		"/%2e%2e/%2e%2e/secret.txt",
		"/..%2f..%2fsecret.txt",
		"/..%5c..%5csecret.txt",
		"/tasks/../../secret.txt",
		"/./index.html",
		"/%00",
		"/index.html%00.png",
		"/a#b",
		`/${"a".repeat(9000)}`,
	])("refuses the target %s with a 4xx status and keeps serving", async (target) => {
		const response = await get(target);
		expect([400, 414]).toContain(response.status);
		expect(response.text).not.toContain(SECRET);
		expect(response.head).toMatch(/\r\nContent-Security-Policy: /);
		await expectStillServing();
	});

	it.each([
		["a raw NUL in the target", "GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n"],
		["a raw space in the target", "GET /a b HTTP/1.1\r\nHost: x\r\n\r\n"],
		["garbage instead of a request line", "HELLO\r\n\r\n"],
		["a header line without a colon", "GET / HTTP/1.1\r\nHost x\r\n\r\n"],
		[
			"a target longer than the parser's header limit",
			`GET /${"b".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
		],
	])("answers %s with a 4xx status and keeps serving", async (_, bytes) => {
		const response = await rawRequest(server.url, bytes);
		expect(response.status).toBeGreaterThanOrEqual(400);
		expect(response.status).toBeLessThan(500);
		await expectStillServing();
	});

	it("serves an absolute-form target by its path", async () => {
		const response = await get("http://example.com/tasks/demo?x=1");
		expect(response.status).toBe(200);
		expect(response.text).toContain("<h1>Demo task</h1>");
	});

	it("keeps serving after clients leave in the middle of a body", async () => {
		for (let i = 0; i < 20; i++) {
			await new Promise<void>((resolve, reject) => {
				const { hostname, port } = new URL(server.url);
				import("node:net").then(({ connect }) => {
					const socket = connect(Number(port), hostname, () =>
						socket.write("GET /media/cat.png HTTP/1.1\r\nHost: x\r\n\r\n"),
					);
					socket.once("data", () => {
						socket.destroy();
						resolve();
					});
					socket.on("error", reject);
				});
			});
		}
		await expectStillServing();
	});

	it("never serves a file from outside its root, whatever the target", async () => {
		const fragment = fc.constantFrom(
			"/",
			"//",
			"..",
			".",
			"%2e",
			"%2E%2e",
			"%2f",
			"%5c",
			"\\",
			"%00",
			"%",
			"%c0%ae",
			"?",
			"#",
			"*",
			"http://x",
			"assets",
			"site",
			"site-secret",
			"secret.txt",
			"index.html",
			".vite",
			"manifest.json",
			"__spa-fallback",
		);
		const target = fc.oneof(
			fc
				.array(fc.oneof(fragment, fc.string({ maxLength: 4 })), { maxLength: 10 })
				.map((parts) => parts.join("")),
			fc.string({ unit: "binary", maxLength: 30 }),
		);
		await fc.assert(
			fc.asyncProperty(target, async (t) => {
				const response = await rawRequest(
					server.url,
					`GET ${t} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
				);
				expect(response.status).toBeGreaterThanOrEqual(200);
				expect(response.status).toBeLessThan(500);
				expect(response.text).not.toContain(SECRET);
			}),
			{ numRuns: 400 },
		);
		await expectStillServing();
	});
});

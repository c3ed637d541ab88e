// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticServer } from "../scripts/static-server.mjs";
import {
	createStaticSite,
	FIXTURE_FILES,
	hashOf,
	INLINE_SCRIPT_HASHES,
	INLINE_SCRIPTS_FILE,
	type StaticSite,
	UNLISTED_SCRIPT,
} from "./static-site-fixture.js";

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

interface Answer {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}

/** A request with exactly the given headers (Node's client adds none of its own encodings). */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = request(`${server.url}${path}`, { method, headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (chunk) => chunks.push(chunk));
			res.on("end", () =>
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
			);
		});
		req.on("error", reject);
		req.end();
	});
}

const file = (name: string) => Buffer.from(FIXTURE_FILES[name] as string | Buffer);
const decode = ({ headers, body }: Answer) =>
	headers["content-encoding"] === "br"
		? brotliDecompressSync(body)
		: headers["content-encoding"] === "gzip"
			? gunzipSync(body)
			: body;

describe("compression", () => {
	it.each([
		["gzip, deflate, br, zstd", "br"],
		["br", "br"],
		["gzip", "gzip"],
		["x-gzip", "gzip"],
		["br;q=0, gzip", "gzip"],
		["gzip;q=0.4, br;q=0.9", "br"],
		["br;q=0.2, gzip;q=0.8", "gzip"],
		["gzip;q=0.5, identity", undefined],
		["identity", undefined],
		["*", "br"],
		["*;q=0, identity", undefined],
		["", undefined],
		["deflate", undefined],
	])("Accept-Encoding %j gets %s, with the right length and bytes", async (accept, coding) => {
		const answer = await fetchRaw("/tasks/demo", { "Accept-Encoding": accept });
		expect(answer.status).toBe(200);
		expect(answer.headers["content-encoding"]).toBe(coding);
		expect(answer.headers.vary).toBe("Accept-Encoding");
		expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
		expect(decode(answer).equals(file("tasks/demo/index.html"))).toBe(true);
		if (coding) expect(answer.body.length).toBeLessThan(file("tasks/demo/index.html").length / 2);
	});

	it("sends the body as it is when the request has no Accept-Encoding", async () => {
		const answer = await fetchRaw("/assets/app-Ab3dE_9z.js");
		expect(answer.headers["content-encoding"]).toBeUndefined();
		expect(answer.body.equals(file("assets/app-Ab3dE_9z.js"))).toBe(true);
	});

	it("compresses every text format, and neither tiny files nor images", async () => {
		for (const path of ["/tasks.data", "/assets/root-Cz9pe0T1.css", "/islands/hydrate-Ab_1-xYz.js"]) {
			expect((await fetchRaw(path, { "Accept-Encoding": "br" })).headers["content-encoding"], path).toBe(
				"br",
			);
		}
		for (const path of ["/tiny.txt", "/media/cat.png"]) {
			const answer = await fetchRaw(path, { "Accept-Encoding": "br, gzip" });
			expect(answer.headers["content-encoding"], path).toBeUndefined();
			expect(answer.headers.vary, path).toBeUndefined();
		}
	});

	it("answers 406 when every coding it has is refused", async () => {
		const answer = await fetchRaw("/tiny.txt", { "Accept-Encoding": "br, identity;q=0" });
		expect(answer.status).toBe(406);
	});

	it("answers HEAD with the headers GET would send and no body", async () => {
		for (const accept of ["br", "gzip", "identity"]) {
			const get = await fetchRaw("/tasks/demo", { "Accept-Encoding": accept });
			const head = await fetchRaw("/tasks/demo", { "Accept-Encoding": accept }, "HEAD");
			expect(head.status).toBe(200);
			expect(head.body.length).toBe(0);
			for (const name of ["content-length", "content-encoding", "content-type", "etag", "vary"]) {
				expect(head.headers[name], `${accept} ${name}`).toBe(get.headers[name]);
			}
		}
	});
});

describe("validation", () => {
	it("gives each coding of a file its own strong ETag", async () => {
		const tags = await Promise.all(
			["br", "gzip", "identity"].map(
				async (accept) => (await fetchRaw("/tasks/demo", { "Accept-Encoding": accept })).headers.etag,
			),
		);
		for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
		expect(new Set(tags).size).toBe(3);
	});

	it("answers 304 to a matching If-None-Match, and 200 to another coding's ETag", async () => {
		const first = await fetchRaw("/tasks/demo", { "Accept-Encoding": "br" });
		const etag = String(first.headers.etag);
		const again = await fetchRaw("/tasks/demo", { "Accept-Encoding": "br", "If-None-Match": etag });
		expect(again.status).toBe(304);
		expect(again.body.length).toBe(0);
		expect(again.headers.etag).toBe(etag);
		expect(again.headers["cache-control"]).toBe("no-cache");
		expect(again.headers.vary).toBe("Accept-Encoding");
		expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
		for (const header of [`"other", ${etag}`, `W/${etag}`, "*"]) {
			const answer = await fetchRaw("/tasks/demo", { "Accept-Encoding": "br", "If-None-Match": header });
			expect(answer.status, header).toBe(304);
		}
		const otherCoding = await fetchRaw("/tasks/demo", { "Accept-Encoding": "gzip", "If-None-Match": etag });
		expect(otherCoding.status).toBe(200);
		expect(otherCoding.headers["content-encoding"]).toBe("gzip");
	});

	it("answers 304 to If-Modified-Since unless an If-None-Match says otherwise", async () => {
		const first = await fetchRaw("/media/cat.png");
		const lastModified = String(first.headers["last-modified"]);
		expect((await fetchRaw("/media/cat.png", { "If-Modified-Since": lastModified })).status).toBe(304);
		const earlier = new Date(Date.parse(lastModified) - 60_000).toUTCString();
		expect((await fetchRaw("/media/cat.png", { "If-Modified-Since": earlier })).status).toBe(200);
		const both = await fetchRaw("/media/cat.png", {
			"If-Modified-Since": lastModified,
			"If-None-Match": '"old"',
		});
		expect(both.status).toBe(200);
	});

	it("serves single byte ranges, and 416 past the end", async () => {
		const png = file("media/cat.png");
		const part = await fetchRaw("/media/cat.png", { Range: "bytes=10-19" });
		expect(part.status).toBe(206);
		expect(part.headers["content-range"]).toBe(`bytes 10-19/${png.length}`);
		expect(part.body.equals(png.subarray(10, 20))).toBe(true);
		const tail = await fetchRaw("/media/cat.png", { Range: "bytes=-5" });
		expect(tail.body.equals(png.subarray(png.length - 5))).toBe(true);
		const past = await fetchRaw("/media/cat.png", { Range: `bytes=${png.length}-` });
		expect(past.status).toBe(416);
		expect(past.headers["content-range"]).toBe(`bytes */${png.length}`);
		const stale = await fetchRaw("/media/cat.png", { Range: "bytes=0-1", "If-Range": '"old"' });
		expect(stale.status).toBe(200);
		expect(stale.body.length).toBe(png.length);
	});
});

describe("caching", () => {
	it.each([
		["/assets/app-Ab3dE_9z.js", "public, max-age=31536000, immutable"],
		["/assets/root-Cz9pe0T1.css", "public, max-age=31536000, immutable"],
		["/islands/hydrate-Ab_1-xYz.js", "public, max-age=31536000, immutable"],
		["/assets/plain.js", "no-cache"],
		["/", "no-cache"],
		["/tasks/demo", "no-cache"],
		["/tasks.data", "no-cache"],
		["/media/cat.png", "no-cache"],
		["/tiny.txt", "no-cache"],
		["/no-such-page", "no-cache"],
		["/assets/missing-Ab3dE_9z.js", "no-cache"],
		// Pagefind names its index files after their content; its script and entry keep their names.
		["/pagefind/pagefind.en_0123456789.pf_meta", "public, max-age=31536000, immutable"],
		["/pagefind/index/en_1a2b3c4.pf_index", "public, max-age=31536000, immutable"],
		["/pagefind/fragment/en_5d6e7f8.pf_fragment", "public, max-age=31536000, immutable"],
		["/pagefind/pagefind.js", "no-cache"],
		["/pagefind/pagefind-worker.js", "no-cache"],
		["/pagefind/pagefind-entry.json", "no-cache"],
		["/pagefind/wasm.en.pagefind", "no-cache"],
		["/pagefind/missing.pf_fragment", "no-cache"],
		["/pagefind/fragment/nested/en_5d6e7f8.pf_fragment", "no-cache"],
	])(
		"%s: %s (decided by the URL; the root itself sits under a folder named assets)",
		async (path, policy) => {
			expect(site.root).toContain("/assets/");
			const answer = await fetchRaw(path, { "Accept-Encoding": "br" });
			expect(answer.headers["cache-control"]).toBe(policy);
		},
	);
});

describe("the search index", () => {
	it.each([
		["/pagefind/pagefind.js", "text/javascript; charset=utf-8", "br"],
		["/pagefind/pagefind-worker.js", "text/javascript; charset=utf-8", "br"],
		["/pagefind/pagefind-entry.json", "application/json; charset=utf-8", undefined],
		["/pagefind/wasm.en.pagefind", "application/octet-stream", undefined],
		["/pagefind/pagefind.en_0123456789.pf_meta", "application/octet-stream", undefined],
		["/pagefind/index/en_1a2b3c4.pf_index", "application/octet-stream", undefined],
		["/pagefind/fragment/en_5d6e7f8.pf_fragment", "application/octet-stream", undefined],
	])("%s is %s, coded %s (Pagefind's own files are gzip already)", async (path, type, coding) => {
		const answer = await fetchRaw(path, { "Accept-Encoding": "br, gzip" });
		expect(answer.status).toBe(200);
		expect(answer.headers["content-type"]).toBe(type);
		expect(answer.headers["content-encoding"]).toBe(coding);
		expect(decode(answer).equals(file(path.slice(1)))).toBe(true);
	});
});

describe("security headers", () => {
	it.each([
		["/", "GET", 200],
		["/tasks/demo", "GET", 200],
		["/assets/app-Ab3dE_9z.js", "GET", 200],
		["/no-such-page", "GET", 404],
		["/%zz", "GET", 400],
		["/", "POST", 405],
	])("%s (%s) carries them, status %i", async (path, method, status) => {
		const answer = await fetchRaw(path, {}, method);
		expect(answer.status).toBe(status);
		expect(answer.headers["x-content-type-options"]).toBe("nosniff");
		expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
		expect(answer.headers["x-frame-options"]).toBe("DENY");
		expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
		expect(answer.headers["permissions-policy"]).toContain("camera=()");
		const csp = String(answer.headers["content-security-policy"]);
		const directives = new Map(
			csp.split(";").map((part) => {
				const [name, ...sources] = part.trim().split(/\s+/);
				return [name, sources] as const;
			}),
		);
		const scripts = directives.get("script-src") ?? [];
		expect(scripts.slice(0, 2)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
		expect(
			scripts.slice(2).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
			"only hashes besides, never 'unsafe-eval' or 'unsafe-inline'",
		).toBe(true);
		expect(directives.get("object-src")).toEqual(["'none'"]);
		expect(directives.get("base-uri")).toEqual(["'self'"]);
		expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
		expect(directives.get("form-action")).toEqual(["'self'"]);
		expect(directives.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
		expect(directives.has("upgrade-insecure-requests")).toBe(false);
	});

	const csp = async (path: string, headers: Record<string, string> = {}) =>
		String((await fetchRaw(path, headers)).headers["content-security-policy"]);

	it("allows the inline scripts the build bundled, by the hashes it wrote, whichever coding carries the page", async () => {
		const hashes = Object.values(INLINE_SCRIPT_HASHES).join(" ");
		for (const accept of ["br", "gzip", "identity"]) {
			for (const path of ["/", "/tasks/demo", "/no-such-page"]) {
				expect(await csp(path, { "Accept-Encoding": accept }), `${path} ${accept}`).toContain(
					`script-src 'self' 'wasm-unsafe-eval' ${hashes};`,
				);
			}
		}
	});

	it("never allows an inline script the build did not bundle, even one a page's file holds", async () => {
		expect(await csp("/tasks/altered")).not.toContain(hashOf(UNLISTED_SCRIPT));
	});

	it("allows no inline script in what is not a page", async () => {
		for (const path of ["/assets/app-Ab3dE_9z.js", "/%zz"])
			expect(await csp(path), path).toContain("script-src 'self' 'wasm-unsafe-eval';");
	});

	it("reads the build's hashes again after a rebuild under the running server", async () => {
		const file = join(dirname(site.root), INLINE_SCRIPTS_FILE);
		const rebuilt = { ...INLINE_SCRIPT_HASHES, "theme-head": hashOf("document.title='rebuilt';") };
		writeFileSync(file, JSON.stringify(rebuilt));
		try {
			expect(await csp("/")).toContain(`'wasm-unsafe-eval' ${Object.values(rebuilt).join(" ")};`);
		} finally {
			writeFileSync(file, JSON.stringify(INLINE_SCRIPT_HASHES));
		}
	});
});

describe("the build's list of inline scripts", () => {
	const served = (manifest?: string) => {
		const base = mkdtempSync(join(tmpdir(), "hubkit-manifest-"));
		const root = join(base, "client");
		mkdirSync(root);
		writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>x</title>");
		if (manifest !== undefined) writeFileSync(join(base, INLINE_SCRIPTS_FILE), manifest);
		return { root, remove: () => rmSync(base, { recursive: true, force: true }) };
	};

	it("is required to start: without it, no page's scripts could be allowed", async () => {
		const { root, remove } = served();
		try {
			await expect(startStaticServer({ root })).rejects.toThrow(/inline-scripts\.json.*npm run build/);
		} finally {
			remove();
		}
	});

	it("is refused when it holds anything but hashes, which would loosen the policy", async () => {
		for (const manifest of ['{"x": "\'unsafe-inline\'"}', '["a"]', "not json"]) {
			const { root, remove } = served(manifest);
			try {
				await expect(startStaticServer({ root }), manifest).rejects.toThrow(/inline-scripts\.json/);
			} finally {
				remove();
			}
		}
	});
});

describe("pages and methods", () => {
	it("serves a page at its path, with and without a trailing slash", async () => {
		for (const path of ["/tasks/demo", "/tasks/demo/", "/tasks/demo/index.html"]) {
			const answer = await fetchRaw(path);
			expect(answer.status, path).toBe(200);
			expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
			expect(answer.body.equals(file("tasks/demo/index.html")), path).toBe(true);
		}
	});

	it("answers unknown paths, build artefacts and copies with the 404 page and status 404", async () => {
		for (const path of [
			"/no-such-page",
			"/__spa-fallback",
			"/.vite/manifest.json",
			"/index.html.br",
			"//tasks",
		]) {
			const answer = await fetchRaw(path, { "Accept-Encoding": "gzip" });
			expect(answer.status, path).toBe(404);
			expect(decode(answer).toString(), path).toContain("<h1>Page not found</h1>");
		}
		const head = await fetchRaw("/no-such-page", {}, "HEAD");
		expect(head.status).toBe(404);
		expect(Number(head.headers["content-length"])).toBe(file("404/index.html").length);
	});

	it("answers the not-found page's own address with status 404, not 200", async () => {
		for (const path of ["/404", "/404/", "/404/index.html"]) {
			for (const method of ["GET", "HEAD"]) {
				const answer = await fetchRaw(path, { "Accept-Encoding": "br" }, method);
				expect(answer.status, `${method} ${path}`).toBe(404);
				expect(answer.headers["cache-control"], path).toBe("no-cache");
			}
			expect(decode(await fetchRaw(path, { "Accept-Encoding": "br" })).toString()).toContain(
				"<h1>Page not found</h1>",
			);
		}
	});

	it.each(["POST", "PUT", "DELETE", "OPTIONS", "PATCH"])("answers %s with 405 and Allow", async (method) => {
		const answer = await fetchRaw("/", {}, method);
		expect(answer.status).toBe(405);
		expect(answer.headers.allow).toBe("GET, HEAD");
	});

	it("serves what is on disk after a rebuild under the running server", async () => {
		const path = join(site.root, "tasks/demo/index.html");
		const before = await fetchRaw("/tasks/demo");
		const changed = readFileSync(path, "utf8").replace("Demo task", "Demo task, rebuilt");
		const { writeFileSync } = await import("node:fs");
		writeFileSync(path, changed);
		const after = await fetchRaw("/tasks/demo", { "Accept-Encoding": "br" });
		expect(after.headers["content-encoding"]).toBeUndefined();
		expect(after.body.toString()).toBe(changed);
		expect(after.headers.etag).not.toBe(before.headers.etag);
	});
});

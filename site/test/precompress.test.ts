// @vitest-environment node
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../scripts/precompress.mjs";
import { createStaticSite, type StaticSite } from "./static-site-fixture.js";

let site: StaticSite;

beforeAll(async () => {
	site = await createStaticSite();
});
afterAll(() => site.remove());

describe("the precompress build step", () => {
	it("writes brotli and gzip copies of text files that decode to the file", () => {
		for (const name of [
			"index.html",
			"tasks/demo/index.html",
			"tasks.data",
			"assets/app-Ab3dE_9z.js",
			"assets/root-Cz9pe0T1.css",
		]) {
			const original = readFileSync(join(site.root, name));
			expect(brotliDecompressSync(readFileSync(join(site.root, `${name}.br`))).equals(original), name).toBe(
				true,
			);
			expect(gunzipSync(readFileSync(join(site.root, `${name}.gz`))).equals(original), name).toBe(true);
		}
	});

	it("leaves tiny files and images alone", () => {
		for (const name of ["tiny.txt", "media/cat.png"]) {
			expect(existsSync(join(site.root, `${name}.br`)), name).toBe(false);
			expect(existsSync(join(site.root, `${name}.gz`)), name).toBe(false);
		}
	});

	it("is idempotent, and removes copies whose file is gone or has become tiny", async () => {
		writeFileSync(join(site.root, "gone.html.br"), "stale");
		writeFileSync(join(site.root, "assets/plain.js"), "export {};");
		await precompress(site.root);
		expect(existsSync(join(site.root, "gone.html.br"))).toBe(false);
		expect(existsSync(join(site.root, "assets/plain.js.br"))).toBe(false);
		expect(existsSync(join(site.root, "index.html.br.br"))).toBe(false);
		expect(existsSync(join(site.root, "index.html.br"))).toBe(true);
	});

	it("takes the copies of unchanged bytes from its cache, and keeps only this run's in it", async () => {
		const cacheDir = join(site.base, "cache");
		mkdirSync(cacheDir);
		writeFileSync(join(cacheDir, "left-from-an-old-build.br"), "old");
		const text = readFileSync(join(site.root, "tasks/demo/index.html"));
		const key = createHash("sha256").update(text).digest("hex");
		writeFileSync(join(cacheDir, `${key}.br`), "cached brotli");
		await precompress(site.root, { cacheDir });
		expect(readFileSync(join(site.root, "tasks/demo/index.html.br"), "utf8")).toBe("cached brotli");
		const names = readdirSync(cacheDir);
		expect(names).not.toContain("left-from-an-old-build.br");
		expect(names).toContain(`${key}.gz`);
		const home = readFileSync(join(site.root, "index.html"));
		const homeKey = createHash("sha256").update(home).digest("hex");
		expect(brotliDecompressSync(readFileSync(join(cacheDir, `${homeKey}.br`))).equals(home)).toBe(true);
	});
});

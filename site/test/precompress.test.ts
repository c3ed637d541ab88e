// @vitest-environment node
import { existsSync, readFileSync, writeFileSync } from "node:fs";
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
});

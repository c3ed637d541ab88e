import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readPage } from "../scripts/read-page.mjs";
import { readPages } from "../scripts/read-pages.mjs";

const root = mkdtempSync(join(tmpdir(), "read-pages-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ORIGIN = "https://hubkit.dev";
const page = (name: string, body: string) => {
	const file = join(root, `${name}.html`);
	writeFileSync(
		file,
		`<!doctype html><html lang="en"><head><title>${name}</title></head><body>${body}</body></html>`,
	);
	return { path: `/${name}`, file };
};

describe("reading the pages", () => {
	it("answers each page as readPage does, in the order given, and nothing for a page without <main>", async () => {
		const pages = Array.from({ length: 7 }, (_, i) =>
			page(
				`p${i}`,
				`<main><h1>Page ${i}</h1><p>${"word ".repeat(i * 50)}<a href="/tasks">tasks</a></p></main>`,
			),
		);
		pages.splice(3, 0, page("bare", "<div>no main here</div>"));
		const read = await readPages(root, pages, ORIGIN);
		expect(read).toHaveLength(pages.length);
		expect(read[3]).toBeUndefined();
		for (const [i, { path, file }] of pages.entries()) {
			expect(read[i]).toEqual(readPage(readFileSync(file, "utf8"), path, ORIGIN));
		}
	});

	it("takes the title from <title> when <main> has no h1, and the language from <html>", () => {
		const html = `<!doctype html><html lang="he"><head><title>\n  Two\t words </title>
			<meta name="description" content="Said once."></head><body><main><p>Text</p></main></body></html>`;
		expect(readPage(html, "/t", ORIGIN)).toMatchObject({
			title: "Two words",
			description: "Said once.",
			lang: "he",
		});
		const bare =
			"<html><head><title>T</title></head><body><main><h1> </h1><p>Short.</p></main></body></html>";
		expect(readPage(bare, "/t", ORIGIN)).toMatchObject({ title: "T", description: "", lang: "en" });
	});

	it("fails naming the page it could not read", async () => {
		const pages = [
			page("fine", "<main><h1>Fine</h1></main>"),
			{ path: "/gone", file: join(root, "gone.html") },
		];
		await expect(readPages(root, pages, ORIGIN)).rejects.toThrow(/^\/gone: ENOENT/);
	});
});

import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Docs, loadDocs } from "../src/index.js";
import { readPageAnswer } from "../src/tools/read-page.js";
import { type Connection, callTool, connectStdio } from "./support/connect.js";

const SECRET = "secret text outside the site";
let scratch: string;
let site: string;
let docs: Docs;

beforeAll(async () => {
	scratch = mkdtempSync(join(tmpdir(), "hubkit-mcp-docs-"));
	site = join(scratch, "site");
	const outside = join(scratch, "outside");
	mkdirSync(join(site, "tasks"), { recursive: true });
	mkdirSync(outside);
	writeFileSync(join(outside, "secret.md"), `# Secret\n\n${SECRET}\n`);
	writeFileSync(join(site, "index.md"), "# Home\n\nWelcome.\n");
	writeFileSync(
		join(site, "tasks", "fill-mask.md"),
		"# Fill Mask\n\n## Use cases\n\nGuess the hidden word.\n",
	);
	// The later part of a page whose Markdown copy is split: a file with no HTML page of its own.
	writeFileSync(join(site, "tasks", "fill-mask.part-2.md"), "## Metrics\n\nPerplexity of the guesses.\n");
	// A built site's folder: each page's HTML beside its Markdown, where the headings' ids are read.
	mkdirSync(join(site, "tasks", "fill-mask"));
	writeFileSync(
		join(site, "tasks", "fill-mask", "index.html"),
		'<main><h1>Fill Mask</h1><h2 id="uses">Use cases</h2></main>',
	);
	writeFileSync(join(site, "llms.txt"), "# Site\n\n- [Home](https://docs.example/index.md): home\n");
	// Links a hostile or careless build could hold: to a file and to a folder outside the site.
	symlinkSync(join(outside, "secret.md"), join(site, "tasks", "linked.md"));
	symlinkSync(outside, join(site, "elsewhere"));
	docs = await loadDocs(site);
});

afterAll(() => {
	rmSync(scratch, { recursive: true, force: true });
});

describe("the docs folder", () => {
	it("holds its regular Markdown files as pages, at their site addresses, with the origin llms.txt names and the HTML's heading ids", () => {
		expect([...docs.pages.keys()]).toEqual(["/", "/tasks/fill-mask", "/tasks/fill-mask.part-2"]);
		expect([...docs.pages.values()].map((page) => page.html)).toEqual([false, true, false]);
		expect(docs.origin).toBe("https://docs.example");
		expect(docs.pages.get("/tasks/fill-mask")?.sections.map((section) => section.anchor)).toEqual([
			"",
			"uses",
		]);
	});

	it("follows no symbolic link, to a file or a folder", () => {
		for (const path of ["/tasks/linked", "/elsewhere/secret", "elsewhere/secret.md"]) {
			const answer = readPageAnswer(docs, path);
			expect(answer.isError, path).toBe(true);
			expect(answer.text).not.toContain(SECRET);
		}
	});

	it("is what the command serves with --docs, and HUBKIT_DOCS_DIR", async () => {
		const connections: Connection[] = [
			await connectStdio({}, ["--docs", site]),
			await connectStdio({ HUBKIT_DOCS_DIR: site }),
		];
		try {
			for (const { client } of connections) {
				expect((await callTool(client, "read_page", { path: "/tasks/fill-mask" })).text).toContain(
					"Guess the hidden word.",
				);
				const search = await callTool(client, "search_docs", { query: "hidden word" });
				expect(search.text).toContain("[Use cases](https://docs.example/tasks/fill-mask#uses)");
				expect((await callTool(client, "read_page", { path: "/tasks/linked" })).isError).toBe(true);
				// A later part of a split copy is found as its page, and its section is given at the
				// part's .md address, where the site serves that text.
				const part = await callTool(client, "search_docs", { query: "perplexity" });
				expect(part.text).toContain(
					"1. [Fill Mask](https://docs.example/tasks/fill-mask): read it with read_page, path `/tasks/fill-mask`",
				);
				expect(part.text).toContain("[Metrics](https://docs.example/tasks/fill-mask.part-2.md)");
				expect(part.text).not.toContain("path `/tasks/fill-mask.part-2`");
				expect(part.text).not.toContain("https://docs.example/tasks/fill-mask.part-2)");
			}
		} finally {
			await Promise.all(connections.map((connection) => connection.close()));
		}
	});

	it("refuses to start on a folder without pages", async () => {
		const empty = join(scratch, "empty");
		mkdirSync(empty);
		await expect(loadDocs(empty)).rejects.toThrow(/No Markdown pages in/);
		await expect(connectStdio({}, ["--docs", empty])).rejects.toThrow();
	});
});

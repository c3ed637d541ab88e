import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiReference } from "../app/components/spec-table/ApiReference.js";
import { specCallFile } from "../app/components/spec-table/spec-call-file.server.js";
import { laterCallTables, specTableDataPaths, taskApi } from "../app/lib/spec-tables.server.js";
import { loader } from "../app/routes/spec-table-data.js";
import { elementToMarkdown } from "../scripts/page-markdown.mjs";

/** The build's files read as the Markdown step reads them, from what the route writes; every read noted. */
function siteFiles() {
	const read: string[] = [];
	const readJson = (path: string) => {
		read.push(path);
		const [, page = "", call = ""] = /^\/spec-table-data\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
		const spec = laterCallTables(page, call);
		if (!spec) throw new Error(`ENOENT: ${path}`);
		return specCallFile(spec);
	};
	return { read, readJson };
}

/** The Markdown's table rows under the caption line that names `caption`, up to the next blank line. */
function tableRows(markdown: string, caption: string): string[] {
	const start = markdown.indexOf(`**\`${caption.split(" ")[0]}\` ${caption.split(" ").slice(1).join(" ")}**`);
	if (start < 0) return [];
	const table = markdown.slice(start).split("\n\n")[1] ?? "";
	return table.split("\n").slice(2).filter(Boolean);
}

describe("the Markdown of a page whose Request and Response show one tab per call", () => {
	it("carries every call's tables, complete, each under its call's name", () => {
		const { container } = render(
			<main>
				<ApiReference api={taskApi("text-generation")} />
			</main>,
		);
		const { read, readJson } = siteFiles();
		const markdown = elementToMarkdown(container, { readJson });
		expect(read).toEqual([
			"/spec-table-data/text-generation/text-generation.json",
			"/spec-table-data/text-generation/text-generation.json",
		]);
		const headings = markdown.split("\n").filter((line) => line.startsWith("#"));
		expect(headings).toEqual([
			"## Request",
			"### chatCompletion",
			"### textGeneration",
			"## Response",
			"### chatCompletion",
			"### textGeneration",
		]);
		const api = taskApi("text-generation");
		if (!api.served) throw new Error("text generation is served");
		for (const spec of api.specs)
			for (const table of [spec.request, ...spec.responses]) {
				const rows = tableRows(markdown, `${table.call} ${table.part}`);
				expect(rows, table.id).toHaveLength(table.rows.length);
				for (const [index, row] of table.rows.entries())
					expect(rows[index], row.path).toContain(row.kind === "field" ? `\`${row.path}\`` : row.name);
			}
		expect(markdown).toContain("`textGeneration` resolves to `object`.");
		expect(markdown).toContain("`textGenerationStream` yields one `object` per chunk.");
	});

	it("reads only the site's spec table files, and leaves out a panel whose file is missing", () => {
		const { read, readJson } = siteFiles();
		const main = document.createElement("main");
		const panel = (path: string, section = "request") =>
			`<div role="tabpanel"><p data-spec-tables="${path}" data-spec-section="${section}"></p></div>`;
		main.innerHTML = [
			panel("/spec-table-data/text-generation/chat-completion.json"),
			panel("/spec-table-data/../../etc/passwd.json"),
			panel("/snippet-data/text-generation/together.json"),
			panel("/spec-table-data/text-generation/text-generation.json", "constructor"),
			panel("/spec-table-data/text-generation/text-generation.json", "response"),
		].join("");
		const markdown = elementToMarkdown(main, { readJson });
		expect(read).toEqual([
			"/spec-table-data/text-generation/chat-completion.json",
			"/spec-table-data/text-generation/text-generation.json",
		]);
		expect(markdown).toMatch(/^`textGeneration` resolves to `object`\./);
		expect(markdown).not.toContain("chatCompletion");
	});
});

describe("the files with a page's later calls' tables", () => {
	it("are written for text generation's textGeneration only, and the route answers nothing else", async () => {
		expect(specTableDataPaths()).toEqual(["/spec-table-data/text-generation/text-generation.json"]);
		const answer = loader({ params: { task: "text-generation", file: "text-generation.json" } } as never);
		const file = (await answer.json()) as Record<string, string>;
		expect(Object.keys(file)).toEqual(["request", "response"]);
		expect(file.request).toContain('id="text-generation-request-parameters-max_new_tokens"');
		expect(file.response).toContain('id="text-generation-stream-table"');
		for (const [task, name] of [
			["text-generation", "chat-completion.json"],
			["text-generation", "text-generation"],
			["text-to-image", "text-to-image.json"],
			["constructor", "text-generation.json"],
			["text-generation", "__proto__.json"],
			["__proto__", "x.json"],
		]) {
			let status: number | undefined;
			try {
				loader({ params: { task, file: name } } as never);
			} catch (refused) {
				status = (refused as { init?: { status?: number } }).init?.status;
			}
			expect(status, `${task}/${name}`).toBe(404);
		}
	});
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { highlight } from "../app/lib/highlight.server.js";

const SAMPLES: [string, string][] = [
	["python", 'import os\n\nclient = Client(token=os.environ["HF_TOKEN"])\n# a comment\nprint(f"{x!r}")\n'],
	["js", 'import { x } from "y";\n// a comment\nconst a = await fetch(url + "/v1", { method: "POST" });'],
	["ts", "export async function f<T>(x: T): Promise<T | null> {\n\treturn null as never;\n}"],
	["sh", 'curl -X POST "$URL" \\\n  -H "Authorization: Bearer $HF_TOKEN" # comment\n\nexport A=1'],
	["json", '{\n  "inputs": "a < b & c",\n  "n": 1.5,\n  "ok": true\n}'],
	["text", "plain <text> & more\n  indented"],
	["bash", ""],
];

/** The text a reader sees: tags dropped, character references decoded. */
const decode = (html: string) =>
	html
		.replace(/<[^>]+>/g, "")
		.replace(
			/&#x([0-9a-f]+);|&#(\d+);|&(lt|gt|amp|quot);/gi,
			(_, hex?: string, decimal?: string, name?: string) =>
				hex || decimal
					? String.fromCodePoint(Number.parseInt(hex ?? decimal ?? "", hex ? 16 : 10))
					: (({ lt: "<", gt: ">", amp: "&", quot: '"' } as Record<string, string>)[name ?? ""] ?? ""),
		);

/** The block's own colours, `color:…;--shiki-dark:…` from the `<pre>`'s style, lower-cased. */
const blockColours = (html: string) =>
	/<pre[^>]*style="[^"]*?(?:^|;|")color:(#[0-9a-f]{6});--shiki-dark:(#[0-9a-f]{6})/i
		.exec(html)
		?.slice(1)
		.join("|")
		.toLowerCase();

describe("highlight", () => {
	it.each(SAMPLES)("writes %s code's text unchanged", async (lang, code) => {
		const html = await highlight(code, lang);
		expect(html).toMatch(/^<pre class="shiki[^"]*"[^>]*><code>/);
		expect(decode(html)).toBe(code);
	});

	it.each(SAMPLES)(
		"gives %s tokens a span only where they differ from the block and their neighbours",
		async (lang, code) => {
			const html = await highlight(code, lang);
			// Lines are the text's own newlines: no element per line.
			expect(html).not.toContain('class="line"');
			const own = blockColours(html);
			expect(own).toMatch(/^#[0-9a-f]{6}\|#[0-9a-f]{6}$/);
			const tokens = [
				...html.matchAll(/<span style="color:(#[0-9a-f]{6});--shiki-dark:(#[0-9a-f]{6})[^"]*">/gi),
			];
			expect(tokens.filter(([, light, dark]) => `${light}|${dark}`.toLowerCase() === own)).toEqual([]);
			// Two spans of one style with only whitespace between would be one span.
			expect(html).not.toMatch(/<span (style="[^"]*")>[^<]*<\/span>\s*<span \1>/);
			expect(html).not.toMatch(/<span>|<span style="">/);
		},
	);

	it("spends a span per change of colour, not per token and line", async () => {
		// Seven colours on the line after the block's own: const, a, = await, fetch, +, "/v1", "POST".
		const code = 'const a = await fetch(url + "/v1", { method: "POST" });\n'.repeat(20);
		const html = await highlight(code, "js");
		expect((html.match(/<span\b/g) ?? []).length).toBe(20 * 7);
	});
});

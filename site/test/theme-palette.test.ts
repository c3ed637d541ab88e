// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { highlight } from "../app/lib/highlight.server.js";

const STYLES = new URL("../app/styles/", import.meta.url);
const css = readFileSync(new URL("site.css", STYLES), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");

/** The body of the first block that opens with `opening` (a selector, or a selector inside a media query). */
function block(source: string, opening: string): string {
	const start = source.indexOf(`${opening} {`);
	if (start < 0) throw new Error(`no block ${opening}`);
	let depth = 0;
	for (let index = source.indexOf("{", start); index < source.length; index++) {
		if (source[index] === "{") depth++;
		if (source[index] === "}" && --depth === 0) return source.slice(source.indexOf("{", start) + 1, index);
	}
	throw new Error(`unclosed block ${opening}`);
}

const HEX = /^#[0-9a-f]{6}$/i;
const LIGHT_DARK = /^light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)$/i;

/** The custom properties a block defines, by name without the leading `--`. */
function properties(body: string): Record<string, string> {
	const values: Record<string, string> = {};
	for (const [, name = "", value = ""] of body.matchAll(/--([\w-]+):\s*([^;]+);/g))
		values[name] = value.trim();
	return values;
}

const ROOT = properties(block(css, ":root"));

/** One side of the palette: each colour property's light or dark value, `var(--x)` resolved against the block. */
function palette(side: 1 | 2): Record<string, string> {
	const colours: Record<string, string> = {};
	for (const [name, value] of Object.entries(ROOT)) {
		const resolved = value.startsWith("var(--") ? (ROOT[value.slice(6, -1)] ?? "") : value;
		const pair = LIGHT_DARK.exec(resolved);
		if (pair) colours[name] = (pair[side] ?? "").toLowerCase();
		else if (HEX.test(resolved)) colours[name] = resolved.toLowerCase();
	}
	return colours;
}

const LIGHT = palette(1);
const DARK = palette(2);

function luminance(hex: string): number {
	const [r, g, b] = [1, 3, 5].map((at) => {
		const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
		return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
	});
	return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio, rounded down to two decimals the way checkers report it. */
function contrast(a: string, b: string): number {
	const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
	return Math.floor(((light + 0.05) / (dark + 0.05)) * 100) / 100;
}

/** Every pair the site draws as text on a background, as [text, background]. */
const TEXT_PAIRS: [string, string][] = [
	...["text", "muted", "link", "ok", "red", "orange", "blue", "green", "yellow", "indigo"].flatMap((text) =>
		["surface", "surface-alt", "code-bg", "highlight"].map((bg): [string, string] => [text, bg]),
	),
	...[0, 1, 2, 3, 4, 5].map((n): [string, string] => ["text", `token-${n}`]),
	["on-accent", "ok"],
	["on-accent", "red"],
	["surface", "link"],
	["link", "border"],
];

describe.each([
	["light", LIGHT],
	["dark", DARK],
])("the %s palette", (_, colours) => {
	it.each(TEXT_PAIRS)("keeps %s on %s at WCAG AA (4.5:1)", (text, background) => {
		expect(contrast(colours[text] ?? "", colours[background] ?? "")).toBeGreaterThanOrEqual(4.5);
	});

	it("draws form field borders (--muted) at 3:1 against the page, as WCAG 1.4.11 asks of controls", () => {
		expect(contrast(colours.muted ?? "", colours.surface ?? "")).toBeGreaterThanOrEqual(3);
		expect(contrast(colours.muted ?? "", colours["surface-alt"] ?? "")).toBeGreaterThanOrEqual(3);
	});
});

describe("the dark palette", () => {
	it("gives every colour of the light one its dark value, in the same declaration", () => {
		const single = Object.entries(ROOT).filter(([, value]) => HEX.test(value) || /^#/.test(value));
		expect(single).toEqual([]);
		expect(Object.keys(DARK).sort()).toEqual(Object.keys(LIGHT).sort());
		expect(Object.keys(LIGHT).length).toBeGreaterThan(20);
	});

	it("is written once: no other rule of any stylesheet sets a palette colour", () => {
		const elsewhere: string[] = [];
		for (const file of readdirSync(STYLES).filter((name) => name.endsWith(".css"))) {
			let source = readFileSync(new URL(file, STYLES), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
			if (file === "site.css") source = source.replace(block(source, ":root"), "");
			for (const name of Object.keys(LIGHT))
				for (const [, value = ""] of source.matchAll(new RegExp(`--${name}:\\s*([^;]+);`, "g")))
					if (!value.startsWith("var(--")) elsewhere.push(`${file}: --${name}`);
		}
		expect(elsewhere).toEqual([]);
	});

	it("follows the system unless the reader picks a theme, and is never used in print", () => {
		const scheme = (body: string) => /color-scheme:\s*([^;]+);/.exec(body)?.[1]?.trim();
		expect(scheme(block(css, ":root"))).toBe("light dark");
		expect(scheme(block(css, ':root[data-theme="light"]'))).toBe("light");
		expect(scheme(block(css, ':root[data-theme="dark"]'))).toBe("dark");
		expect(scheme(block(block(css, "@media print"), ":root,\n\t:root[data-theme]"))).toBe("light");
	});
});

describe("stylesheets", () => {
	it("name colours only in the palette (a video frame is dark in either theme and keeps its own)", () => {
		const outside: string[] = [];
		for (const file of readdirSync(STYLES).filter((name) => name.endsWith(".css"))) {
			let source = readFileSync(new URL(file, STYLES), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
			if (file === "site.css") {
				source = source.replace(block(source, ":root"), "");
			}
			for (const rule of source.split("}")) {
				const [selector = "", declarations = ""] = rule.split("{").slice(-2);
				if (selector.trim().startsWith(".video")) continue;
				const literal = declarations.match(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|oklch|lab|lch)\(/i);
				if (literal) outside.push(`${file}: ${selector.trim()} ${literal[0]}`);
			}
		}
		expect(outside).toEqual([]);
	});
});

describe("code", () => {
	const SAMPLES: [string, string][] = [
		[
			"python",
			'import os\n# a comment\nclient = Client(token=os.environ["HF_TOKEN"], retries=3)\nprint(f"{x!r}")',
		],
		[
			"js",
			'import { x } from "y";\n// a comment\nconst a = await fetch(url + "/v1", { method: "POST" }); /re+/g;',
		],
		["ts", "export async function f<T>(x: T): Promise<T | null> { return null as never; }"],
		["sh", 'curl -X POST "$URL" \\\n  -H "Authorization: Bearer $HF_TOKEN" # comment\nexport A=1'],
		["json", '{ "inputs": "text", "n": 1.5, "ok": true, "none": null }'],
	];

	it("shows every token in both Shiki themes at WCAG AA on the code background of its palette", async () => {
		const low: string[] = [];
		for (const [lang, code] of SAMPLES) {
			const html = await highlight(code, lang);
			const tokens = [...html.matchAll(/color:(#[0-9a-f]{6});--shiki-dark:(#[0-9a-f]{6})/gi)];
			expect(tokens.length, lang).toBeGreaterThan(3);
			for (const [, light = "", dark = ""] of tokens) {
				for (const [name, colour, background] of [
					["light", light, LIGHT["code-bg"] ?? ""],
					["dark", dark, DARK["code-bg"] ?? ""],
				]) {
					const ratio = contrast(colour ?? "", background ?? "");
					if (ratio < 4.5) low.push(`${lang} ${name} ${colour} on ${background}: ${ratio}`);
				}
			}
		}
		expect(low).toEqual([]);
	});
});

import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { formatInputs, jsLiteral, pythonLiteral, shellQuote, type Value } from "../src/index.js";
import { jsEntries } from "../src/literals/javascript.js";
import { jsonLiteral } from "../src/literals/json.js";
import { pythonEntries } from "../src/literals/python.js";
import { INVISIBLE } from "../src/literals/value.js";

/** The file the canary in NASTY would create if a writer let the shell run it. */
const CANARY = "/tmp/hubkit-pwned";

// A canary left by an earlier run (of a broken writer) must not fail or pass this one.
beforeEach(() => rmSync(CANARY, { force: true }));

/** Strings that break naive quoting, in every language we write. */
const NASTY = [
	"",
	'"',
	"'",
	"\\",
	'\\"',
	"a\nb\r\nc\td",
	"{}{{}}",
	// biome-ignore lint/suspicious/noTemplateCurlyInString: a shell expansion is exactly what this text must carry
	"${HOME} $(touch /tmp/hubkit-pwned) `id` ; rm -rf / #",
	'"""',
	"'''",
	"שלום עולם",
	"日本語のテキスト",
	"emoji 🚀👩‍👩‍👧",
	"\u2028\u2029",
	"\u0000\u0001\u007f",
	"\ud800 lone",
	"\u200b\ufeff",
	"%s %d {0}",
	"</script><!--",
];

/** JSON values with any text in them, plus the nasty strings in every position. */
const values = fc.oneof(
	fc.jsonValue({ maxDepth: 3 }),
	fc.jsonValue({ maxDepth: 2, stringUnit: "binary" }),
	fc.constantFrom(...NASTY),
	fc.dictionary(fc.constantFrom(...NASTY), fc.constantFrom(...NASTY), { maxKeys: 4 }),
) as fc.Arbitrary<Value>;

/** What a value is once it has been through JSON (no -0, no NaN): what a request would carry. */
const asSent = (value: Value) => JSON.parse(JSON.stringify(value));

function sample(count: number): Value[] {
	return [...NASTY, ...fc.sample(values, { numRuns: count, seed: 20261121 })];
}

describe("pythonLiteral", () => {
	it("is read back by Python's parser as the same value, for any value (property, checked by python3)", () => {
		const cases = sample(400);
		const program = [
			"import ast, json, sys",
			"out = []",
			...cases.map((value) => `out.append(ast.literal_eval(${JSON.stringify(pythonLiteral(value))}))`),
			"sys.stdout.write(json.dumps(out))",
		].join("\n");
		// The literals travel inside JSON strings above only to keep the test program simple: the
		// literal itself is what `ast.literal_eval` parses.
		const back = JSON.parse(
			execFileSync("python3", ["-c", program], { encoding: "utf8", maxBuffer: 1 << 26 }),
		);
		expect(back).toEqual(cases.map(asSent));
	});

	it("writes True, False and None, never JSON's words", () => {
		expect(pythonLiteral({ a: true, b: false, c: null })).toBe(
			'{\n    "a": True,\n    "b": False,\n    "c": None,\n}',
		);
	});

	it("parses as source text, not only through literal_eval (python3 ast)", () => {
		const source = `value = ${pythonLiteral({ text: NASTY, nested: { list: [1, 2.5, null, true] } })}\n`;
		expect(() =>
			execFileSync("python3", ["-c", "import ast,sys; ast.parse(sys.stdin.read())"], { input: source }),
		).not.toThrow();
	});
});

describe("jsLiteral", () => {
	it("evaluates to the same value, for any value (property)", () => {
		fc.assert(
			fc.property(values, (value) => {
				expect(asSent(runInNewContext(`(${jsLiteral(value)})`))).toEqual(asSent(value));
			}),
			{ numRuns: 500 },
		);
	});

	it("keeps a __proto__ key as a property (found by the property test)", () => {
		const value = JSON.parse('{"__proto__": {"a": 1}, "b": 2}');
		const back = runInNewContext(`(${jsLiteral(value)})`);
		expect(Object.keys(back)).toEqual(["__proto__", "b"]);
		expect(asSent(back)).toEqual(asSent(value));
	});

	it("leaves identifier keys bare and quotes the rest", () => {
		expect(jsLiteral({ inputs: "x", "candidate-labels": ["a"] })).toBe(
			'{\n    inputs: "x",\n    "candidate-labels": [\n        "a",\n    ],\n}',
		);
	});
});

describe("shellQuote", () => {
	it("reaches a program as exactly the text, and runs nothing in it (property, checked by bash)", () => {
		const texts = [
			...NASTY.filter((text) => !text.includes("\u0000")),
			...fc
				.sample(fc.string({ unit: "binary" }), { numRuns: 300, seed: 7 })
				.filter((text) => !text.includes("\u0000")),
		];
		const script = `printf '%s\\0' ${texts.map(shellQuote).join(" ")}`;
		const output = execFileSync("bash", ["-c", script], { encoding: "utf8", maxBuffer: 1 << 26 });
		const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));
		expect(output.split("\u0000").slice(0, -1)).toEqual(texts.map(wellFormed));
		expect(() => execFileSync("test", ["-e", CANARY])).toThrow();
	});
});

describe("jsonLiteral", () => {
	it("in a quoted here-document, reaches a program as JSON of the same value (property, checked by bash)", () => {
		const cases = sample(300);
		const script = cases
			.map((value) => `cat <<'EOF'\n${jsonLiteral(value, 0)}\nEOF\nprintf '\\0'`)
			.join("\n");
		const output = execFileSync("bash", ["-c", script], { encoding: "utf8", maxBuffer: 1 << 26 });
		const texts = output.split("\u0000").slice(0, -1);
		expect(texts.map((text) => JSON.parse(text))).toEqual(cases.map(asSent));
		expect(() => execFileSync("test", ["-e", CANARY])).toThrow();
	});

	it("has JSON.stringify's layout, nested lines at the depth asked, and shows every invisible character as an escape", () => {
		for (const value of sample(300)) {
			const text = jsonLiteral(value, 1);
			// Its own line breaks are the only invisible characters it holds.
			expect(text.replaceAll("\n", "")).not.toMatch(INVISIBLE);
			const stringified = JSON.stringify(value, null, 4) ?? "null";
			if (!INVISIBLE.test(stringified.replaceAll("\n", "")))
				expect(text).toBe(stringified.replaceAll("\n", "\n    "));
		}
		expect(jsonLiteral(["\u202e", "\u{e0001}", "\ud800"])).toBe(
			'[\n    "\\u202e",\n    "\\udb40\\udc01",\n    "\\ud800"\n]',
		);
	});
});

describe("undefined, as JSON treats it", () => {
	const value = { a: undefined, b: [undefined, 1], c: { d: undefined, e: "kept" } } as unknown as Record<
		string,
		Value
	>;
	const sent = { b: [null, 1], c: { e: "kept" } };

	it("leaves a key out and is null in a list, in every writer", () => {
		expect(runInNewContext(`(${jsLiteral(value)})`)).toEqual(sent);
		const python = `import ast, json; print(json.dumps(ast.literal_eval(${JSON.stringify(pythonLiteral(value))})))`;
		expect(JSON.parse(execFileSync("python3", ["-c", python], { encoding: "utf8" }))).toEqual(sent);
		expect(JSON.parse(jsonLiteral(value))).toEqual(sent);
		expect(formatInputs(value, "python")).toBe(
			'    b=[\n        None,\n        1,\n    ],\n    c={\n        "e": "kept",\n    },',
		);
		expect(formatInputs(value, "ts")).not.toContain("a:");
		expect(JSON.parse(`{${formatInputs(value, "json")}}`)).toEqual(sent);
	});
});

describe("literals of frozen values", () => {
	const deepFreeze = (value: Value): Value => {
		if (value && typeof value === "object") {
			for (const item of Object.values(value)) deepFreeze(item);
			Object.freeze(value);
		}
		return value;
	};

	it("are the same text as for an unfrozen copy, at every depth, asked twice", () => {
		const objects = sample(200).filter(
			(value): value is Record<string, Value> =>
				!!value && typeof value === "object" && !Array.isArray(value),
		);
		for (const value of [...sample(200), ...objects]) {
			const frozen = deepFreeze(structuredClone(value));
			for (const depth of [0, 1, 3]) {
				for (let ask = 0; ask < 2; ask++) {
					expect(jsLiteral(frozen, depth)).toBe(jsLiteral(value, depth));
					expect(pythonLiteral(frozen, depth)).toBe(pythonLiteral(value, depth));
					expect(jsonLiteral(frozen, depth)).toBe(jsonLiteral(value, depth));
				}
			}
		}
		for (const value of objects) {
			const frozen = deepFreeze(structuredClone(value)) as Record<string, Value>;
			expect(jsEntries(frozen, 2)).toBe(jsEntries(value, 2));
			expect(pythonEntries(frozen, 2)).toBe(pythonEntries(value, 2));
		}
	});
});

describe("formatInputs", () => {
	const body = {
		inputs: "I like you. I love you",
		parameters: { candidate_labels: ["refund", "legal"], top_k: null, flag: true },
	};

	it("object: compact JSON", () => {
		expect(JSON.parse(formatInputs(body, "object"))).toEqual(body);
	});

	it("json and curl: the entries of a JSON object, indented once or twice", () => {
		expect(JSON.parse(`{\n${formatInputs(body, "json")}\n}`)).toEqual(body);
		const curl = formatInputs(body, "curl");
		expect(curl.startsWith('        "inputs"')).toBe(true);
		expect(JSON.parse(`{\n${curl}\n}`)).toEqual(body);
	});

	it("python: keyword arguments that Python reads back, odd keys through **{}", () => {
		const odd = { ...body, "not-an-identifier": "x", class: 1 };
		const source = `import json\ndef f(**kwargs):\n    print(json.dumps(kwargs))\nf(\n${formatInputs(odd, "python")}\n)`;
		expect(JSON.parse(execFileSync("python3", ["-c", source], { encoding: "utf8" }))).toEqual(odd);
	});

	it("ts: object-literal entries", () => {
		expect(runInNewContext(`({\n${formatInputs(body, "ts")}\n})`)).toEqual(body);
	});

	it("refuses any other format, naming it", () => {
		expect(() => formatInputs(body, "yaml" as never)).toThrow(new Error("Unsupported format: yaml"));
	});
});

/** A value a snippet writes as source text: whatever JSON can carry. */
export type Value = null | boolean | number | string | Value[] | { [key: string]: Value };

/**
 * Stands for the sample file's contents in a value to write: the writers write it as `FILE_SLOT_TEXT`,
 * which templates swap for code that reads the file. Found by identity, never by value, so no
 * input, however it reads, can be taken for it.
 */
export const FILE_SLOT: Value = Object.freeze({});

/** How every writer writes `FILE_SLOT`: NUL characters, which every writer escapes in any text of the input. */
export const FILE_SLOT_TEXT = "\u0000sample-file\u0000";

/** The indentation unit of every snippet. */
export const INDENT = "    ";

/** `depth` indentation units. */
export function indent(depth: number): string {
	return INDENT.repeat(depth);
}

/** Characters no source file should carry raw: controls, format characters, separators, surrogates, private use, unassigned. */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/u;

export function hex(code: number, width: number): string {
	return code.toString(16).padStart(width, "0");
}

/** A number as JSON sends it: finite numbers as written, anything else as null (JSON has no NaN). */
export function jsonNumber(value: number): string | undefined {
	return Number.isFinite(value) ? JSON.stringify(value) : undefined;
}

/** Every character a string literal escapes; global, so one replace walks the whole text once. */
const NEEDS_ESCAPE = /["\\\n\r\t\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}]/gu;

/** The same characters, for one test of a whole text (no `lastIndex` carried from call to call). */
const ANY_TO_ESCAPE = new RegExp(NEEDS_ESCAPE.source, "u");

const ESCAPES: Record<string, string> = { "\\": "\\\\", '"': '\\"', "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** From this length on, a language keeps its last literal: writing it again costs more than comparing. */
const KEPT_FROM_LENGTH = 1024;

/**
 * The writer of double-quoted string literals in a C-like language: backslash, quote and the usual
 * whitespace escapes, invisible characters through `escapeCode` (each language spells code points
 * its own way), every other character as itself, so non-Latin text stays readable. Linear in the
 * text's length: one test (most texts, ids, URLs, plain prompts, need no escape and come back as
 * they are), then one regular-expression replace. The last long text and its literal are kept:
 * the snippets of one call write the same inputs more than once in a language (an SDK's snippet
 * and a raw client's). Measured on what a reader runs, a 1 MB input on /snippets: one change's
 * snippets took 1.7-2.1 s without it and 0.6-0.9 s with it (bench row "1 MB input needing escapes").
 */
export function quoter(escapeCode: (code: number) => string): (text: string) => string {
	let keptText: string | undefined;
	let keptLiteral = "";
	return (text) => {
		if (text === keptText) return keptLiteral;
		const literal = ANY_TO_ESCAPE.test(text)
			? `"${text.replace(NEEDS_ESCAPE, spelling(escapeCode))}"`
			: `"${text}"`;
		if (text.length >= KEPT_FROM_LENGTH) {
			keptText = text;
			keptLiteral = literal;
		}
		return literal;
	};
}

/** A replacer spelling each character to escape, once per text: a long text repeats the same few. */
function spelling(escapeCode: (code: number) => string): (char: string) => string {
	const spelled = new Map<string, string>();
	return (char) => {
		let escaped = spelled.get(char);
		if (escaped === undefined) {
			escaped = ESCAPES[char] ?? escapeCode(char.codePointAt(0) as number);
			spelled.set(char, escaped);
		}
		return escaped;
	};
}

/**
 * How deep a value the generator writes: lists and objects inside one another, at most 128 levels.
 * Python's parser refuses more than 200 nested brackets, and a snippet adds a few of its own; a
 * cycle is a value of endless depth.
 */
export const MAX_DEPTH = 128;

/** The deepest indentation a writer goes to: the deepest value, a few levels into a snippet's code. */
export const MAX_WRITTEN_DEPTH = MAX_DEPTH + 8;

export function tooDeep(): Error {
	return new Error(
		`Cannot write a value nested deeper than ${MAX_DEPTH} levels (or one that contains itself) as code.`,
	);
}

/** What JSON leaves out of an object (and writes as null in a list): undefined, functions, symbols. */
export function leftOut(value: unknown): boolean {
	return value === undefined || typeof value === "function" || typeof value === "symbol";
}

/** How a language spells JSON's values: its words for null, true and false, its strings and its keys. */
export interface Spelling {
	null: string;
	true: string;
	false: string;
	string: (text: string) => string;
	key: (key: string) => string;
}

/**
 * The literal writer of a C-like language (lists in brackets, `key: value` maps in braces, trailing
 * commas, 4-space indentation) and the writer of a map's entries alone, so a template can add its
 * own. JSON has no undefined: in a list it is null, in a map its key is left out.
 */
export function literalWriters(spelling: Spelling) {
	const literal = (value: Value, depth = 0): string => {
		if (depth > MAX_WRITTEN_DEPTH) throw tooDeep();
		if (value === null || leftOut(value)) return spelling.null;
		if (value === FILE_SLOT) return FILE_SLOT_TEXT;
		if (value === true) return spelling.true;
		if (value === false) return spelling.false;
		if (typeof value === "number") return jsonNumber(value) ?? spelling.null;
		if (typeof value === "string") return spelling.string(value);
		// Only the caller's own inputs hold one (the body could not be JSON, so they are written as given): its digits.
		if (typeof value === "bigint") return String(value);
		if (Array.isArray(value)) {
			if (value.length === 0) return "[]";
			const inner = indent(depth + 1);
			let out = "[\n";
			for (const item of value) out += `${inner}${literal(item, depth + 1)},\n`;
			return `${out}${indent(depth)}]`;
		}
		const written = entries(value, depth + 1);
		return written === "" ? "{}" : `{\n${written}${indent(depth)}}`;
	};
	const entries = (record: Record<string, Value>, depth: number): string => {
		if (depth > MAX_WRITTEN_DEPTH) throw tooDeep();
		const inner = indent(depth);
		let out = "";
		for (const key in record) {
			const item = record[key];
			if (!leftOut(item)) out += `${inner}${spelling.key(key)}: ${literal(item as Value, depth)},\n`;
		}
		return out;
	};
	return { literal, entries };
}

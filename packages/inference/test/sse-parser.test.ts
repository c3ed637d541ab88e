import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InferenceClientProviderOutputError } from "../src/errors/errors.js";
import {
	readServerSentEvents,
	type ServerSentEvent,
	ServerSentEventParser,
} from "../src/streaming/sse-parser.js";

const parse = (...chunks: string[]): ServerSentEvent[] => {
	const events: ServerSentEvent[] = [];
	const parser = new ServerSentEventParser((event) => events.push(event));
	for (const chunk of chunks) parser.feed(chunk);
	parser.end();
	return events;
};

const streamOf = (chunks: Uint8Array[]) =>
	new ReadableStream<Uint8Array>({
		start(controller) {
			for (const chunk of chunks) controller.enqueue(chunk);
			controller.close();
		},
	});

const collect = async (body: ReadableStream<Uint8Array>) => {
	const events: ServerSentEvent[] = [];
	for await (const event of readServerSentEvents(body)) events.push(event);
	return events;
};

/** A chat stream as the router sends it, with every line-ending style and non-Latin text. */
const RECORDED = [
	": keep-alive comment\n\n",
	'data: {"choices":[{"delta":{"content":"Bon"}}]}\n\n',
	'data: {"choices":[{"delta":{"content":"jour 👋 — שלום"}}]}\r\n\r\n',
	'event: message\rid: 7\rdata: {"choices":[{"delta":\rdata: {"content":"!"}}]}\r\r',
	"retry: 3000\ndata: [DONE]\n\n",
].join("");

describe("ServerSentEventParser", () => {
	it("reads events, joins multi-line data, skips comments and retry hints, and keeps the last event id", () => {
		expect(parse(RECORDED)).toEqual([
			{ data: '{"choices":[{"delta":{"content":"Bon"}}]}' },
			{ data: '{"choices":[{"delta":{"content":"jour 👋 — שלום"}}]}' },
			{ event: "message", id: "7", data: '{"choices":[{"delta":\n{"content":"!"}}]}' },
			{ data: "[DONE]", id: "7" },
		]);
	});

	it("treats CR, LF and CRLF alike, even when a CRLF is split across chunks", () => {
		expect(parse("data: a\r", "\n", "\r", "\ndata: b\n\n")).toEqual([{ data: "a" }, { data: "b" }]);
		expect(parse("data: a\r\r")).toEqual([{ data: "a" }]);
		expect(parse("data: a\n\n")).toEqual([{ data: "a" }]);
	});

	it("delivers a last event the server did not close with a blank line", () => {
		expect(parse('data: {"done":true}')).toEqual([{ data: '{"done":true}' }]);
		expect(parse("data: x\n")).toEqual([{ data: "x" }]);
	});

	it("keeps the value after the first colon, minus one optional space", () => {
		expect(parse("data:no-space\n\ndata:  two spaces\n\ndata: a: b\n\n")).toEqual([
			{ data: "no-space" },
			{ data: " two spaces" },
			{ data: "a: b" },
		]);
	});

	it("ignores a byte-order mark, unknown fields, and events without data", () => {
		expect(parse("\uFEFFdata: a\n\nevent: ping\n\nfoo: bar\ndata: b\n\n")).toEqual([
			{ data: "a" },
			{ data: "b" },
		]);
	});

	it("gives the same events however the text is split (property)", () => {
		const whole = parse(RECORDED);
		fc.assert(
			fc.property(fc.array(fc.nat({ max: RECORDED.length }), { maxLength: 40 }), (cuts) => {
				const points = [...new Set(cuts)].sort((a, b) => a - b);
				const chunks = [0, ...points].map((from, i) => RECORDED.slice(from, points[i] ?? RECORDED.length));
				expect(parse(...chunks)).toEqual(whole);
			}),
		);
	});
});

describe("readServerSentEvents", () => {
	it("gives the same events however the bytes are split, inside characters too (property)", async () => {
		const bytes = new TextEncoder().encode(RECORDED);
		const whole = await collect(streamOf([bytes]));
		expect(whole).toHaveLength(4);
		await fc.assert(
			fc.asyncProperty(fc.array(fc.nat({ max: bytes.length }), { maxLength: 60 }), async (cuts) => {
				const points = [...new Set(cuts)].sort((a, b) => a - b);
				const chunks = [0, ...points].map((from, i) => bytes.slice(from, points[i] ?? bytes.length));
				expect(await collect(streamOf(chunks))).toEqual(whole);
			}),
		);
	});

	it("cancels the stream when the consumer stops early", async () => {
		let cancelled = false;
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				controller.enqueue(new TextEncoder().encode("data: tick\n\n"));
			},
			cancel() {
				cancelled = true;
			},
		});
		for await (const event of readServerSentEvents(body)) {
			expect(event.data).toBe("tick");
			break;
		}
		expect(cancelled).toBe(true);
	});
});

describe("the length limit (maxEventLength)", () => {
	const LIMIT = 200;
	const parseWithLimit = (chunks: string[]) => {
		const events: ServerSentEvent[] = [];
		const parser = new ServerSentEventParser((event) => events.push(event), LIMIT);
		for (const chunk of chunks) parser.feed(chunk);
		parser.end();
		return events;
	};
	/** `text` cut at the given offsets. */
	const split = (text: string, cuts: number[]) => {
		const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
		return [...points, text.length].map((end, index) => text.slice(index === 0 ? 0 : points[index - 1], end));
	};

	it("lets lines and events up to the limit through, however the text is split (property)", () => {
		fc.assert(
			fc.property(fc.integer({ min: 1, max: LIMIT - 10 }), fc.array(fc.nat()), (length, cuts) => {
				const data = "x".repeat(length);
				const text = `data: ${data}\n\ndata: ${data}\n\n`;
				expect(parseWithLimit(split(text, cuts)).map((event) => event.data)).toEqual([data, data]);
			}),
		);
	});

	it("stops a line or an event past the limit with a typed error, however the text is split (property)", () => {
		const overLong = [`data: ${"x".repeat(LIMIT + 1)}\n\n`, `${`data: ${"y".repeat(40)}\n`.repeat(6)}\n`];
		fc.assert(
			fc.property(fc.constantFrom(...overLong), fc.array(fc.nat()), (text, cuts) => {
				expect(() => parseWithLimit(split(text, cuts))).toThrow(InferenceClientProviderOutputError);
			}),
		);
	});

	it("keeps refusing once it has stopped, with the same typed error", () => {
		const parser = new ServerSentEventParser(() => {}, LIMIT);
		expect(() => parser.feed(`data: ${"x".repeat(LIMIT + 1)}`)).toThrow(/longer than 200 characters/);
		expect(() => parser.feed("data: more\n\n")).toThrow(/longer than 200 characters/);
		expect(() => parser.end()).toThrow(InferenceClientProviderOutputError);
	});
});

import { describe, expect, it } from "vitest";
import { KEPT_CHARS, SHOWN_CHARS } from "../app/components/try-it/answer-limits.js";
import { StreamedAnswer } from "../app/components/try-it/streamed-answer.js";

describe("StreamedAnswer", () => {
	it("keeps every piece, shows the first SHOWN_CHARS characters and tells its listener of each piece", () => {
		const answer = new StreamedAnswer();
		let calls = 0;
		const stop = answer.subscribe(() => calls++);
		const piece = "x".repeat(1000);
		for (let count = 0; count < 100; count++) expect(answer.append(piece)).toBe(true);
		stop();
		answer.append("y");
		expect(calls).toBe(100);
		expect(answer.length).toBe(100_001);
		expect(answer.shown).toBe("x".repeat(SHOWN_CHARS));
		expect(answer.text()).toBe(`${piece.repeat(100)}y`);
		expect(answer.full).toBe(false);
	});

	it("keeps no more than KEPT_CHARS characters and says when it is full", () => {
		const answer = new StreamedAnswer();
		const piece = "z".repeat(1024 * 1024);
		expect(answer.append(piece)).toBe(true);
		expect(answer.append(piece)).toBe(true);
		expect(answer.append(piece)).toBe(true);
		expect(answer.append(`${piece}more`)).toBe(false);
		expect(answer.full).toBe(true);
		expect(answer.append("after")).toBe(false);
		expect(answer.length).toBe(KEPT_CHARS);
		expect(answer.text()).toHaveLength(KEPT_CHARS);
	});

	it("never cuts a surrogate pair in half", () => {
		const answer = new StreamedAnswer();
		answer.append("a".repeat(SHOWN_CHARS - 1));
		answer.append("😀 after");
		expect(answer.shown).toBe("a".repeat(SHOWN_CHARS - 1));
		expect(answer.text().endsWith("😀 after")).toBe(true);
	});
});

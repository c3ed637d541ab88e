import { resolveObjectURL } from "node:buffer";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorReport } from "../app/components/try-it/error-text.js";
import { resultShape } from "../app/components/try-it/result-shape.js";
import { TryItResultView } from "../app/components/try-it/TryItResultView.js";

describe("resultShape", () => {
	it("reads scored labels, filled-in words and answers as a bar chart", () => {
		expect(resultShape([{ label: "POSITIVE", score: 0.9 }])).toEqual({
			kind: "labels",
			data: [{ label: "POSITIVE", score: 0.9 }],
		});
		expect(resultShape([{ token_str: "keys", score: 0.5, sequence: "…" }])).toMatchObject({
			kind: "labels",
			data: [{ label: "keys", score: 0.5 }],
		});
		expect(resultShape({ sequence: "s", labels: ["refund", "faq"], scores: [0.7, 0.3] })).toEqual({
			kind: "labels",
			data: [
				{ label: "refund", score: 0.7 },
				{ label: "faq", score: 0.3 },
			],
		});
	});

	it("reads entities as spans of the labelled text, in order, dropping overlaps", () => {
		const text = "My name is Sarah and I live in London";
		const shape = resultShape(
			[
				{ entity_group: "LOC", start: 31, end: 37, score: 0.9, word: "London" },
				{ entity_group: "PER", start: 11, end: 16, score: 0.9, word: "Sarah" },
				{ entity_group: "PER", start: 12, end: 14, score: 0.1, word: "ar" },
			],
			text,
		);
		expect(shape).toEqual({
			kind: "tokens",
			text,
			tokens: [
				{ start: 11, end: 16, type: "PER" },
				{ start: 31, end: 37, type: "LOC" },
			],
		});
	});

	it("refuses a span that starts before the text, ends before it starts or ends past it, naming it", () => {
		const text = "My name is Sarah";
		const answer = (start: number, end: number) => [
			{ entity_group: "PER", start: 11, end: 16, score: 0.9, word: "Sarah" },
			{ entity_group: "MISC", start, end, score: 0.1, word: "?" },
		];
		for (const [start, end] of [
			[-3, 5],
			[9, 4],
			[12, 99],
			[1.5, 4],
		] as const) {
			let thrown: unknown;
			try {
				resultShape(answer(start, end), text);
			} catch (error) {
				thrown = error;
			}
			expect(thrown, `${start}..${end}`).toBeInstanceOf(Error);
			const report = errorReport(thrown, "");
			expect(report.title).toBe("The answer could not be shown");
			expect(report.message).toContain(`("MISC") from ${start} to ${end}`);
			expect(report.message).toContain("16-character text");
		}
	});

	it("says which audio track is not valid base64, not the browser's decoder message", () => {
		let thrown: unknown;
		try {
			resultShape([
				{ label: "speech", blob: btoa("RIFF0000WAVE"), "content-type": "audio/wav" },
				{ label: "noise", blob: "not base64!", "content-type": "audio/wav" },
			]);
		} catch (error) {
			thrown = error;
		}
		const report = errorReport(thrown, "");
		expect(report.title).toBe("The answer could not be shown");
		expect(report.message).toBe(
			'The model\'s answer holds a track ("noise") whose file is not valid base64, so it cannot be played.',
		);
	});

	it("reads generated, summarised, translated and transcribed text", () => {
		expect(resultShape([{ generated_text: "a cat" }])).toEqual({ kind: "text", text: "a cat" });
		expect(resultShape({ summary_text: "short" })).toEqual({ kind: "text", text: "short" });
		expect(resultShape({ text: "hello", chunks: [] })).toEqual({ kind: "text", text: "hello" });
	});

	it("reads audio tracks (base64 with their media type) as playable files with their labels", () => {
		const shape = resultShape([
			{ label: "speech", blob: btoa("RIFF0000WAVE"), "content-type": "audio/wav" },
			{ label: "noise", blob: btoa("fLaC"), "content-type": "audio/flac" },
		]);
		expect(shape.kind).toBe("tracks");
		if (shape.kind !== "tracks") return;
		expect(shape.tracks.map((track) => [track.label, track.blob.type, track.blob.size])).toEqual([
			["speech", "audio/wav", 12],
			["noise", "audio/flac", 4],
		]);
	});

	it("falls back to JSON for anything else", () => {
		expect(resultShape([[0.1, 0.2]])).toEqual({ kind: "json", value: [[0.1, 0.2]] });
	});
});

describe("TryItResultView", () => {
	it("draws labels with the demo's bar chart", () => {
		render(<TryItResultView shape={{ kind: "labels", data: [{ label: "NEGATIVE", score: 0.25 }] }} />);
		expect(screen.getByRole("rowheader", { name: "NEGATIVE" })).toBeTruthy();
		expect(screen.getByText("0.250")).toBeTruthy();
	});

	it("gives each audio track a player named after its label", async () => {
		render(
			<TryItResultView
				shape={{
					kind: "tracks",
					tracks: [{ label: "speech", blob: new Blob(["x"], { type: "audio/wav" }) }],
				}}
			/>,
		);
		expect((await screen.findByText("speech")).tagName).toBe("FIGCAPTION");
	});

	it("offers a file it cannot play as a download typed application/octet-stream, never as a page", async () => {
		const page = "<script>document.title = 'ran'</script>";
		render(<TryItResultView shape={{ kind: "media", blob: new Blob([page], { type: "text/html" }) }} />);
		const link = (await screen.findByRole("link", { name: /Download the result/ })) as HTMLAnchorElement;
		expect(link.hasAttribute("download")).toBe(true);
		expect(resolveObjectURL(link.href)?.type).toBe("application/octet-stream");
	});

	it("draws the first 200 of many labels and offers the whole answer as a download", () => {
		const data = Array.from({ length: 5000 }, (_, index) => ({ label: `label ${index}`, score: 0.5 }));
		const { container } = render(<TryItResultView shape={{ kind: "labels", data }} />);
		expect(container.querySelectorAll("tbody tr")).toHaveLength(200);
		expect(screen.getByText(/Showing the first 200 of 5,000 labels\./)).toBeTruthy();
		expect(screen.getByRole("button", { name: "Download the whole answer" })).toBeTruthy();
	});

	it("shows the first 65,536 characters of a long text or JSON answer, and offers the rest", () => {
		const text = "a".repeat(100_000);
		const { container, unmount } = render(<TryItResultView shape={{ kind: "text", text }} />);
		expect(container.querySelector(".try-it-text")?.textContent).toHaveLength(65_536);
		expect(screen.getByText(/Showing the first 65,536 of 100,000 characters\./)).toBeTruthy();
		unmount();
		render(<TryItResultView shape={{ kind: "json", value: [text] }} />);
		expect(screen.getByRole("region", { name: "Answer as JSON" }).textContent).toHaveLength(65_536);
		expect(screen.getByRole("button", { name: "Download the whole answer" })).toBeTruthy();
	});

	it("marks at most 1,000 spans of a token answer", () => {
		const text = "ab ".repeat(3000);
		const tokens = Array.from({ length: 3000 }, (_, index) => ({
			start: index * 3,
			end: index * 3 + 2,
			type: "X",
		}));
		const { container } = render(<TryItResultView shape={{ kind: "tokens", text, tokens }} />);
		expect(container.querySelectorAll("mark.token")).toHaveLength(1000);
		expect(screen.getByText(/Showing the first 1,000 of 3,000 marked spans\./)).toBeTruthy();
	});

	it("puts a JSON answer in a focusable, named region", () => {
		render(<TryItResultView shape={{ kind: "json", value: { a: 1 } }} />);
		const region = screen.getByRole("region", { name: "Answer as JSON" });
		expect(region.tabIndex).toBe(0);
		expect(region.textContent).toContain('"a": 1');
	});
});

import type { DemoItem } from "@hubkit/tasks";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DemoItemView } from "../app/components/demo/DemoItemView.js";
import type { DemoMedia } from "../app/lib/media.js";

const MEDIA: DemoMedia = {
	"cat.png": { description: "A ginger cat on a blue rug.", width: 512, height: 384 },
	"speech.flac": { description: 'A voice says: "Hello."' },
};

const show = (item: DemoItem) => render(<DemoItemView item={item} media={MEDIA} side="Output" />);

describe("DemoItemView", () => {
	it("shows text with its label", () => {
		const { container } = show({ type: "text", label: "Question", content: "What is my name?\nTell me." });
		expect(screen.getByText("Question")).toBeTruthy();
		expect(container.querySelector(".demo-text-content")?.textContent).toBe("What is my name?\nTell me.");
	});

	it("shows an image from the media folder with its alt text and size", () => {
		show({ type: "img", filename: "cat.png" });
		const image = screen.getByRole("img", { name: "A ginger cat on a blue rug." });
		expect(image.getAttribute("src")).toBe("/media/tasks/cat.png");
		expect(image.getAttribute("width")).toBe("512");
		expect(image.getAttribute("height")).toBe("384");
	});

	it("shows audio with native controls and its transcript", () => {
		const { container } = show({ type: "audio", filename: "speech.flac" });
		const audio = container.querySelector("audio");
		expect(audio?.hasAttribute("controls")).toBe(true);
		expect(audio?.getAttribute("src")).toBe("/media/tasks/speech.flac");
		expect(screen.getByText('A voice says: "Hello."')).toBeTruthy();
	});

	it("shows a chart as labelled bars that are also a table of scores", () => {
		show({
			type: "chart",
			data: [
				{ label: "POSITIVE", score: 0.87 },
				{ label: "NEGATIVE", score: 0.13 },
			],
		});
		const table = screen.getByRole("table");
		const rows = within(table).getAllByRole("row").slice(1);
		expect(rows.map((row) => row.textContent)).toEqual(["POSITIVE0.870", "NEGATIVE0.130"]);
		expect(within(table).getByRole("rowheader", { name: "POSITIVE" })).toBeTruthy();
		const bars = table.querySelectorAll<HTMLElement>(".demo-bar");
		expect([...bars].map((bar) => bar.style.inlineSize)).toEqual(["87%", "13%"]);
	});

	it("shows tabular data as a real table with a header row", () => {
		show({
			type: "tabular",
			table: [
				["City", "Population"],
				["Lisbon", "545000"],
				["Porto", "232000"],
			],
		});
		expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
			"City",
			"Population",
		]);
		expect(screen.getAllByRole("cell").map((cell) => cell.textContent)).toEqual([
			"Lisbon",
			"545000",
			"Porto",
			"232000",
		]);
	});

	it("highlights token spans by type, with a legend", () => {
		const text = "Maria Santos moved from Lisbon to Siemens";
		const { container } = show({
			type: "text-with-tokens",
			text,
			tokens: [
				{ start: 0, end: 12, type: "PER" },
				{ start: 24, end: 30, type: "LOC" },
				{ start: 34, end: 41, type: "ORG" },
			],
		});
		const marks = [...container.querySelectorAll("mark")];
		expect(marks.map((mark) => [mark.firstChild?.textContent, mark.dataset.type])).toEqual([
			["Maria Santos", "PER"],
			["Lisbon", "LOC"],
			["Siemens", "ORG"],
		]);
		expect(new Set(marks.map((mark) => mark.className)).size).toBe(3);
		const legend = screen.getByRole("list", { name: "Token types" });
		expect(
			within(legend)
				.getAllByRole("listitem")
				.map((item) => item.textContent),
		).toEqual(["PER", "LOC", "ORG"]);
		const plain = container.querySelector(".demo-tokens-text")?.textContent?.replace(/(PER|LOC|ORG)/g, "");
		expect(plain).toBe(text);
	});
});

import { describe, expect, it } from "vitest";
import { taskNavigation } from "../app/components/navigation/task-navigation.js";

const CATALOGUE = [
	{
		modality: "nlp",
		label: "Natural Language Processing",
		main: [
			{ id: "translation", name: "Translation", color: "yellow" },
			{ id: "summarization", name: "Summarization", color: "yellow" },
		],
		secondary: [{ id: "table-to-text", name: "Table to Text", color: "blue" }],
	},
	{ modality: "rl", label: "Reinforcement Learning", main: [], secondary: [] },
	{
		modality: "other",
		label: "Other",
		main: [{ id: "graph-ml", name: "Graph Machine Learning", color: "green" }],
		secondary: [],
	},
];

describe("taskNavigation", () => {
	it("lists each group's main tasks before its secondary ones, keeping only what the links need", () => {
		const { groups } = taskNavigation(CATALOGUE, "translation");
		expect(groups.map((group) => group.tasks.map((task) => task.id))).toEqual([
			["translation", "summarization", "table-to-text"],
			[],
			["graph-ml"],
		]);
		expect(groups[0]?.tasks[0]).toEqual({ id: "translation", name: "Translation" });
	});

	it("has no previous task for the first and no next task for the last", () => {
		const first = taskNavigation(CATALOGUE, "translation");
		expect(first.previous).toBeUndefined();
		expect(first.next?.id).toBe("summarization");
		const last = taskNavigation(CATALOGUE, "graph-ml");
		expect(last.previous?.id).toBe("table-to-text");
		expect(last.next).toBeUndefined();
	});

	it("steps across groups, skipping empty ones", () => {
		const { previous, next, current } = taskNavigation(CATALOGUE, "table-to-text");
		expect([previous?.id, current, next?.id]).toEqual(["summarization", "table-to-text", "graph-ml"]);
	});

	it("refuses a task the catalogue does not have", () => {
		expect(() => taskNavigation(CATALOGUE, "no-such-task")).toThrow(/no-such-task/);
	});
});

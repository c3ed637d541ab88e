import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TaskPager } from "../app/components/navigation/TaskPager.js";
import { TaskSidebar } from "../app/components/navigation/TaskSidebar.js";

const GROUPS = [
	{
		modality: "nlp",
		label: "Natural Language Processing",
		tasks: [
			{ id: "translation", name: "Translation" },
			{ id: "summarization", name: "Summarization" },
		],
	},
	{ modality: "cv", label: "Computer Vision", tasks: [{ id: "depth-estimation", name: "Depth Estimation" }] },
];

describe("TaskSidebar", () => {
	it("marks the current task, and only it, as the page", () => {
		render(<TaskSidebar groups={GROUPS} current="summarization" />);
		const nav = screen.getByRole("navigation", { name: "Tasks" });
		const links = within(nav).getAllByRole("link", { hidden: true });
		expect(links.map((link) => link.getAttribute("href"))).toEqual([
			"/tasks/translation",
			"/tasks/summarization",
			"/tasks/depth-estimation",
		]);
		expect(links.filter((link) => link.hasAttribute("aria-current")).map((link) => link.textContent)).toEqual(
			["Summarization"],
		);
		expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Summarization");
	});

	it("is a closed native disclosure, grouped by modality", () => {
		render(<TaskSidebar groups={GROUPS} current="translation" />);
		const details = screen.getByRole("navigation").querySelector("details");
		expect(details?.hasAttribute("open")).toBe(false);
		expect(details?.querySelector("summary")?.textContent).toBe("Tasks");
		const groups = Array.from(details?.querySelectorAll("[data-modality]") ?? [], (group) =>
			group.getAttribute("data-modality"),
		);
		expect(groups).toEqual(["nlp", "cv"]);
	});
});

describe("TaskPager", () => {
	it("names each link after where it goes", () => {
		render(
			<TaskPager
				previous={{ id: "translation", name: "Translation" }}
				next={{ id: "depth-estimation", name: "Depth Estimation" }}
			/>,
		);
		const nav = screen.getByRole("navigation", { name: "Previous and next task" });
		expect(within(nav).getByRole("link", { name: "Previous: Translation" }).getAttribute("href")).toBe(
			"/tasks/translation",
		);
		expect(within(nav).getByRole("link", { name: "Next: Depth Estimation" }).getAttribute("rel")).toBe(
			"next",
		);
	});

	it("shows only the neighbour there is, and nothing when there is none", () => {
		const { rerender, container } = render(<TaskPager next={{ id: "translation", name: "Translation" }} />);
		expect(screen.getAllByRole("link").map((link) => link.getAttribute("aria-label"))).toEqual([
			"Next: Translation",
		]);
		rerender(<TaskPager />);
		expect(container.innerHTML).toBe("");
	});
});

import { TASKS_DATA } from "@hubkit/tasks";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TaskVariants } from "../app/components/task-variants/TaskVariants.js";
import { elementToMarkdown } from "../scripts/page-markdown.mjs";

const variants = TASKS_DATA["image-segmentation"].variants ?? [];

describe("TaskVariants", () => {
	it("gives each variant a heading under Variants, its example and a link to its model", () => {
		render(<TaskVariants variants={variants} />);
		expect(screen.getByRole("heading", { level: 2, name: "Variants" })).toBeTruthy();
		const names = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
		expect(names).toEqual(variants.map((variant) => variant.name));
		const instance = screen.getByRole("heading", { level: 3, name: "Instance segmentation" });
		expect(instance.id).toBe("variant-instance-segmentation");
		const item = instance.closest("li") as HTMLElement;
		const terms = within(item)
			.getAllByRole("term")
			.map((term) => term.textContent);
		expect(terms).toEqual(["Input", "Output", "Model"]);
		expect(
			within(item).getByRole("link", { name: "facebook/mask2former-swin-large-coco-instance" }),
		).toHaveProperty("href", "https://huggingface.co/facebook/mask2former-swin-large-coco-instance");
	});

	it("shows nothing for a task without variants", () => {
		const { container } = render(<TaskVariants variants={TASKS_DATA["fill-mask"].variants} />);
		expect(container.innerHTML).toBe("");
	});

	it("reads as sections in the page's Markdown, with each example and model", () => {
		const { container } = render(<TaskVariants variants={variants} />);
		const markdown = elementToMarkdown(container);
		expect(markdown).toContain("## Variants");
		expect(markdown).toContain("### Panoptic segmentation");
		expect(markdown).toContain(`**Input**\n\n${variants[0]?.input}`);
		expect(markdown).toContain(
			"[nvidia/segformer-b0-finetuned-ade-512-512](https://huggingface.co/nvidia/segformer-b0-finetuned-ade-512-512)",
		);
	});
});

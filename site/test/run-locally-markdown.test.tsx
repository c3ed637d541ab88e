import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RunLocallySection } from "../app/components/run-locally/RunLocallySection.js";
import { elementToMarkdown } from "../scripts/page-markdown.mjs";

describe("the Markdown of a Run locally section", () => {
	it("carries the page's model's code with each install line, and names the other models with their library or note", () => {
		const { container } = render(
			<main>
				<RunLocallySection
					task="text-classification"
					taskLabel="Text Classification"
					models={[
						{
							modelId: "org/first",
							library: "Transformers",
							tabIds: ["library-transformers-pipeline"],
							tabs: [
								{
									id: "library-transformers-pipeline",
									kind: "library",
									name: "transformers",
									label: "Transformers (pipeline)",
									language: "python",
									setup: "pip install transformers",
									setupHtml: "<pre>pip</pre>",
									code: "from transformers import pipeline",
									html: "<pre>x</pre>",
								},
							],
						},
						{ modelId: "org/second", library: "Flair", tabIds: ["library-flair"] },
						{ modelId: "org/none", tabIds: [], note: "Needs its own repository's code." },
					]}
				/>
			</main>,
		);
		const markdown = elementToMarkdown(container.querySelector("main") as HTMLElement);
		expect(markdown).toContain("## Run locally");
		expect(markdown).toContain(
			"### Model: `org/first` (Transformers)\n\n#### Transformers (pipeline)\n\n```sh\npip install transformers\n```\n\n```python\nfrom transformers import pipeline\n```",
		);
		expect(markdown).toContain(
			"The other recommended models, on the page:\n\n- `org/second` (Flair)\n- `org/none`: Needs its own repository's code.",
		);
		// The picker and the tab buttons are controls, not content.
		expect(markdown).not.toContain("Model\n");
	});

	it("reads the code of the page's model's tabs that the HTML names only from that model's file", () => {
		const pipeline = {
			id: "library-transformers-pipeline",
			kind: "library" as const,
			name: "transformers",
			label: "Transformers (pipeline)",
			language: "python" as const,
			code: "from transformers import pipeline",
			html: "<pre>x</pre>",
		};
		const ollama = {
			id: "app-ollama",
			kind: "app" as const,
			name: "ollama",
			label: "Ollama",
			language: "sh" as const,
			code: "ollama run hf.co/org/first",
			html: "<pre>y</pre>",
			docsUrl: "https://ollama.com/",
		};
		const { container } = render(
			<main>
				<RunLocallySection
					task="text-generation"
					taskLabel="Text Generation"
					models={[
						{
							modelId: "org/first",
							tabIds: [pipeline.id, ollama.id],
							tabs: [pipeline, { id: ollama.id, label: ollama.label, language: ollama.language }],
						},
					]}
				/>
			</main>,
		);
		const read: string[] = [];
		const readJson = (path: string) => {
			read.push(path);
			return { tabs: [pipeline, ollama] };
		};
		const markdown = elementToMarkdown(container.querySelector("main") as HTMLElement, { readJson });
		expect(read).toEqual(["/local-snippet-data/text-generation/0.json"]);
		expect(markdown).toContain(
			"#### Ollama\n\n```sh\nollama run hf.co/org/first\n```\n\nMore in the [app's guide](https://ollama.com/).",
		);
		expect(markdown).toContain(
			"#### Transformers (pipeline)\n\n```python\nfrom transformers import pipeline\n```",
		);
	});

	it("reads no file outside the site's local code for a task name that is not one", () => {
		const read: string[] = [];
		for (const task of ["..", "a/../../etc", "x?y"]) {
			const { container } = render(
				<main>
					<RunLocallySection
						task={task}
						taskLabel="T"
						models={[
							{
								modelId: "org/first",
								tabIds: ["a", "b"],
								tabs: [
									{ id: "a", kind: "library", name: "a", label: "A", language: "sh", code: "a", html: "a" },
									{ id: "b", label: "B", language: "sh" },
								],
							},
						]}
					/>
				</main>,
			);
			elementToMarkdown(container.querySelector("main") as HTMLElement, {
				readJson: (path: string) => {
					read.push(path);
					return { tabs: [] };
				},
			});
			container.remove();
		}
		expect(read).toEqual([]);
	});
});

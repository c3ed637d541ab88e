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
});

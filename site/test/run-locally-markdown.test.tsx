import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RunLocallySection } from "../app/components/run-locally/RunLocallySection.js";
import { elementToMarkdown } from "../scripts/page-markdown.mjs";

describe("the Markdown of a Run locally section", () => {
	it("carries every model's code under its id, with each install line, and a model's note where it has no code", () => {
		const { container } = render(
			<main>
				<RunLocallySection
					taskLabel="Text Classification"
					models={[
						{
							modelId: "org/first",
							library: "Transformers",
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
						{ modelId: "org/none", tabs: [], note: "Needs its own repository's code." },
					]}
				/>
			</main>,
		);
		const markdown = elementToMarkdown(container.querySelector("main") as HTMLElement);
		expect(markdown).toContain("## Run locally");
		expect(markdown).toContain(
			"**Model: `org/first` (Transformers)**\n\n**Transformers (pipeline)**\n\n```sh\npip install transformers\n```\n\n```python\nfrom transformers import pipeline\n```",
		);
		expect(markdown).toContain("**Model: `org/none`**\n\nNeeds its own repository's code.");
		// The picker and the tab buttons are controls, not content.
		expect(markdown).not.toContain("Model\n");
	});
});

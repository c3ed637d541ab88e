import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CodeBlock } from "../app/components/code-block/CodeBlock.js";
import { decodeCopyValue } from "../app/components/code-block/copy-value.js";
import { LocaleContext } from "../app/components/locale/locale-context.js";

const HTML = '<pre class="shiki" tabindex="0"><code><span class="line">which python</span></code></pre>';

describe("CodeBlock", () => {
	it("is left to right even inside a right-to-left page, with a copy button for the raw code", () => {
		const { container } = render(
			<div dir="rtl">
				<LocaleContext.Provider value="he">
					<CodeBlock code={'pip install "transformers[sentencepiece]"'} html={HTML} lang="bash" />
				</LocaleContext.Provider>
			</div>,
		);
		const block = container.querySelector(".code-block");
		expect(block?.getAttribute("dir")).toBe("ltr");
		expect(block?.querySelector("pre")?.textContent).toBe("which python");
		screen.getByRole("button", { name: "העתקה ללוח" });
		const island = container.querySelector<HTMLElement>("[data-island='copy-button']");
		const props = JSON.parse(island?.dataset.props ?? "{}");
		expect(decodeCopyValue(props.value)).toBe('pip install "transformers[sentencepiece]"');
	});

	it("captions output blocks", () => {
		render(<CodeBlock code=".      ..    .env" html={HTML} lang="out" variant="output" />);
		expect(screen.getByText("Output")).toBeTruthy();
	});
});

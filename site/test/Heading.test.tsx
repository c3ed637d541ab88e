import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Heading, type HeadingLevel } from "../app/components/heading/Heading.js";
import { LocaleContext } from "../app/components/locale/locale-context.js";
import { slugify } from "../app/lib/slugify.js";

const LEVELS: HeadingLevel[] = [1, 2, 3, 4, 5, 6];

describe("Heading", () => {
	it.each(LEVELS)("renders an h%i with the id on the heading and a labelled link to it", (level) => {
		render(<Heading level={level}>Using a Python virtual environment</Heading>);
		const heading = screen.getByRole("heading", { level });
		expect(heading.tagName).toBe(`H${level}`);
		expect(heading.id).toBe("using-a-python-virtual-environment");
		expect(heading).toHaveProperty("textContent", "Using a Python virtual environment");
		const link = screen.getByRole("link", { name: "Link to section: Using a Python virtual environment" });
		expect(link.getAttribute("href")).toBe("#using-a-python-virtual-environment");
		expect(heading.contains(link)).toBe(false);
		expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
	});

	it("uses an explicit id when given one", () => {
		render(
			<Heading level={2} id="setup">
				Installing dependencies
			</Heading>,
		);
		expect(screen.getByRole("heading").id).toBe("setup");
		expect(screen.getByRole("link").getAttribute("href")).toBe("#setup");
	});

	it("keeps Hebrew letters in the id and labels the link in Hebrew on a Hebrew page", () => {
		render(
			<LocaleContext.Provider value="he">
				<Heading level={3}>התקנת תלויות</Heading>
			</LocaleContext.Provider>,
		);
		expect(screen.getByRole("heading").id).toBe("התקנת-תלויות");
		expect(screen.getByRole("link", { name: "קישור לסעיף: התקנת תלויות" }).getAttribute("href")).toBe(
			"#התקנת-תלויות",
		);
	});

	it("names the link after the text of nested markup", () => {
		render(
			<Heading level={2}>
				The <code>fw</code> parameter
			</Heading>,
		);
		expect(screen.getByRole("link", { name: "Link to section: The fw parameter" })).toBeTruthy();
		expect(screen.getByRole("heading").id).toBe("the-fw-parameter");
	});
});

describe("slugify", () => {
	it.each([
		["Using a Google Colab notebook", "using-a-google-colab-notebook"],
		["  What's new?  (2026) ", "what-s-new-2026"],
		["שימוש בסביבה וירטואלית של Python", "שימוש-בסביבה-וירטואלית-של-python"],
		["Zero-Shot — Classification", "zero-shot-classification"],
	])("%s -> %s", (text, slug) => {
		expect(slugify(text)).toBe(slug);
	});
});

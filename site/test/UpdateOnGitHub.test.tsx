import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleContext } from "../app/components/locale/locale-context.js";
import { UpdateOnGitHub } from "../app/components/update-on-github/UpdateOnGitHub.js";

const SOURCE = "https://github.com/huggingface/course/blob/main/chapters/he/chapter0/1.mdx";

describe("UpdateOnGitHub", () => {
	it("links to the source in a new tab, safely, and says so to assistive technology", () => {
		render(<UpdateOnGitHub source={SOURCE} />);
		const link = screen.getByRole("link", { name: "Update on GitHub (opens in a new tab)" });
		expect(link.getAttribute("href")).toBe(SOURCE);
		expect(link.getAttribute("target")).toBe("_blank");
		expect(link.getAttribute("rel")).toBe("noopener noreferrer");
		expect(link.querySelector(".visually-hidden")?.textContent?.trim()).toBe("(opens in a new tab)");
		expect(link.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
	});

	it("translates the new-tab cue on a Hebrew page", () => {
		render(
			<LocaleContext.Provider value="he">
				<UpdateOnGitHub source={SOURCE} />
			</LocaleContext.Provider>,
		);
		expect(screen.getByRole("link", { name: "Update on GitHub (נפתח בכרטיסייה חדשה)" })).toBeTruthy();
	});
});

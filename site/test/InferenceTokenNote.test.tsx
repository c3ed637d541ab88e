import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InferenceTokenNote } from "../app/components/token-link/InferenceTokenNote.js";

describe("InferenceTokenNote", () => {
	it("says what a token needs and links to the new-token page with the inference permission ticked", () => {
		const { container } = render(<InferenceTokenNote />);
		expect(container.textContent).toContain(
			'a fine-grained token with the "Make calls to Inference Providers" permission',
		);
		const link = screen.getByRole("link", { name: "create a token with that permission" });
		const url = new URL(link.getAttribute("href") ?? "");
		expect(url.origin + url.pathname).toBe("https://huggingface.co/settings/tokens/new");
		expect(url.searchParams.get("ownUserPermissions")).toBe("inference.serverless.write");
		expect(url.searchParams.get("tokenType")).toBe("fineGrained");
	});
});

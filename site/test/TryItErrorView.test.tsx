import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorReport } from "../app/components/try-it/error-text.js";
import { TryItErrorView } from "../app/components/try-it/TryItErrorView.js";

const TOKEN = ["hf", "secret".repeat(6)].join("_");
const TOKEN_PAGE =
	"https://huggingface.co/settings/tokens/new?ownUserPermissions=inference.serverless.write&tokenType=fineGrained";

/** The shape of the client's error for the router's 403, as far as the panel reads it. */
const forbidden = Object.assign(
	new Error(
		"Failed to perform inference: This authentication method does not have sufficient permissions to call Inference Providers on behalf of user reader",
	),
	{
		name: "ProviderApiError",
		status: 403,
		hint: `The token lacks the "Make calls to Inference Providers" permission. Create a fine-grained token with it at ${TOKEN_PAGE}.`,
	},
);

describe("TryItErrorView", () => {
	it("shows the error's hint under the message, its web address as a link", () => {
		render(<TryItErrorView report={errorReport(forbidden, TOKEN)} />);
		const hint = screen.getByText(/Likely fix:/).parentElement;
		expect(hint?.textContent).toContain('lacks the "Make calls to Inference Providers" permission');
		const link = screen.getByRole("link", { name: TOKEN_PAGE });
		expect(link.getAttribute("href")).toBe(TOKEN_PAGE);
		// The sentence's full stop stays text, outside the link.
		expect(hint?.textContent?.endsWith(`${TOKEN_PAGE}.`)).toBe(true);
	});

	it("keeps the token out of the hint, and shows no hint line for errors without one", () => {
		const leaky = Object.assign(new Error("refused"), {
			name: "ProviderApiError",
			status: 401,
			hint: `bad ${TOKEN}`,
		});
		expect(errorReport(leaky, TOKEN).hint).toBe("bad [token]");
		const { container } = render(
			<TryItErrorView report={errorReport(Object.assign(new Error("busy"), { status: 429 }), "")} />,
		);
		expect(container.textContent).not.toContain("Likely fix");
	});
});

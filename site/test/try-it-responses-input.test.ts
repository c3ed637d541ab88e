import { describe, expect, it } from "vitest";
import { responsesInput } from "../app/components/try-it/responses-input.js";

describe("Try it's Responses input", () => {
	it("sends a text message as it is, and a message with an image as input_text and input_image parts", () => {
		expect(responsesInput([{ role: "user", content: "Hi <b>" }])).toEqual([
			{ role: "user", content: "Hi <b>" },
		]);
		expect(
			responsesInput([
				{
					role: "user",
					content: [
						{ type: "text", text: "Describe" },
						{ type: "image_url", image_url: { url: "data:image/png;base64,AA==" } },
					],
				},
			]),
		).toEqual([
			{
				role: "user",
				content: [
					{ type: "input_text", text: "Describe" },
					{ type: "input_image", image_url: "data:image/png;base64,AA==" },
				],
			},
		]);
	});

	it("gives no input for something that is not a list of messages, and a user role for an unknown one", () => {
		expect(responsesInput(undefined)).toEqual([]);
		expect(responsesInput({ role: "user" })).toEqual([]);
		expect(responsesInput([{ role: "__proto__", content: null }])).toEqual([{ role: "user", content: "" }]);
	});
});

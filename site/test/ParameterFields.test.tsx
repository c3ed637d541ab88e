import type { JsonSchema } from "@hubkit/tasks";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { type FormValues, parseFormValues } from "../app/components/spec-form/form-values.js";
import { ParameterFields } from "../app/components/spec-form/ParameterFields.js";

const SCHEMA: JsonSchema = {
	type: "object",
	properties: {
		num_inference_steps: { type: "integer", minimum: 1, description: "Diffusion passes to run." },
		guidance_scale: { type: "number", default: 7.5, description: "Weight given to the prompt." },
		aggregation_strategy: { type: "string", enum: ["none", "simple"], default: "simple" },
		return_full_text: { type: "boolean", default: false, description: "Echo the prompt." },
		align_to_words: { type: "boolean", default: true },
		candidate_labels: { type: "array", items: { type: "string" }, description: "The labels." },
		target_size: { type: "object", properties: { width: { type: "integer" } } },
		messages: { type: "array", items: { type: "object" } },
	},
};

/** A form as a page would hold it: the texts in state, the parsed value shown for the test to read. */
function Harness({ initial = {} }: { initial?: FormValues }) {
	const [values, setValues] = useState<FormValues>(initial);
	const { value, errors } = parseFormValues(SCHEMA, values, ["messages"]);
	return (
		<>
			<ParameterFields
				schema={SCHEMA}
				values={values}
				errors={errors}
				onChange={setValues}
				omit={["messages"]}
			/>
			<output data-testid="value">{JSON.stringify(value)}</output>
		</>
	);
}

const sent = () => JSON.parse(screen.getByTestId("value").textContent ?? "");

const describedBy = (element: HTMLElement) =>
	(element.getAttribute("aria-describedby") ?? "")
		.split(" ")
		.map((id) => document.getElementById(id)?.textContent)
		.join(" | ");

describe("ParameterFields", () => {
	it("labels every control with its parameter, describes it, and leaves out the caller's own fields", () => {
		render(<Harness />);
		const steps = screen.getByLabelText("num_inference_steps");
		expect(steps.getAttribute("inputmode")).toBe("numeric");
		expect(describedBy(steps)).toBe("Diffusion passes to run. A whole number, at least 1.");
		expect(screen.getByLabelText("guidance_scale").getAttribute("placeholder")).toBe("7.5");
		expect(screen.getByLabelText("candidate_labels (one per line)").tagName).toBe("TEXTAREA");
		expect(screen.getByLabelText("target_size (JSON)").tagName).toBe("TEXTAREA");
		expect(screen.queryByLabelText(/messages/)).toBeNull();
		const select = screen.getByLabelText("aggregation_strategy") as HTMLSelectElement;
		expect([...select.options].map((option) => option.text)).toEqual(["(default: simple)", "none", "simple"]);
		expect(sent()).toEqual({});
	});

	it("sends only what the reader set, typed", () => {
		render(<Harness />);
		fireEvent.change(screen.getByLabelText("num_inference_steps"), { target: { value: "4" } });
		fireEvent.change(screen.getByLabelText("aggregation_strategy"), { target: { value: "none" } });
		fireEvent.change(screen.getByLabelText("candidate_labels (one per line)"), {
			target: { value: "refund\nlegal\n" },
		});
		expect(sent()).toEqual({
			num_inference_steps: 4,
			aggregation_strategy: "none",
			candidate_labels: ["refund", "legal"],
		});
		fireEvent.change(screen.getByLabelText("aggregation_strategy"), { target: { value: "" } });
		fireEvent.change(screen.getByLabelText("num_inference_steps"), { target: { value: "" } });
		expect(sent()).toEqual({ candidate_labels: ["refund", "legal"] });
	});

	it("shows a checkbox's default and sends a boolean only when the reader changes it", () => {
		render(<Harness />);
		const full = screen.getByLabelText("return_full_text") as HTMLInputElement;
		const align = screen.getByLabelText("align_to_words") as HTMLInputElement;
		expect([full.checked, align.checked]).toEqual([false, true]);
		expect(describedBy(align)).toBe("Default: true.");
		fireEvent.click(full);
		fireEvent.click(align);
		expect(sent()).toEqual({ return_full_text: true, align_to_words: false });
		fireEvent.click(full);
		fireEvent.click(align);
		expect(sent()).toEqual({});
	});

	it("ties an invalid value's message to its control and sends nothing for it", () => {
		render(<Harness />);
		const steps = screen.getByLabelText("num_inference_steps");
		fireEvent.change(steps, { target: { value: "four" } });
		expect(steps.getAttribute("aria-invalid")).toBe("true");
		expect(describedBy(steps)).toBe(
			"Diffusion passes to run. A whole number, at least 1. | Enter a whole number, such as 4.",
		);
		fireEvent.change(screen.getByLabelText("target_size (JSON)"), { target: { value: "{" } });
		expect(screen.getByLabelText("target_size (JSON)").getAttribute("aria-invalid")).toBe("true");
		expect(sent()).toEqual({});
		fireEvent.change(steps, { target: { value: "4" } });
		expect(steps.hasAttribute("aria-invalid")).toBe(false);
		expect(sent()).toEqual({ num_inference_steps: 4 });
	});

	it("shows values it is given (a shared link) in their controls", () => {
		render(<Harness initial={{ guidance_scale: "3", candidate_labels: "a\nb", align_to_words: "false" }} />);
		expect((screen.getByLabelText("guidance_scale") as HTMLInputElement).value).toBe("3");
		expect((screen.getByLabelText("align_to_words") as HTMLInputElement).checked).toBe(false);
		expect(sent()).toEqual({ guidance_scale: 3, candidate_labels: ["a", "b"], align_to_words: false });
	});
});

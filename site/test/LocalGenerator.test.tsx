import { MODEL_LIBRARIES } from "@hubkit/tasks";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { CHAT_CHOICE } from "../app/components/run-locally/chat-choice.js";
import LocalGenerator from "../app/components/run-locally/LocalGenerator.js";
import { generateLocal } from "../app/components/run-locally/local-engine.js";
import type { LocalGeneratorProps } from "../app/components/run-locally/local-generator-props.js";
import { DEFAULT_MODEL } from "../app/components/snippets/generator-state.js";
import { plainHtml } from "../app/components/snippets/generator-tabs.js";

let props: LocalGeneratorProps;
beforeAll(() => {
	// The build's props (local-generator-data.test.ts), with plain HTML: the build's highlighter needs WebAssembly jsdom lacks.
	const defaults = { model: DEFAULT_MODEL, task: CHAT_CHOICE };
	props = {
		tasks: [CHAT_CHOICE, "token-classification", "text-classification"],
		libraries: Object.entries(MODEL_LIBRARIES).map(([key, library]) => ({
			key,
			label: library.prettyLabel,
			tasks: [...library.tasks],
		})),
		known: { "flair/ner-english": { library: "flair", tags: [] } },
		defaults,
		defaultPanel: generateLocal({ ...defaults, library: "" }, plainHtml),
	};
});

const shownCode = () => screen.getByRole("tabpanel").textContent ?? "";

describe("the Run locally generator", () => {
	it("starts on the snippet generator's default model, chatting, with the code the build gave it", () => {
		render(<LocalGenerator {...props} />);
		expect(shownCode()).toContain(props.defaults.model);
		expect(document.querySelector(".generator-status")?.textContent).toBe(
			`${props.defaultPanel.tabs?.length} snippets`,
		);
	});

	it("writes a known model's code with the library it is built for, and another library when the reader picks one", async () => {
		render(<LocalGenerator {...props} />);
		fireEvent.change(screen.getByRole("textbox", { name: "Model id" }), {
			target: { value: "flair/ner-english" },
		});
		fireEvent.change(screen.getByRole("combobox", { name: "Task" }), {
			target: { value: "token-classification" },
		});
		const library = screen.getByRole("combobox", { name: "Library" }) as HTMLSelectElement;
		expect(library.options[0]?.textContent).toBe("The model's own (flair)");
		await waitFor(() => expect(shownCode()).toContain("from flair"), { timeout: 30_000 });
		fireEvent.change(library, { target: { value: "transformers" } });
		await waitFor(() => expect(shownCode()).toContain("from transformers import pipeline"));
		expect(shownCode()).toContain('"flair/ner-english"');
	}, 60_000);

	it("goes back to the model's own library, in the select and in the code, when the picked one does not serve the new task", async () => {
		render(<LocalGenerator {...props} />);
		fireEvent.change(screen.getByRole("textbox", { name: "Model id" }), {
			target: { value: "flair/ner-english" },
		});
		const task = screen.getByRole("combobox", { name: "Task" });
		fireEvent.change(task, { target: { value: "token-classification" } });
		const library = screen.getByRole("combobox", { name: "Library" }) as HTMLSelectElement;
		fireEvent.change(library, { target: { value: "gliner" } });
		await waitFor(() => expect(shownCode()).toContain("from gliner"), { timeout: 30_000 });
		fireEvent.change(task, { target: { value: "text-classification" } });
		expect(library.value).toBe("");
		expect(library.selectedOptions[0]?.textContent).toBe("The model's own (flair)");
		await waitFor(() => expect(shownCode()).toContain("from flair"));
		expect(shownCode()).not.toContain("gliner");
	}, 60_000);

	it("says why a model gets no code", async () => {
		render(<LocalGenerator {...props} />);
		fireEvent.change(screen.getByRole("textbox", { name: "Model id" }), {
			target: { value: "not a model id" },
		});
		await waitFor(() => expect(screen.getByText(/not a hub id/)).toBeTruthy(), { timeout: 30_000 });
		expect(document.querySelector(".generator-status")?.textContent).toBe("0 snippets");
	}, 60_000);
});

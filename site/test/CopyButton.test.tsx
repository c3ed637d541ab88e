import { act, fireEvent, render, screen } from "@testing-library/react";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "../app/components/code-block/CopyButton.js";
import { decodeCopyValue, encodeCopyValue } from "../app/components/code-block/copy-value.js";
import { COPIED_DURATION_MS } from "../app/components/code-block/use-copy-feedback.js";
import { LocaleContext } from "../app/components/locale/locale-context.js";

const writes: string[] = [];
let failNextWrite = false;

beforeEach(() => {
	writes.length = 0;
	failNextWrite = false;
	Object.defineProperty(navigator, "clipboard", {
		configurable: true,
		value: {
			writeText: async (text: string) => {
				if (failNextWrite) throw new DOMException("Write permission denied", "NotAllowedError");
				writes.push(text);
			},
		},
	});
});

afterEach(() => {
	vi.useRealTimers();
});

/** Clicks the button and lets the clipboard promise settle. */
async function click(button: HTMLElement) {
	await act(async () => {
		fireEvent.click(button);
	});
}

const SAMPLES = [
	["ASCII", "pip install transformers"],
	["Hebrew", "# הפעלת הסביבה\nsource .env/bin/activate"],
	["emoji", "print('🤗 Transformers 🚀')"],
	["newlines and tabs", "line one\n\tline two\r\nline three\n"],
	["quotes and backslashes", `echo "it's" '\\"quoted\\"' \`cmd\` $HOME %41`],
];

describe("CopyButton", () => {
	it.each(SAMPLES)("copies %s text exactly", async (_kind, text) => {
		render(<CopyButton value={encodeCopyValue(text)} />);
		await click(screen.getByRole("button"));
		expect(writes).toEqual([text]);
	});

	it("decodes with decodeURIComponent(atob(value)), the documented wire format", async () => {
		const value = btoa(encodeURIComponent("שלום 👋"));
		render(<CopyButton value={value} />);
		await click(screen.getByRole("button"));
		expect(writes).toEqual(["שלום 👋"]);
	});

	it("round-trips any string through the copy value", () => {
		fc.assert(
			fc.property(fc.string({ unit: "grapheme" }), (text) => {
				expect(decodeCopyValue(encodeCopyValue(text))).toBe(text);
			}),
		);
	});

	it("has its defaults: label, title and confirmation", async () => {
		render(<CopyButton value={encodeCopyValue("x")} />);
		const button = screen.getByRole("button", { name: "Copy to clipboard" });
		expect(button.getAttribute("title")).toBe("Copy to clipboard");
		expect(button.getAttribute("type")).toBe("button");
		expect(screen.getByRole("status").textContent).toBe("");
		await click(button);
		expect(button.querySelector(".copy-tooltip")?.textContent).toBe("Copied");
	});

	it("shows the copied state for exactly 1000 ms, announcing it politely, then returns", async () => {
		vi.useFakeTimers();
		render(<CopyButton value={encodeCopyValue("x")} />);
		const button = screen.getByRole("button");
		await click(button);
		expect(button.dataset.state).toBe("copied");
		const status = screen.getByRole("status");
		expect(status.getAttribute("aria-live")).toBe("polite");
		expect(status.textContent).toBe("Copied");
		expect(button.getAttribute("aria-label")).toBe("Copy to clipboard");
		act(() => vi.advanceTimersByTime(COPIED_DURATION_MS - 1));
		expect(button.dataset.state).toBe("copied");
		act(() => vi.advanceTimersByTime(1));
		expect(button.dataset.state).toBe("idle");
		expect(status.textContent).toBe("");
		expect(button.querySelector(".copy-tooltip")).toBeNull();
	});

	it("restarts the 1000 ms on a second click", async () => {
		vi.useFakeTimers();
		render(<CopyButton value={encodeCopyValue("x")} />);
		const button = screen.getByRole("button");
		await click(button);
		act(() => vi.advanceTimersByTime(600));
		await click(button);
		act(() => vi.advanceTimersByTime(600));
		expect(button.dataset.state).toBe("copied");
		act(() => vi.advanceTimersByTime(400));
		expect(button.dataset.state).toBe("idle");
		expect(writes).toHaveLength(2);
	});

	it("says the copy failed instead of claiming success when the clipboard refuses", async () => {
		failNextWrite = true;
		render(<CopyButton value={encodeCopyValue("x")} />);
		const button = screen.getByRole("button");
		await click(button);
		expect(button.dataset.state).toBe("failed");
		expect(screen.getByRole("status").textContent).toBe("Copy failed");
		expect(button.querySelector(".copy-tooltip")?.textContent).toBe("Copy failed");
		expect(writes).toEqual([]);
	});

	it("clears its timer on unmount", async () => {
		vi.useFakeTimers();
		const { unmount } = render(<CopyButton value={encodeCopyValue("x")} />);
		await click(screen.getByRole("button"));
		expect(vi.getTimerCount()).toBe(1);
		unmount();
		expect(vi.getTimerCount()).toBe(0);
	});

	it("takes custom label, title and confirmation, and speaks Hebrew on a Hebrew page", async () => {
		const { unmount } = render(
			<CopyButton value={encodeCopyValue("x")} label="Copy command" title="Copy it" confirmation="Done" />,
		);
		const button = screen.getByRole("button", { name: "Copy command" });
		expect(button.getAttribute("title")).toBe("Copy it");
		await click(button);
		expect(screen.getByRole("status").textContent).toBe("Done");
		unmount();
		render(
			<LocaleContext.Provider value="he">
				<CopyButton value={encodeCopyValue("x")} />
			</LocaleContext.Provider>,
		);
		await click(screen.getByRole("button", { name: "העתקה ללוח" }));
		expect(screen.getByRole("status").textContent).toBe("הועתק");
	});
});

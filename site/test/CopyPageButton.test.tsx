import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyPageButton } from "../app/components/copy-page/CopyPageButton.js";
import { LocaleContext } from "../app/components/locale/locale-context.js";

const MARKDOWN = "# מבוא\n\n```bash\npip install transformers\n```\n";
const writes: string[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
	// A real loopback server: the page's Markdown, and a path that fails.
	server = createServer((request, response) => {
		if (request.url === "/page.md") {
			response.writeHead(200, { "Content-Type": "text/markdown; charset=utf-8" });
			response.end(MARKDOWN);
		} else {
			response.writeHead(500).end("broken");
		}
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
	writes.length = 0;
	Object.defineProperty(navigator, "clipboard", {
		configurable: true,
		value: { writeText: async (text: string) => void writes.push(text) },
	});
});

/**
 * Waits, at most 5 s, until `check` passes: each look first lets the fetch and the clipboard work on
 * inside act, so React has applied what they set; past the bound it fails with `check`'s own message.
 */
async function settled(check: () => void) {
	await vi.waitFor(
		async () => {
			await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
			check();
		},
		{ timeout: 5_000, interval: 0 },
	);
}

describe("CopyPageButton", () => {
	it("copies the Markdown fetched from the page's .md and says Copied in the page's language", async () => {
		render(
			<LocaleContext.Provider value="he">
				<CopyPageButton markdown={`${origin}/page.md`} />
			</LocaleContext.Provider>,
		);
		fireEvent.click(screen.getByRole("button", { name: "העתקת העמוד" }));
		await settled(() => expect(writes).toHaveLength(1));
		expect(writes).toEqual([MARKDOWN]);
		expect(screen.getByRole("status").textContent).toBe("הועתק");
	});

	it("copies nothing and says the copy failed when the Markdown does not come back", async () => {
		render(<CopyPageButton markdown={`${origin}/missing.md`} />);
		const button = screen.getByRole("button", { name: "Copy page" });
		fireEvent.click(button);
		await settled(() => expect(button.dataset.state).toBe("failed"));
		expect(writes).toEqual([]);
		expect(screen.getByRole("status").textContent).toBe("Copy failed");
	});
});

// @vitest-environment node
import { getProvider } from "@hubkit/inference/internal";
import { CHAT_PAGES, PIPELINE_TYPES } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { snippetTabId } from "../app/components/snippets/snippet-label.js";
import { responsesDataPath } from "../app/components/snippets/snippet-tab.js";
import { responsesSnippets } from "../app/components/task/responses-snippets.server.js";
import { snippetDataPaths, taskProviders, taskSnippets } from "../app/lib/snippets-data.server.js";
import { loader } from "../app/routes/snippet-data.js";

/** What the generator sends where a provider's own model id goes when no mapping names it. */
const placeholderFor = (hubId: string) => `PROVIDER-MODEL-ID-FOR-${hubId}`;

/** The hub's SDKs look the provider's model id up themselves: they name the hub id. */
const SDK_TABS = new Set([
	snippetTabId({ language: "python", client: "huggingface_hub" }),
	snippetTabId({ language: "js", client: "huggingface.js" }),
]);

describe("a task page's snippets", () => {
	it("write the fill-mask example with the page model's own mask token", async () => {
		const page = await taskSnippets("fill-mask");
		expect(page?.modelId).toBe("distilbert/distilroberta-base");
		const codes = page?.tabs.map((tab) => tab.code) ?? [];
		expect(codes.length).toBeGreaterThan(0);
		for (const code of codes) {
			expect(code).toContain("<mask>");
			expect(code).not.toContain("[MASK]");
		}
	});

	it("offer a reader of fal-ai's images the raw requests too, each naming the id they must fill in", async () => {
		const page = await taskSnippets("text-to-image", "fal-ai");
		const tabs = new Map(page?.tabs.map((tab) => [tab.id, tab.code]));
		const raw = [
			snippetTabId({ language: "python", client: "requests" }),
			snippetTabId({ language: "js", client: "fetch" }),
			snippetTabId({ language: "sh", client: "curl" }),
		];
		const falClient = snippetTabId({ language: "python", client: "fal_client" });
		expect([...tabs.keys()]).toEqual(expect.arrayContaining([...raw, falClient]));
		const placeholder = placeholderFor("black-forest-labs/FLUX.1-dev");
		for (const id of raw) {
			const code = tabs.get(id) ?? "";
			expect(code, id).toContain(`/fal-ai/${placeholder}?_subdomain=queue`);
			// The first line says what to put there and where the hub lists it.
			expect(code.split("\n")[0], id).toContain("inferenceProviderMapping");
		}
	});

	it("send no hub id where a third-party provider expects its own, outside chat (its router takes hub ids)", async () => {
		const pages = PIPELINE_TYPES.filter((id) => !CHAT_PAGES.has(id));
		let checked = 0;
		for (const id of pages)
			for (const provider of taskProviders(id).filter((p) => !getProvider(p).hubHosted)) {
				const page = await taskSnippets(id, provider);
				if (!page) continue;
				const placeholder = placeholderFor(page.modelId);
				for (const tab of page.tabs) {
					if (SDK_TABS.has(tab.id))
						expect(tab.code, `${id} ${provider} ${tab.id}`).not.toContain(placeholder);
					else {
						expect(tab.code, `${id} ${provider} ${tab.id}`).toContain(placeholder);
						checked++;
					}
				}
			}
		expect(checked).toBeGreaterThan(10);
	});

	it("build a chat page's Responses API file with every tab's code, for the page's first provider and model", async () => {
		const paths = new Set(snippetDataPaths());
		for (const id of PIPELINE_TYPES.filter((page) => CHAT_PAGES.has(page))) {
			const provider = taskProviders(id)[0] ?? "";
			const path = responsesDataPath(id, provider);
			expect(paths.has(path), path).toBe(true);
			const page = await taskSnippets(id);
			const code = await responsesSnippets(id, page?.modelId, page?.provider);
			const file = path.split("/").at(-1) ?? "";
			const response = await loader({ params: { task: id, file } } as Parameters<typeof loader>[0]);
			const written = (await response.json()) as { modelId: string; tabs: unknown[] };
			expect(written.modelId).toBe(page?.modelId);
			expect(written.tabs).toEqual(code?.tabs);
			expect(written.tabs.length).toBeGreaterThan(1);
		}
	});
});

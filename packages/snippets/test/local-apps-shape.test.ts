import { describe, expect, it } from "vitest";
import { getLocalSnippets, type HubModel, type LocalSnippet } from "../src/index.js";
import { LOCAL_APPS } from "../src/local/apps/table.js";
import { APP_MODELS } from "./local/app-models.js";

const appsOf = (snippets: LocalSnippet[]) => snippets.filter((snippet) => snippet.kind === "app");
const onlyComments = (content: string) => /^(#[^\n]*\n)+$/.test(content);

describe("each app gives its start and one call; the other clients' calls come once", () => {
	for (const model of APP_MODELS) {
		it(model.id, () => {
			const snippets = appsOf(getLocalSnippets(model));
			const names = [...new Set(snippets.map((snippet) => snippet.name))];
			for (const name of names) {
				const own = snippets.filter((snippet) => snippet.name === name);
				// First what starts it (or, for an app opened by a link, what to do), then its call.
				expect(own[0]?.role, name).toMatch(/^(start|guide)$/);
				expect(
					own.filter((snippet) => snippet.role !== "call"),
					name,
				).toHaveLength(1);
				expect(
					own.filter((snippet) => snippet.role === "call" && snippet.language === "sh").length,
					name,
				).toBeLessThanOrEqual(1);
			}
			// The other clients: once per model, for one app, and only for chat models with a call.
			const shared = snippets.filter((snippet) => snippet.role === "call" && snippet.language !== "sh");
			const anyCall = snippets.some((snippet) => snippet.role === "call");
			expect(shared.map((snippet) => snippet.label)).toEqual(
				anyCall ? ["Python (openai)", "Python (requests)", "JavaScript (openai)", "JavaScript (fetch)"] : [],
			);
			expect(new Set(shared.map((snippet) => snippet.name)).size).toBeLessThanOrEqual(1);
			// At most a start and a call per app, and the four shared clients.
			expect(snippets.length).toBeLessThanOrEqual(names.length * 2 + 4);
		});
	}

	it("a GGUF chat model gets its apps in the table's order, in fewer than 30 snippets", () => {
		const model = APP_MODELS[0] as HubModel;
		const names = [...new Set(appsOf(getLocalSnippets(model)).map((snippet) => snippet.name))];
		const order = LOCAL_APPS.map((app) => app.id);
		expect(names).toEqual([...names].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
		expect(names.length).toBeGreaterThanOrEqual(8);
		expect(getLocalSnippets(model).length).toBeLessThan(30);
	});
});

describe("a snippet says what it is in its fields", () => {
	const all = APP_MODELS.flatMap((model) => getLocalSnippets(model));

	it("library code is code or a guide; an app's is a start, a guide or a call", () => {
		for (const snippet of all) {
			if (snippet.kind === "library") expect(snippet.role, snippet.label).toMatch(/^(code|guide)$/);
			else expect(snippet.role, snippet.label).toMatch(/^(start|guide|call)$/);
		}
	});

	it("a guide is comments only, and nothing else is", () => {
		for (const snippet of all) {
			if (snippet.language !== "sh" && snippet.language !== "python") continue;
			expect(onlyComments(snippet.content), `${snippet.name} ${snippet.label}`).toBe(
				snippet.role === "guide",
			);
		}
	});

	it("the table has at least 14 apps, each reached by a test model", () => {
		expect(LOCAL_APPS.length).toBeGreaterThanOrEqual(14);
		const reached = new Set(
			APP_MODELS.flatMap((model) => appsOf(getLocalSnippets(model)).map((s) => s.name)),
		);
		expect([...reached].sort()).toEqual(LOCAL_APPS.map((app) => app.id).sort());
	});
});

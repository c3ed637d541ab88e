// @vitest-environment node
import * as inference from "@hubkit/inference";
import * as inferenceInternal from "@hubkit/inference/internal";
import * as snippets from "@hubkit/snippets";
import * as tasks from "@hubkit/tasks";
import { beforeAll, describe, expect, it } from "vitest";
import { API_REFERENCE_ENTRIES } from "../app/lib/api-reference/packages.js";
import type { ApiEntry, ApiPage, TypePart } from "../app/lib/api-reference/page-types.js";
import { apiReferencePage } from "../app/lib/api-reference/reference-page.server.js";
import {
	apiReferenceView,
	apiSubgroupPaths,
	apiSubgroupView,
} from "../app/lib/api-reference/reference-views.server.js";
import { PRERENDER_PATHS } from "../prerender-paths.js";
import { writeApiJson } from "../scripts/api-json.mjs";

const pages = new Map<string, ApiPage>();

beforeAll(async () => {
	// The same JSON the build makes (kept when the packages have not changed since the last build).
	await writeApiJson();
	for (const name of API_REFERENCE_ENTRIES) pages.set(name, await apiReferencePage(name));
}, 60_000);

const entriesOf = (page: ApiPage): ApiEntry[] =>
	page.groups.flatMap((group) => [...group.entries, ...group.subgroups.flatMap((sub) => sub.entries)]);

function entry(pkg: string, name: string): ApiEntry {
	const page = pages.get(pkg);
	const found = page && entriesOf(page).find((candidate) => candidate.name === name);
	if (!found) throw new Error(`no entry ${name} on the ${pkg} page`);
	return found;
}

const text = (parts: readonly TypePart[]) => parts.map((part) => part.text).join("");

describe("the reference data", () => {
	it("has an entry with an anchor for every run-time export of each entry, and unique anchors", () => {
		const runtime = { inference, "inference/internal": inferenceInternal, snippets, tasks };
		for (const name of API_REFERENCE_ENTRIES) {
			const page = pages.get(name) as ApiPage;
			const entries = entriesOf(page);
			const ids = entries.map((candidate) => candidate.id);
			expect(new Set(ids).size).toBe(ids.length);
			expect(ids).toEqual(expect.arrayContaining(Object.keys(runtime[name])));
		}
	});

	it("prints chatCompletion's signature, its parameters and what it returns, linking the types on the page", () => {
		const chat = entry("inference", "chatCompletion");
		expect(chat.kind).toBe("function");
		expect(chat.group).toBe("Task functions");
		const [signature] = chat.signatures;
		expect(signature?.code).toBe(
			"function chatCompletion(args: ChatCompletionArgs, options?: Options): Promise<ChatCompletionOutput>",
		);
		expect(signature?.parameters.map((p) => [p.name, text(p.type), p.optional])).toEqual([
			["args", "ChatCompletionArgs", false],
			["options", "Options", true],
		]);
		expect(signature?.parameters[0]?.type).toEqual([
			{ text: "ChatCompletionArgs", href: "/reference/inference/task-functions/chat#ChatCompletionArgs" },
		]);
		expect(signature?.returns?.type).toEqual([
			{ text: "Promise<" },
			{
				text: "ChatCompletionOutput",
				href: "/reference/inference/types/chat-completion#ChatCompletionOutput",
			},
			{ text: ">" },
		]);
		expect(chat.summary.length).toBeGreaterThan(0);
	});

	it("shows an error class's constructor, with its default, and what the class extends", () => {
		const error = entry("inference", "InferenceClientHttpRequestError");
		expect(error.group).toBe("Errors");
		expect(error.declaration).toBe(
			"abstract class InferenceClientHttpRequestError extends InferenceClientError",
		);
		const [construct] = error.signatures;
		expect(construct?.code).toBe(
			[
				"new InferenceClientHttpRequestError(",
				"    message: string,",
				"    request: HttpRequestInfo,",
				"    response: HttpResponseInfo,",
				"    secrets?: readonly string[],",
				"    options?: ErrorOptions,",
				")",
			].join("\n"),
		);
		expect(construct?.parameters.find((p) => p.name === "secrets")?.defaultValue).toBe("[]");
		expect(error.members.map((member) => member.name)).toEqual(
			expect.arrayContaining(["httpRequest", "httpResponse"]),
		);
		expect(error.members.find((member) => member.name === "httpRequest")?.id).toBe(
			"InferenceClientHttpRequestError.httpRequest",
		);
	});

	it("prints a generic type with its constraint, an indexed access and a union", () => {
		const legacy = entry("inference", "WithLegacyData");
		expect(legacy.kind).toBe("type");
		expect(legacy.declaration).toBe(
			'type WithLegacyData<Input extends { parameters?: unknown }> = Input | LegacyMediaInput<NonNullable<Input["parameters"]>>',
		);
	});

	it("prints a mapped type and an intersection with overloaded methods", () => {
		const methods = entry("inference", "InferenceClientMethods");
		expect(methods.declaration).toMatch(
			/^type InferenceClientMethods = \{ \[K in keyof TaskFunctions\]: Method<TaskFunctions\[K\]> \} & \{ /,
		);
		// Generic methods keep their type parameter and default; overloads are printed one by one.
		expect(methods.declaration).toContain(
			"request<T = unknown>(args: RequestArgs, options?: RequestOptions): Promise<T>;",
		);
		expect(methods.declaration).toContain(
			'textToImage(args: TextToImageArgs, options?: Options & { outputType?: "blob" }): Promise<Blob>; textToImage(',
		);
	});

	it("lists an interface's properties with their types, defaults and descriptions", () => {
		const input = entry("inference", "ChatCompletionInput");
		expect(input.declaration).toBe("interface ChatCompletionInput");
		const temperature = input.members.find((member) => member.name === "temperature");
		expect(temperature && text(temperature.type)).toBe("number");
		expect(temperature?.optional).toBe(true);
		expect(temperature?.defaultValue).toBe("1");
		expect(temperature?.description.length).toBeGreaterThan(0);
	});

	it("groups the inference client's long list, the generated task types by task", () => {
		const page = pages.get("inference") as ApiPage;
		expect(page.groups.map((group) => group.title)).toEqual([
			"Client",
			"Task functions",
			"Router endpoints",
			"Errors",
			"Providers and routing",
			"Constants",
			"Types",
		]);
		const types = page.groups.find((group) => group.title === "Types");
		const chat = types?.subgroups.find((sub) => sub.title === "chat-completion");
		expect(chat?.path).toBe("/reference/inference/types/chat-completion");
		expect(chat?.entries.map((candidate) => candidate.name)).toContain("ChatCompletionInput");
		expect(chat?.kind).toBe("specification");
		// A module's part: its page is named for it, and the package's page keeps its names' anchors.
		const errors = page.groups.find((group) => group.title === "Errors");
		const classes = errors?.subgroups.find((sub) => sub.title === "Error classes");
		expect(classes?.path).toBe("/reference/inference/errors/classes");
		expect(classes?.kind).toBe("module");
		expect(classes?.entries.map((candidate) => candidate.name)).toContain("InferenceClientHttpRequestError");
		// What the rule gives no part stays on the package's page.
		expect(errors?.entries.map((candidate) => candidate.name)).toContain("TaskCallError");
	});

	it("prerenders a page for every entry and every part of a long group, and only those", async () => {
		const entryPages = API_REFERENCE_ENTRIES.map((name) => `/reference/${name}`);
		expect(PRERENDER_PATHS).toEqual(expect.arrayContaining(entryPages));
		expect((await apiSubgroupPaths()).sort()).toEqual(
			PRERENDER_PATHS.filter(
				(path) => path.split("/").length > 3 && path.startsWith("/reference/") && !entryPages.includes(path),
			).sort(),
		);
	});

	it("documents the client's internal entry on its own page, linked both ways with the main entry", async () => {
		const internal = await apiReferenceView("inference/internal");
		expect(internal.packageName).toBe("@hubkit/inference/internal");
		expect(internal.main?.path).toBe("/reference/inference");
		expect(internal.groups.map((group) => group.title)).toEqual([
			"Request parts",
			"Task tables and routing",
			"Checks",
			"Streaming",
		]);
		// Its doc comment says why each export is here, in a list naming them as links into the page.
		const reasons = internal.summary.find((block) => block.kind === "list");
		expect(reasons?.kind === "list" && reasons.items[0]?.[0]).toEqual({
			text: "buildRequestParts",
			code: true,
			href: "#buildRequestParts",
		});
		// A type of the main entry links to the main entry's page.
		const resolved = entry("inference/internal", "ResolvedCall");
		const helper = resolved.members.find((member) => member.name === "helper");
		expect(helper?.type).toEqual([
			{ text: "TaskHelper", href: "/reference/inference/providers-and-routing/providers#TaskHelper" },
		]);
		const main = await apiReferenceView("inference");
		expect(main.subpaths.map((subpath) => subpath.path)).toEqual(["/reference/inference/internal"]);
		// And the main entry's comments link to the internal entry's exports.
		expect(JSON.stringify(entry("inference", "getProviderHelper").summary)).toContain(
			"/reference/inference/internal#buildRequestParts",
		);
	});

	it("gives the internal entry's checks a page of their own, linked from the entry's page and prerendered", async () => {
		// On one page the internal entry converted to 52 K characters, over what an agent takes in one page (50 K).
		const path = "/reference/inference/internal/checks/validation";
		expect(PRERENDER_PATHS).toContain(path);
		const checks = await apiSubgroupView("inference/internal", "checks", "validation");
		expect(checks?.subgroup.path).toBe(path);
		expect(checks?.entries.map((candidate) => candidate.name)).toEqual(
			expect.arrayContaining(["idProblem", "checkCallArgs", "scrub"]),
		);
		const internal = await apiReferenceView("inference/internal");
		const group = internal.groups.find((candidate) => candidate.title === "Checks");
		expect(group?.subgroups.map((sub) => sub.path)).toEqual([path]);
	});

	it("gives the snippets generator's types and the quoting literals pages of their own, linked from the package's page", async () => {
		// On one page the package's reference was 2,500 elements, most of them the types' and literals'
		// declarations, and its axe scan the longest of the site-wide scans.
		const parts: [string, string, string[]][] = [
			["generator", "types", ["InferenceSnippet", "InferenceSnippetOptions", "SnippetCall"]],
			["literals", "quoting", ["jsString", "pythonString", "shellQuote"]],
		];
		const view = await apiReferenceView("snippets");
		for (const [group, part, names] of parts) {
			const path = `/reference/snippets/${group}/${part}`;
			expect(PRERENDER_PATHS).toContain(path);
			const sub = await apiSubgroupView("snippets", group, part);
			expect(sub?.entries.map((candidate) => candidate.name)).toEqual(expect.arrayContaining(names));
			const listed = view.groups
				.flatMap((candidate) => candidate.subgroups)
				.find((candidate) => candidate.path === path);
			expect(listed?.names).toEqual(expect.arrayContaining(names));
		}
		// The generator's functions stay on the package's page.
		const generator = view.groups.find((candidate) => candidate.title === "Generator");
		expect(generator?.entries.map((candidate) => candidate.name)).toEqual(
			expect.arrayContaining(["getInferenceSnippets", "planSnippetCall"]),
		);
	});

	it("makes links into the page itself bare anchors on that page, and keeps links to other pages", async () => {
		const view = await apiSubgroupView("inference", "types", "chat-completion");
		const output = view?.entries.find((candidate) => candidate.name === "ChatCompletionOutput");
		const choices = output?.members.find((member) => member.name === "choices");
		expect(choices?.type).toContainEqual({
			text: "ChatCompletionOutputChoice",
			href: "#ChatCompletionOutputChoice",
		});
		const family = await apiSubgroupView("inference", "task-functions", "chat");
		const chat = family?.entries.find((candidate) => candidate.name === "chatCompletion");
		expect(chat?.signatures[0]?.parameters[0]?.type).toEqual([
			{ text: "ChatCompletionArgs", href: "#ChatCompletionArgs" },
		]);
		expect(chat?.declarationHtml).toContain("<pre");
		// An entry on the package's page that names the function links to the family's page.
		const page = await apiReferenceView("inference");
		expect(JSON.stringify(page.groups.flatMap((group) => group.entries))).toContain(
			'"href":"/reference/inference/task-functions/chat#chatCompletion"',
		);
	});

	it("links an export to the guide sections whose code or text names it", () => {
		expect(entry("inference", "chatCompletionStream").usedIn).toContainEqual({
			href: "/inference#streaming",
			title: "Inference: Streaming",
		});
		expect(entry("inference", "InferenceClient").usedIn.length).toBeGreaterThan(1);
		expect(entry("tasks", "TASKS_DATA").usedIn).toEqual([]);
	});

	it("never shows a missing part as text: no null in the data, no undefined in any prose", () => {
		for (const page of pages.values()) {
			const json = JSON.stringify(page);
			expect(json).not.toContain(":null");
			const prose = entriesOf(page).flatMap((candidate) => [
				...candidate.summary,
				...candidate.members.flatMap((member) => member.description),
				...candidate.signatures.flatMap((signature) => signature.parameters.flatMap((p) => p.description)),
			]);
			// Plain runs only: `undefined` written as inline code in a comment is the value itself.
			expect(JSON.stringify(prose)).not.toMatch(/\{"text":"\s*(undefined|null)\s*"\}/);
		}
	});
});

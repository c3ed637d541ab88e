import { type JsonSchema, type ObjectSchema, PIPELINE_TYPES } from "@hubkit/tasks";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiReference } from "../app/components/spec-table/ApiReference.js";
import { SpecTable } from "../app/components/spec-table/SpecTable.js";
import { specCallFile } from "../app/components/spec-table/spec-call-file.server.js";
import { laterCallTables, specTable, taskApi } from "../app/lib/spec-tables.server.js";

const REQUEST: ObjectSchema = {
	type: "object",
	description: "A text to classify.",
	properties: {
		inputs: {
			description: "The text, or several.",
			oneOf: [{ type: "string" }, { type: "array", items: { type: "string" }, maxItems: 4 }],
		},
		image: {
			type: "string",
			format: "binary",
			contentMediaType: "image/*",
			description: "A picture to go with it.",
		},
		parameters: {
			type: "object",
			description: "How to classify.",
			properties: {
				function_to_apply: {
					type: "string",
					enum: ["softmax", "sigmoid", "none"],
					default: "softmax",
					description: "How scores are made.",
				},
				top_k: { type: "integer", minimum: 1, description: "How many labels." },
				threshold: { type: "number", minimum: 0, maximum: 1, description: "Lowest score kept." },
				hypothesis_template: {
					type: "string",
					default: "This example is {}.",
					description: "The sentence a label goes into.",
				},
				multi_label: { type: "boolean", default: false, description: "Labels scored alone." },
				messages: {
					type: "array",
					description: "A conversation.",
					items: {
						type: "object",
						properties: {
							role: { type: "string", examples: ["user", "assistant"], description: "Who speaks." },
						},
						required: ["role"],
					},
				},
			},
			required: ["top_k"],
		},
		response_format: {
			description: "The reply's shape.",
			oneOf: [
				{
					type: "object",
					description: "Free text.",
					properties: { type: { const: "text", description: "Marks text." } },
					required: ["type"],
				},
				{
					type: "object",
					description: "JSON.",
					properties: {
						type: { const: "json", description: "Marks JSON." },
						schema: { type: "object", description: "The schema." },
					},
					required: ["type"],
				},
			],
		},
	},
	required: ["inputs"],
};

const RESPONSE: JsonSchema = {
	type: "array",
	description: "Labels, best first.",
	items: {
		type: "object",
		properties: {
			label: { type: "string", description: "The label." },
			score: { type: "number", description: "Its score." },
		},
		required: ["label", "score"],
	},
};

function renderRequest() {
	render(<SpecTable table={specTable(REQUEST, "request", "textClassification", "request", "parameter")} />);
	return screen.getByRole("table", { name: "textClassification request" });
}

/** The cells of the row whose anchor id is `id`: name, type, required, default, description. */
function cells(id: string): string[] {
	const row = document.getElementById(id);
	if (!row) throw new Error(`no row #${id}`);
	return [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? "");
}

describe("SpecTable", () => {
	it("is a captioned table with column and row headers, in a scrolling region named by the caption", () => {
		const table = renderRequest();
		expect(
			within(table)
				.getAllByRole("columnheader")
				.map((th) => th.textContent),
		).toEqual(["Name", "Type", "Required", "Default", "Description"]);
		for (const th of table.querySelectorAll("thead th")) expect(th.getAttribute("scope")).toBe("col");
		for (const th of table.querySelectorAll("tbody th")) expect(th.getAttribute("scope")).toBe("row");
		const region = screen.getByRole("region", { name: "textClassification request" });
		expect(region.contains(table)).toBe(true);
		expect(region.tabIndex).toBe(0);
	});

	it("lists nested fields after their parent, indented, with their full path", () => {
		renderRequest();
		const ids = [...document.querySelectorAll("tbody tr")].map((row) => row.id);
		const parent = ids.indexOf("request-parameters");
		expect(ids.slice(parent + 1, parent + 3)).toEqual([
			"request-parameters-function_to_apply",
			"request-parameters-top_k",
		]);
		const row = document.getElementById("request-parameters-top_k") as HTMLElement;
		expect(row.style.getPropertyValue("--depth")).toBe("1");
		expect(document.getElementById("request-inputs")?.style.getPropertyValue("--depth")).toBe("0");
		expect(cells("request-parameters-top_k")[0]).toContain("parameters.top_k");
		expect(cells("request-parameters-messages-role")[0]).toContain("parameters.messages[].role");
		expect(cells("request-parameters-messages")[1]).toBe("object[]");
	});

	it("says which fields are required, at each level", () => {
		renderRequest();
		expect(cells("request-inputs")[2]).toBe("Yes");
		expect(cells("request-parameters")[2]).toBe("No");
		expect(cells("request-parameters-top_k")[2]).toBe("Yes");
		expect(cells("request-parameters-threshold")[2]).toBe("No");
		expect(cells("request-parameters-messages-role")[2]).toBe("Yes");
	});

	it("lists an enum's values, a union's types, binary data with its media type, and bounds in words", () => {
		renderRequest();
		expect(cells("request-parameters-function_to_apply")[1]).toBe('"softmax" | "sigmoid" | "none"');
		expect(cells("request-inputs")[1]).toBe("string | string[]string[]: at most 4 items");
		expect(cells("request-image")[1]).toBe("binary (image/*)");
		expect(cells("request-parameters-threshold")[1]).toBe("number0 ≤ x ≤ 1");
		expect(cells("request-parameters-top_k")[1]).toBe("integerx ≥ 1");
	});

	it("shows defaults as JSON and examples of open values", () => {
		renderRequest();
		expect(cells("request-parameters-function_to_apply")[3]).toBe('"softmax"');
		expect(cells("request-parameters-hypothesis_template")[3]).toBe('"This example is {}."');
		expect(cells("request-parameters-multi_label")[3]).toBe("false");
		expect(cells("request-parameters-top_k")[3]).toBe("");
		expect(cells("request-parameters-messages-role")[4]).toBe('Who speaks.Examples: "user", "assistant"');
	});

	it("wraps paths and unions only between their pieces, with an element only where a piece could wrap itself", () => {
		renderRequest();
		const name = document.querySelector("#request-parameters-messages-role code") as HTMLElement;
		// A name has nowhere to wrap but the <wbr>s: its pieces are text, and the parent ends with the
		// place to wrap before the field's own name.
		expect(name.innerHTML).toBe('<span class="spec-parent">parameters.<wbr>messages[].<wbr></span>role');
		const union = document.querySelector("#request-parameters-function_to_apply .spec-type") as HTMLElement;
		expect(union.innerHTML).toBe(
			'<span class="spec-piece">"softmax" | </span><wbr><span class="spec-piece">"sigmoid" | </span><wbr>"none"',
		);
		expect(document.querySelector("#request-image .spec-type")?.innerHTML).toBe(
			'<span class="spec-piece">binary (image/*)</span>',
		);
		expect(document.querySelector("#request-parameters-top_k .spec-type")?.innerHTML).toBe("integer");
		expect(document.querySelector("#request-inputs .spec-type")?.innerHTML).toBe(
			'<span class="spec-piece">string | </span><wbr>string[]',
		);
		const boxes: JsonSchema = {
			type: "object",
			properties: { boxes: { type: "array", items: { type: "array", items: { type: "integer" } } } },
		};
		render(<SpecTable table={specTable(boxes, "answer", "detect", "response", "field")} />);
		// `[][]` may wrap between its brackets, so it keeps its span.
		expect(document.querySelector("#answer-boxes .spec-type")?.innerHTML).toBe(
			'<span class="spec-piece">integer[][]</span>',
		);
		const examples = document.querySelector(
			"#request-parameters-messages-role .spec-examples",
		) as HTMLElement;
		expect(examples.innerHTML).toBe('Examples: <code>"user"</code>, <code>"assistant"</code>');
	});

	it("gives each shape of a union of objects its own row, its fields under it", () => {
		renderRequest();
		const rows = [...document.querySelectorAll("tbody tr")];
		const start = rows.findIndex((row) => row.id === "request-response_format");
		const shapes = rows.slice(start + 1).map((row) => row.id || row.querySelector("th")?.textContent);
		expect(shapes.slice(0, 5)).toEqual([
			"Option 1 of 2",
			"request-response_format-text-type",
			"Option 2 of 2",
			"request-response_format-json-type",
			"request-response_format-json-schema",
		]);
		expect(cells("request-response_format-json-type")[1]).toBe('"json"');
		expect(rows[start + 1]?.textContent).toContain("Free text.");
	});

	it("links every field to itself, by a link named after its path", () => {
		renderRequest();
		const link = screen.getByRole("link", { name: "Link to parameter: parameters.top_k" });
		expect(link.getAttribute("href")).toBe("#request-parameters-top_k");
		expect(document.getElementById("request-parameters-top_k")?.contains(link)).toBe(true);
		const rows = document.querySelectorAll("tbody tr[id]");
		expect(screen.getAllByRole("link", { name: /^Link to parameter: / })).toHaveLength(rows.length);
	});

	it("lists the fields of a list's items under `[]` in a response", () => {
		render(<SpecTable table={specTable(RESPONSE, "response", "textClassification", "response", "field")} />);
		expect(cells("response-label")[0]).toContain("[].label");
		expect(screen.getByRole("link", { name: "Link to field: [].score" }).getAttribute("href")).toBe(
			"#response-score",
		);
	});
});

describe("ApiReference", () => {
	it("says in one sentence that the client does not serve a task", () => {
		render(<ApiReference api={taskApi("depth-estimation")} />);
		expect(screen.getByRole("heading", { level: 2, name: "Request" })).toBeTruthy();
		expect(
			screen.getByText("The inference client does not serve this task yet; there is no request to describe."),
		).toBeTruthy();
		expect(screen.queryByRole("table")).toBeNull();
	});

	it("shows a binary answer in its lead sentence, with no empty table", () => {
		render(<ApiReference api={taskApi("text-to-image")} />);
		const response = screen.getByRole("heading", { level: 2, name: "Response" }).closest("section");
		expect(response?.textContent).toContain("textToImage resolves to binary (image/*).");
		expect(within(response as HTMLElement).queryByRole("table")).toBeNull();
		expect(screen.getByRole("table", { name: "textToImage request" })).toBeTruthy();
	});

	it("documents chat on the chat pages, with its stream, and text generation's own call after it", () => {
		render(<ApiReference api={taskApi("text-generation")} />);
		// The page carries the first call's tables; textGeneration's are in the file its tab loads.
		expect(screen.getAllByRole("table").map((table) => table.querySelector("caption")?.textContent)).toEqual([
			"chatCompletion request",
			"chatCompletion response",
			"chatCompletionStream stream chunk",
		]);
		expect(screen.getAllByRole("tab", { name: "textGeneration" })).toHaveLength(2);
		expect(document.getElementById("request-tools")).toBeTruthy();
		const later = laterCallTables("text-generation", "text-generation");
		expect(later && specCallFile(later).request).toContain(
			'id="text-generation-request-parameters-max_new_tokens"',
		);
	});

	it.each(PIPELINE_TYPES)("gives every element of %s's API sections its own id", (id) => {
		render(<ApiReference api={taskApi(id)} />);
		// The tables of a later call, once its tab loads them, are in the same page.
		const api = taskApi(id);
		const loaded = document.createElement("div");
		for (const spec of api.served ? api.specs.slice(1) : []) {
			const file = specCallFile(spec);
			loaded.insertAdjacentHTML("beforeend", file.request + file.response);
		}
		document.body.append(loaded);
		const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
		loaded.remove();
		expect(ids.length).toBeGreaterThan(0);
		expect(new Set(ids).size).toBe(ids.length);
	});
});

import { readdirSync, readFileSync } from "node:fs";
import { TASK_SPECS, type TaskSpec } from "@hubkit/tasks";
import { describe, expect, it } from "vitest";
import { GENERATED_DIR, generateTypeFiles, HEADER, renderTypeFiles } from "../scripts/type-generator.mjs";

const REGENERATE =
	"the generated types differ from the specifications: run npm run generate:types -w @hubkit/inference";
const dir = new URL(`../${GENERATED_DIR}/`, import.meta.url);

describe("the client's generated task types", () => {
	// Formatting runs Biome, a second or more on a loaded machine.
	it("are exactly what the specifications produce today", { timeout: 60_000 }, () => {
		const expected = generateTypeFiles(TASK_SPECS);
		const committed = readdirSync(dir).filter((name) => name.endsWith(".ts"));
		expect(committed.sort(), REGENERATE).toEqual([...expected.keys()].sort());
		for (const [name, source] of expected) {
			expect(readFileSync(new URL(name, dir), "utf8"), `${name}: ${REGENERATE}`).toBe(source);
		}
	});

	it("cover every task with a specification, under the names its schemas carry", () => {
		const files = renderTypeFiles(TASK_SPECS);
		for (const spec of Object.values(TASK_SPECS)) {
			expect(files.has(`${spec.task}.ts`), spec.task).toBe(true);
			expect(files.get("index.ts")).toContain(`export type * from "./${spec.task}.js";`);
		}
		const chat = files.get("chat-completion.ts") ?? "";
		for (const name of [
			"ChatCompletionInput",
			"ChatMessage",
			"ChatCompletionOutput",
			"ChatCompletionStreamOutput",
		]) {
			expect(chat).toMatch(new RegExp(`export (interface|type) ${name}\\b`));
		}
	});
});

/** A task with one of each construct the generator translates. */
const SAMPLE: TaskSpec = {
	task: "sample-task",
	method: "sampleTask",
	request: {
		type: "object",
		description: "A request.",
		properties: {
			inputs: {
				oneOf: [
					{ type: "string", format: "binary", contentMediaType: "image/*" },
					{ type: "string", format: "uri" },
				],
				description: "An image.",
			},
			parameters: {
				title: "SampleParameters",
				type: "object",
				description: "Options; more pass through.",
				properties: {
					mode: { type: "string", enum: ["fast", "slow"], default: "fast", description: "Which mode." },
					"top-k": { type: "integer", description: "A dashed name." },
				},
				required: ["mode"],
				additionalProperties: true,
			},
		},
		required: ["inputs"],
	},
	response: {
		type: "array",
		description: "Pictures */ with labels.",
		items: {
			title: "SampleElement",
			type: "object",
			description: "One picture.",
			properties: {
				kind: { const: "picture", description: "Marks a picture." },
				image: { type: "string", format: "binary", contentMediaType: "image/png", description: "The bytes." },
				note: { oneOf: [{ type: "string" }, { type: "null" }], description: "A note." },
			},
			required: ["kind", "image"],
		},
	},
};

describe("the type generator", () => {
	const source = renderTypeFiles({ "sample-task": SAMPLE }).get("sample-task.ts") ?? "";

	it("starts every file with the do-not-edit line", () => {
		for (const file of renderTypeFiles({ "sample-task": SAMPLE }).values())
			expect(file.startsWith(`${HEADER}\n`)).toBe(true);
	});

	it("names the roots after the task and titled schemas by their titles", () => {
		expect(source).toMatch(/export interface SampleTaskInput \{/);
		expect(source).toMatch(/export type SampleTaskOutput = SampleElement\[\];/);
		expect(source).toMatch(/export interface SampleParameters \{/);
		expect(source).toMatch(/export interface SampleElement \{/);
	});

	it("takes binary as the client's BinaryInput in requests and gives a Blob in answers", () => {
		expect(source).toContain(`import type { BinaryInput } from "../../utils/binary.js";`);
		expect(source).toMatch(/\binputs: BinaryInput \| string;/);
		expect(source).toMatch(/\bimage: Blob;/);
	});

	it("writes enums and consts as literals, oneOf as a union, required fields as non-optional", () => {
		expect(source).toMatch(/\bmode: "fast" \| "slow";/);
		expect(source).toMatch(/"top-k"\?: number;/);
		expect(source).toMatch(/\bkind: "picture";/);
		expect(source).toMatch(/\bnote\?: string \| null;/);
	});

	it("opens objects that allow more fields with an index signature", () => {
		const parameters = source.slice(source.indexOf("export interface SampleParameters"));
		expect(parameters.slice(0, parameters.indexOf("}"))).toContain("[key: string]: unknown;");
		const element = source.slice(source.indexOf("export interface SampleElement"));
		expect(element.slice(0, element.indexOf("}"))).not.toContain("[key: string]");
	});

	it("turns descriptions and defaults into doc comments that cannot close early", () => {
		expect(source).toContain('\t * Which mode.\n\t * @default "fast"\n\t */');
		expect(source).toContain("/** Pictures *\\/ with labels. */");
	});

	it("puts types that several tasks use in a shared file and imports them", () => {
		const other: TaskSpec = { ...SAMPLE, task: "other-task", method: "otherTask" };
		const files = renderTypeFiles({ "sample-task": SAMPLE, "other-task": other });
		expect(files.get("shared.ts")).toMatch(/export interface SampleParameters/);
		expect(files.get("other-task.ts")).toMatch(
			/import type \{ SampleElement, SampleParameters \} from "\.\/shared\.js";/,
		);
		expect(files.get("other-task.ts")).not.toMatch(/export interface SampleParameters/);
	});

	it("refuses one title for two different schemas", () => {
		const clash: TaskSpec = {
			...SAMPLE,
			task: "clash-task",
			response: { title: "SampleElement", type: "string", description: "Not the same." },
		};
		expect(() => renderTypeFiles({ "sample-task": SAMPLE, "clash-task": clash })).toThrow(/SampleElement/);
	});
});

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ANSWER_SHAPES_FILE, renderAnswerShapes } from "./answer-shape-generator.mjs";

// Turns @hubkit/tasks' task specifications into the client's TypeScript types. Pure apart from the
// formatting step (Biome, so the files read as the rest of the code and `npm run lint` passes), so
// the drift test can run it in memory and compare with the committed files.

/** Where the files go, relative to the package. */
export const GENERATED_DIR = "src/types/generated";

export const HEADER =
	"// Generated from @hubkit/tasks' TASK_SPECS by scripts/generate-types.mjs; do not edit.";

const SHARED_FILE = "shared";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function pascal(id) {
	return id
		.split(/[^A-Za-z0-9]+/)
		.filter(Boolean)
		.map((word) => word[0].toUpperCase() + word.slice(1))
		.join("");
}

/**
 * The roots of a task: each schema the client's function takes or gives, with the name it gets: its
 * title, else the task's name and role (`…Input`, `…Output`, `…StreamOutput`), else, when a nested
 * schema already holds that name (translation's element is `TranslationOutput`), `…Result`.
 */
function rootsOf(spec, titles) {
	const base = pascal(spec.task);
	const nameOf = (schema, role, fallback) => {
		if (schema.title !== undefined) return schema.title;
		return titles.has(`${base}${role}`) ? `${base}${fallback}` : `${base}${role}`;
	};
	const roots = [
		{ schema: spec.request, name: nameOf(spec.request, "Input", "Request"), side: "request" },
		{ schema: spec.response, name: nameOf(spec.response, "Output", "Result"), side: "response" },
	];
	if (spec.streamChunk) {
		const name = nameOf(spec.streamChunk, "StreamOutput", "StreamResult");
		roots.push({ schema: spec.streamChunk, name, side: "response" });
	}
	return roots;
}

function titlesIn(schema) {
	return [...(schema.title === undefined ? [] : [schema.title]), ...childrenOf(schema).flatMap(titlesIn)];
}

function childrenOf(schema) {
	return [
		...Object.values(schema.properties ?? {}),
		...(schema.items ? [schema.items] : []),
		...(typeof schema.additionalProperties === "object" ? [schema.additionalProperties] : []),
		...(schema.oneOf ?? []),
	];
}

function hasBinary(schema) {
	return schema.format === "binary" || childrenOf(schema).some(hasBinary);
}

/**
 * Every named schema, in the order first met: roots by their names, nested schemas by title. A name
 * used by two tasks lives in the shared file; one name for two different schemas is an error.
 */
function collectNamed(specs) {
	const named = new Map();
	const record = (name, schema, side, task) => {
		const json = JSON.stringify(schema);
		const seen = named.get(name);
		if (!seen) {
			named.set(name, { name, schema, json, side, tasks: new Set([task]) });
			return true;
		}
		if (seen.json !== json) throw new Error(`Two different schemas are both named ${name}`);
		if (seen.side !== side && hasBinary(schema)) {
			throw new Error(`${name} holds binary data and is used in both a request and a response`);
		}
		seen.tasks.add(task);
		return false;
	};
	const walk = (schema, side, task) => {
		for (const child of childrenOf(schema)) {
			if (child.title === undefined || record(child.title, child, side, task)) walk(child, side, task);
		}
	};
	const titles = new Set(
		specs.flatMap((spec) =>
			[spec.request, spec.response, spec.streamChunk].filter(Boolean).flatMap(titlesIn),
		),
	);
	for (const spec of specs) {
		for (const root of rootsOf(spec, titles)) {
			if (record(root.name, root.schema, root.side, spec.task)) walk(root.schema, root.side, spec.task);
		}
	}
	return named;
}

/** What an open object's other fields are, for the reference: a request's go out as given. */
const OPEN_FIELDS = {
	request: "Any other field is sent to the provider as given, for options the specification does not list.",
	response: "Any other field the provider includes in its answer, beyond the specification.",
};

function docComment(schema, indent) {
	const lines = [];
	if (schema.description) lines.push(schema.description.replaceAll("*/", "*\\/"));
	if (schema.default !== undefined) lines.push(`@default ${JSON.stringify(schema.default)}`);
	if (lines.length === 0) return "";
	if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
	return `${indent}/**\n${lines.map((line) => `${indent} * ${line}`).join("\n")}\n${indent} */\n`;
}

/** Renders schemas as TypeScript, noting which named types and client types each file uses. */
class Renderer {
	constructor(named, side) {
		this.named = named;
		this.side = side;
		this.references = new Set();
		this.usesBinary = false;
	}

	reference(name) {
		this.references.add(name);
		return name;
	}

	/** The type of a schema met inside another: a name when it has a title, else written out. */
	expression(schema, indent) {
		if (schema.title !== undefined && this.named.has(schema.title)) return this.reference(schema.title);
		return this.body(schema, indent);
	}

	body(schema, indent) {
		if (schema.oneOf) {
			const members = [...new Set(schema.oneOf.map((choice) => this.expression(choice, indent)))];
			return members.join(" | ");
		}
		if (schema.const !== undefined) return JSON.stringify(schema.const);
		if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(" | ");
		switch (schema.type) {
			case "string":
				if (schema.format !== "binary") return "string";
				if (this.side === "response") return "Blob";
				this.usesBinary = true;
				return "BinaryInput";
			case "number":
			case "integer":
				return "number";
			case "boolean":
				return "boolean";
			case "null":
				return "null";
			case "array": {
				const item = schema.items ? this.expression(schema.items, indent) : "unknown";
				return /^[\w$]+(\[\])*$/.test(item) ? `${item}[]` : `Array<${item}>`;
			}
			case "object":
				return this.objectBody(schema, indent);
			default:
				return "unknown";
		}
	}

	objectBody(schema, indent) {
		const properties = Object.entries(schema.properties ?? {});
		if (properties.length === 0) {
			const values =
				typeof schema.additionalProperties === "object"
					? this.expression(schema.additionalProperties, indent)
					: "unknown";
			return `Record<string, ${values}>`;
		}
		return `{\n${this.members(schema, `${indent}\t`)}${indent}}`;
	}

	members(schema, indent) {
		const required = new Set(schema.required ?? []);
		let text = "";
		for (const [key, property] of Object.entries(schema.properties ?? {})) {
			const name = IDENTIFIER.test(key) ? key : JSON.stringify(key);
			const optional = required.has(key) ? "" : "?";
			text += `${docComment(property, indent)}${indent}${name}${optional}: ${this.expression(property, indent)};\n`;
		}
		// An index signature must admit every declared field's type, so extra fields are `unknown`.
		if (schema.additionalProperties) {
			const extra =
				typeof schema.additionalProperties === "object" && schema.additionalProperties.description
					? schema.additionalProperties
					: { description: OPEN_FIELDS[this.side] };
			text += `${docComment(extra, indent)}${indent}[key: string]: unknown;\n`;
		}
		return text;
	}

	declaration(name, schema) {
		const comment = docComment(schema, "");
		if (
			schema.type === "object" &&
			schema.properties &&
			Object.keys(schema.properties).length > 0 &&
			!schema.oneOf
		) {
			return `${comment}export interface ${name} {\n${this.members(schema, "\t")}}\n`;
		}
		return `${comment}export type ${name} = ${this.body(schema, "")};\n`;
	}
}

function renderFile(entries, named, fileOf, file) {
	const declarations = [];
	const imports = new Map();
	let usesBinary = false;
	for (const entry of entries) {
		const renderer = new Renderer(named, entry.side);
		declarations.push(renderer.declaration(entry.name, entry.schema));
		usesBinary ||= renderer.usesBinary;
		for (const name of renderer.references) {
			const home = fileOf.get(name);
			if (home === file) continue;
			if (!imports.has(home)) imports.set(home, new Set());
			imports.get(home).add(name);
		}
	}
	const lines = [];
	if (usesBinary) lines.push(`import type { BinaryInput } from "../../utils/binary.js";`);
	for (const [home, names] of [...imports].sort(([a], [b]) => a.localeCompare(b))) {
		lines.push(`import type { ${[...names].sort().join(", ")} } from "./${home}.js";`);
	}
	const head = lines.length > 0 ? `${lines.join("\n")}\n\n` : "";
	return `${HEADER}\n\n${head}${declarations.join("\n")}`;
}

/**
 * The generated files, by file name (`<task-id>.ts`, `shared.ts` for types several tasks use,
 * `index.ts` re-exporting them all, and `answer-shapes.ts`, what each task's answer must hold), as
 * unformatted TypeScript.
 */
export function renderTypeFiles(taskSpecs) {
	const specs = Object.values(taskSpecs).sort((a, b) => a.task.localeCompare(b.task));
	const named = collectNamed(specs);
	const fileOf = new Map();
	for (const entry of named.values()) {
		fileOf.set(entry.name, entry.tasks.size > 1 ? SHARED_FILE : [...entry.tasks][0]);
	}
	const files = new Map();
	for (const file of [SHARED_FILE, ...specs.map((spec) => spec.task)]) {
		const entries = [...named.values()].filter((entry) => fileOf.get(entry.name) === file);
		if (entries.length > 0) files.set(`${file}.ts`, renderFile(entries, named, fileOf, file));
	}
	const index = [...files.keys()].map((name) => `export type * from "./${name.replace(/\.ts$/, ".js")}";\n`);
	files.set("index.ts", `${HEADER}\n\n${index.join("")}`);
	// The answers' checks are values, not types, so the index of types does not re-export them.
	files.set(ANSWER_SHAPES_FILE, renderAnswerShapes(specs, HEADER));
	return files;
}

const repositoryDir = fileURLToPath(new URL("../../../", import.meta.url));
const biome = createRequire(import.meta.url).resolve("@biomejs/biome/bin/biome");

/**
 * Formats the generated files as `biome check --write` would in place, under the repository's
 * config: one Biome process over a scratch copy of the folder, not one per file (34 processes took
 * seconds of every test run).
 */
export function formatTypeFiles(files) {
	const scratch = mkdtempSync(join(tmpdir(), "generated-types-"));
	try {
		for (const [name, source] of files) writeFileSync(join(scratch, name), source);
		const result = spawnSync(
			process.execPath,
			[biome, "check", "--write", `--config-path=${repositoryDir}`, "--vcs-enabled=false", scratch],
			{ encoding: "utf8" },
		);
		if (result.status !== 0) {
			throw new Error(`Biome refused the generated types:\n${result.stderr || result.stdout}`);
		}
		return new Map([...files.keys()].map((name) => [name, readFileSync(join(scratch, name), "utf8")]));
	} finally {
		rmSync(scratch, { recursive: true, force: true });
	}
}

/** Every generated file, formatted: what `npm run generate:types` writes. */
export function generateTypeFiles(taskSpecs) {
	return formatTypeFiles(renderTypeFiles(taskSpecs));
}

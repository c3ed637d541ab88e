// Turns each task specification's answer schema into the small table the client checks answers
// against (src/providers/shapes/output-checks.ts reads it): the JSON type of every value, which
// fields an object must hold, list or object. Only what a JSON answer can be checked for is kept:
// integers are numbers (JSON has one number type), descriptions, bounds and formats other than
// binary are dropped.

/** The generated file's name, in the generated types' folder. */
export const ANSWER_SHAPES_FILE = "answer-shapes.ts";

function dedupe(shapes) {
	const seen = new Map(shapes.map((shape) => [JSON.stringify(shape), shape]));
	return [...seen.values()];
}

/** The answer shape of one schema (see src/types/answer-shape.ts). */
export function answerShapeOf(schema) {
	if (schema.oneOf) {
		const choices = dedupe(schema.oneOf.map(answerShapeOf));
		return choices.length === 1 ? choices[0] : { oneOf: choices };
	}
	const constant = schema.const ?? schema.enum?.[0];
	if (constant !== undefined) return constant === null ? "null" : typeof constant;
	switch (schema.type) {
		case "string":
			return schema.format === "binary" ? "blob" : "string";
		case "number":
		case "integer":
			return "number";
		case "boolean":
		case "null":
			return schema.type;
		case "array":
			return { list: schema.items ? answerShapeOf(schema.items) : "unknown" };
		case "object": {
			const properties = Object.entries(schema.properties ?? {});
			if (properties.length === 0) return "object";
			const required = new Set(schema.required ?? []);
			const fields = Object.fromEntries(properties.map(([name, field]) => [name, answerShapeOf(field)]));
			const optional = properties.map(([name]) => name).filter((name) => !required.has(name));
			return optional.length > 0 ? { fields, optional } : { fields };
		}
		default:
			return "unknown";
	}
}

/** The generated module: every task's answer shape, by task id, as unformatted TypeScript. */
export function renderAnswerShapes(specs, header) {
	const entries = specs.map(
		(spec) => `${JSON.stringify(spec.task)}: ${JSON.stringify(answerShapeOf(spec.response))},`,
	);
	return `${header}

import type { AnswerShape } from "../answer-shape.js";

/** What each task's answer must hold, from its specification's response schema. */
export const ANSWER_SHAPES = {
${entries.join("\n")}
} as const satisfies Readonly<Record<string, AnswerShape>>;
`;
}

import { tooDeep, type Value } from "../literals/value.js";
import { asJson, shapeOf } from "./plain-data.js";
import type { ReportReason } from "./reasons.js";

/**
 * The JSON body raw clients send. The builder's value as it is when it is plain data; otherwise
 * (a Date, a class instance, anything with `toJSON`) the value read back from the JSON the client
 * sends. A body that cannot be JSON at all (a BigInt, a cycle) is reported and the call's inputs are used.
 */
export function jsonBody(
	value: Record<string, unknown>,
	inputs: Record<string, Value>,
	report: ReportReason,
): Record<string, Value> {
	const shape = shapeOf(value);
	if (shape === "plain") return value as Record<string, Value>;
	try {
		if (shape === "too deep") throw tooDeep();
		const json = asJson(value);
		if (shapeOf(json) === "too deep") throw tooDeep();
		return json as Record<string, Value>;
	} catch (error) {
		report({ skipped: "json-body", message: "Failed to parse body as JSON", error });
		return inputs;
	}
}

/**
 * The call's inputs as the templates can write them: as they are when plain data; as JSON sees
 * them otherwise (a Date as its text); as they are when JSON cannot carry them (a BigInt: the
 * body made from them is logged as not JSON, and the inputs written as given). Undefined, logged,
 * when nothing can write them: nested deeper than `MAX_DEPTH`, or containing themselves.
 */
export function writableInputs(
	inputs: Record<string, Value>,
	report: ReportReason,
): Record<string, Value> | undefined {
	let error: unknown;
	try {
		const shape = shapeOf(inputs);
		if (shape === "plain") return inputs;
		if (shape === "other") {
			try {
				const json = asJson(inputs);
				if (shapeOf(json) === "plain") return json as Record<string, Value>;
			} catch {
				return inputs;
			}
		}
		error = tooDeep();
	} catch (thrown) {
		// A getter or a proxy that throws while being read.
		error = thrown;
	}
	report({ skipped: "snippets", message: "Failed to parse body as JSON", error });
	return undefined;
}

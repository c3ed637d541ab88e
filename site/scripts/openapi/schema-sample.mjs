// The smallest value a JSON schema takes: required fields only, one item per list, the first of
// several forms. The probes of client-wire.mjs build arguments and answers from the specifications
// with it, so no task's fields are written out by hand.

const SCALARS = { string: "a", number: 0.5, integer: 1, boolean: true, null: null };

/** A value of `schema`, or undefined when the schema says nothing to build one from. */
export function sampleOf(schema) {
	if (!schema || typeof schema !== "object") return undefined;
	if (Object.hasOwn(schema, "const")) return schema.const;
	if (Array.isArray(schema.enum)) return schema.enum[0];
	const options = schema.oneOf ?? schema.anyOf;
	if (Array.isArray(options)) {
		// A file's bytes cannot be JSON: the first form a JSON value can take.
		const jsonForm = options.find((option) => option.format !== "binary") ?? options[0];
		return sampleOf(jsonForm);
	}
	const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
	if (type === "array") {
		const item = sampleOf(schema.prefixItems?.[0] ?? schema.items);
		return item === undefined ? [] : Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
	}
	if (type === "object" || schema.properties) {
		const value = {};
		for (const name of schema.required ?? []) value[name] = sampleOf(schema.properties?.[name]) ?? "a";
		return value;
	}
	if (type === "string" && schema.format === "uri") return "https://example.com/a";
	return Object.hasOwn(SCALARS, type) ? SCALARS[type] : undefined;
}

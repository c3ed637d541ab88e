/** The value at `path`, or undefined when the path leads nowhere. */
export function valueAt(value: unknown, path: string[]): unknown {
	let current = value;
	for (const key of path) {
		if (!current || typeof current !== "object" || !Object.hasOwn(current, key)) return undefined;
		current = (current as Record<string, unknown>)[key];
	}
	return current;
}

/** A copy of `value` with `replacement` at `path`; only the objects and lists on the path are copied. */
export function withValueAt(value: unknown, path: string[], replacement: unknown, depth = 0): unknown {
	if (depth === path.length) return replacement;
	const key = path[depth] as string;
	if (Array.isArray(value)) {
		const copy = value.slice();
		copy[Number(key)] = withValueAt(value[Number(key)], path, replacement, depth + 1);
		return copy;
	}
	const record = value as Record<string, unknown>;
	return { ...record, [key]: withValueAt(record[key], path, replacement, depth + 1) };
}

/**
 * The places where two values differ, as paths of keys: where the sample file went when two
 * bodies are built with different file bytes (base64 or a data URL, once or in several fields),
 * found by where it is rather than by what it looks like.
 */
export function differences(
	first: unknown,
	second: unknown,
	path: string[] = [],
	found: string[][] = [],
): string[][] {
	if (first === second) return found;
	if (!first || !second || typeof first !== "object" || typeof second !== "object") found.push(path);
	else
		for (const key in first)
			differences(
				(first as Record<string, unknown>)[key],
				(second as Record<string, unknown>)[key],
				[...path, key],
				found,
			);
	return found;
}

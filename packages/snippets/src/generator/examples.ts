import { type ExampleInput, getExampleInput } from "@hubkit/tasks";

/** Per task, per model kind (`chat` or not, then the mask token). */
const cache = new Map<string, Map<string, ExampleInput | undefined>>();

function deepFreeze<T>(value: T): T {
	if (value && typeof value === "object" && !Object.isFrozen(value)) {
		for (const item of Object.values(value)) deepFreeze(item);
		Object.freeze(value);
	}
	return value;
}

/**
 * A task's example input, read once per task and model kind and frozen: snippets only read it, and
 * sharing one copy lets the literal writers reuse what they wrote for it.
 */
export function exampleInput(
	task: string,
	model: { tags?: readonly string[]; mask_token?: string },
): ExampleInput | undefined {
	let byKind = cache.get(task);
	if (!byKind) {
		byKind = new Map();
		cache.set(task, byKind);
	}
	const kind = model.tags?.includes("conversational")
		? `c${model.mask_token ?? ""}`
		: `p${model.mask_token ?? ""}`;
	if (byKind.has(kind)) return byKind.get(kind);
	const example = deepFreeze(getExampleInput(task, model));
	byKind.set(kind, example);
	return example;
}

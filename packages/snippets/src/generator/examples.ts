import { type ExampleInput, getExampleInput } from "@hubkit/tasks";

const cache = new Map<string, ExampleInput | undefined>();

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
	const key = `${task}\u0000${model.tags?.includes("conversational") ? "chat" : ""}\u0000${model.mask_token ?? ""}`;
	if (!cache.has(key)) cache.set(key, deepFreeze(getExampleInput(task, model)));
	return cache.get(key);
}

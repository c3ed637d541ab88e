import { MODEL_LIBRARIES, PIPELINE_TYPES, TASKS_DATA } from "@hubkit/tasks";
import { CHAT_CHOICE } from "../components/run-locally/chat-choice.js";
import type { LocalGeneratorProps } from "../components/run-locally/local-generator-props.js";
import { DEFAULT_MODEL } from "../components/snippets/generator-state.js";
import { highlight } from "./highlight.server.js";

/**
 * The Run locally generator's choices and its default view (the snippet generator's default model,
 * chatting), highlighted at build time.
 */
export async function localGeneratorProps(): Promise<LocalGeneratorProps> {
	// Imported when called, as the snippet generator's engine is (see snippet-generator-data.server.ts).
	const { generateLocal } = await import("../components/run-locally/local-engine.js");
	const known: LocalGeneratorProps["known"] = {};
	for (const id of PIPELINE_TYPES)
		for (const model of TASKS_DATA[id].models)
			known[model.id] ??= {
				...(model.library_name ? { library: model.library_name } : {}),
				tags: model.tags,
			};
	const defaults = { model: DEFAULT_MODEL, task: CHAT_CHOICE };
	const plain = generateLocal({ ...defaults, library: "", known: known[DEFAULT_MODEL] }, () => "");
	const tabs = await Promise.all(
		(plain.tabs ?? []).map(async (tab) => ({
			...tab,
			html: await highlight(tab.code, tab.language),
			...(tab.setup ? { setupHtml: await highlight(tab.setup, "sh") } : {}),
		})),
	);
	const servedTasks = new Set<string>(
		Object.values(MODEL_LIBRARIES).flatMap((library) => [...library.tasks]),
	);
	return {
		tasks: [CHAT_CHOICE, ...PIPELINE_TYPES.filter((id) => servedTasks.has(id))],
		libraries: Object.entries(MODEL_LIBRARIES).map(([key, library]) => ({
			key,
			label: library.prettyLabel,
			tasks: [...library.tasks],
		})),
		known,
		defaults,
		defaultPanel: { ...plain, tabs },
	};
}

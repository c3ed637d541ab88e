import type { LocalModelChoice, LocalTab } from "./local-tab.js";

/** A library the generator offers: its key and display name, and the tasks it lists. */
export interface GeneratorLibrary {
	key: string;
	label: string;
	tasks: string[];
}

/** What the build gives the Run locally generator: its choices and its default view, highlighted. */
export interface LocalGeneratorProps {
	tasks: string[];
	libraries: GeneratorLibrary[];
	/**
	 * The library and tags of the models the task pages recommend, by id: what the code is written from
	 * when the hub cannot be reached.
	 */
	known: Record<string, { library?: string; tags: string[] }>;
	defaults: { model: string; task: string };
	/** The default view's code, highlighted at build time. */
	defaultPanel: LocalModelChoice<LocalTab>;
}

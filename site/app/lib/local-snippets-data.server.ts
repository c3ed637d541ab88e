import { getLocalSnippetsWithReasons, type LocalSnippet } from "@hubkit/snippets";
import {
	MODEL_LIBRARIES,
	type ModelLibraryKey,
	PIPELINE_TYPES,
	type PipelineType,
	TASKS_DATA,
} from "@hubkit/tasks";
import {
	type LocalModelChoice,
	type LocalModelPanel,
	type LocalTab,
	localSnippetDataPath,
	localTabIds,
} from "../components/run-locally/local-tab.js";
import { firstTabCode } from "../components/snippets/snippet-tab.js";
import { highlight } from "./highlight.server.js";

/** The mask tokens of the hub's fill-mask families, as the page's demo text carries them. */
const MASK_TOKENS = /\[MASK\]|<mask>/;

/** A fill-mask model's token: RoBERTa-style checkpoints use `<mask>`, BERT-style ones `[MASK]`. */
function maskToken(id: string): string {
	return /roberta/i.test(id) ? "<mask>" : "[MASK]";
}

/** The fill-mask token of the page's demo, which is written for its widget model. */
function demoMaskToken(id: PipelineType): string | undefined {
	for (const item of TASKS_DATA[id].demo.inputs) {
		const found = item.type === "text" ? MASK_TOKENS.exec(item.content) : null;
		if (found) return found[0];
	}
	return undefined;
}

const libraryLabel = (name: string | undefined) =>
	name !== undefined && Object.hasOwn(MODEL_LIBRARIES, name)
		? MODEL_LIBRARIES[name as ModelLibraryKey].prettyLabel
		: undefined;

/** Local snippets as tabs, highlighted at build time like the Inference section's. */
export async function localTabs(snippets: readonly LocalSnippet[]): Promise<LocalTab[]> {
	const ids = localTabIds(snippets);
	return Promise.all(
		snippets.map(async (snippet, index) => ({
			id: ids[index] ?? `${snippet.kind}-${index}`,
			kind: snippet.kind,
			name: snippet.name,
			label: snippet.label,
			language: snippet.language,
			...(snippet.setup ? { setup: snippet.setup, setupHtml: await highlight(snippet.setup, "sh") } : {}),
			code: snippet.content,
			html: await highlight(snippet.content, snippet.language),
			...(snippet.docsUrl ? { docsUrl: snippet.docsUrl } : {}),
		})),
	);
}

/**
 * The "Run locally" section of a task page: a panel per recommended model (the page's widget model
 * first, as the Inference section shows it), each with its libraries' and apps' code, or, for a model
 * with none, why (the record's own note, else the generator's reason).
 */
export function taskLocalSnippets(id: PipelineType): Promise<LocalModelPanel[]> {
	let panels = generated.get(id);
	if (!panels) {
		panels = generatePanels(id);
		generated.set(id, panels);
	}
	return panels;
}

/** Generated once per build: the page and each of its models' files ask for the same panels. */
const generated = new Map<PipelineType, Promise<LocalModelPanel[]>>();

async function generatePanels(id: PipelineType): Promise<LocalModelPanel[]> {
	const record = TASKS_DATA[id];
	if (record.isPlaceholder) return [];
	const widget = record.widgetModels[0];
	const models = [...record.models].sort((a, b) => Number(b.id === widget) - Number(a.id === widget));
	const demoToken = demoMaskToken(id);
	return Promise.all(
		models.map(async (model) => {
			const token = id === "fill-mask" ? (model.id === widget ? demoToken : undefined) : undefined;
			const { snippets, reasons } = getLocalSnippetsWithReasons({
				id: model.id,
				pipeline_tag: id,
				library_name: model.library_name,
				tags: model.tags,
				...(id === "fill-mask" ? { mask_token: token ?? maskToken(model.id) } : {}),
			});
			const label = libraryLabel(model.library_name);
			const note = model.libraryNote ?? reasons.map((reason) => reason.message).join(" ");
			return {
				modelId: model.id,
				...(label ? { library: label } : {}),
				tabs: await localTabs(snippets),
				...(snippets.length === 0 || model.libraryNote ? { note } : {}),
			};
		}),
	);
}

/**
 * What a task page carries: the first model's tabs, the first with its code and the others by name
 * (text-generation's chat model has a dozen apps: 130 KB of the page's HTML), and for the other
 * models only their tabs' ids.
 */
export function pageChoices(panels: readonly LocalModelPanel[]): LocalModelChoice[] {
	return panels.map(({ tabs, ...panel }, index) => ({
		...panel,
		tabIds: tabs.map((tab) => tab.id),
		...(index === 0 ? { tabs: firstTabCode(tabs) } : {}),
	}));
}

/**
 * The static files of every documented task's models: the first model's has the code of the tabs
 * its page names only, the others' all of theirs.
 */
export function localSnippetDataPaths(): string[] {
	return PIPELINE_TYPES.flatMap((id) =>
		TASKS_DATA[id].isPlaceholder
			? []
			: TASKS_DATA[id].models.map((_, index) => localSnippetDataPath(id, index)),
	);
}

/**
 * For each library of the page's Libraries list, the anchor of its first tab in "Run locally"
 * (the tab of the first model that has its code), so the list can link to it.
 */
export function libraryAnchors(panels: readonly LocalModelPanel[]): Record<string, string> {
	const anchors: Record<string, string> = {};
	for (const panel of panels)
		for (const tab of panel.tabs)
			if (tab.kind === "library" && !(tab.name in anchors)) anchors[tab.name] = tab.id;
	return anchors;
}

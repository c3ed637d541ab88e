import { getLocalSnippetsWithReasons } from "@hubkit/snippets";
import { SHIKI_LANGS } from "../snippets/generator-tabs.js";
import { CHAT_CHOICE } from "./chat-choice.js";
import type { LocalModelChoice, LocalTab } from "./local-tab.js";
import { localTabIds } from "./local-tab.js";

export interface LocalChoice {
	model: string;
	task: string;
	/** A library key, or "" for the model's own. */
	library: string;
	/** The model's own library and tags, when the site knows the model. */
	known?: { library?: string; tags: string[] } | undefined;
}

/**
 * The Run locally generator's heavy half (the snippet generator): loaded once the reader changes
 * the default view. Code comes back with each tab's HTML given by `html`.
 */
export function generateLocal(
	choice: LocalChoice,
	html: (code: string, lang: (typeof SHIKI_LANGS)[keyof typeof SHIKI_LANGS]) => string,
): LocalModelChoice {
	const chat = choice.task === CHAT_CHOICE;
	const tags = [...(choice.known?.tags ?? []), ...(chat ? ["conversational"] : [])];
	const library = choice.library || choice.known?.library;
	const { snippets, reasons } = getLocalSnippetsWithReasons({
		id: choice.model.trim(),
		pipeline_tag: chat ? "text-generation" : choice.task,
		...(library ? { library_name: library } : {}),
		tags: [...new Set(tags)],
	});
	const ids = localTabIds(snippets);
	const tabs: LocalTab[] = snippets.map((snippet, index) => ({
		id: ids[index] ?? `${snippet.kind}-${index}`,
		kind: snippet.kind,
		name: snippet.name,
		label: snippet.label,
		language: snippet.language,
		...(snippet.setup ? { setup: snippet.setup, setupHtml: html(snippet.setup, "bash") } : {}),
		code: snippet.content,
		html: html(snippet.content, SHIKI_LANGS[snippet.language]),
		...(snippet.docsUrl ? { docsUrl: snippet.docsUrl } : {}),
	}));
	return {
		modelId: choice.model.trim(),
		tabIds: tabs.map((tab) => tab.id),
		tabs,
		...(reasons.length > 0 && tabs.length === 0
			? { note: reasons.map((reason) => reason.message).join(" ") }
			: {}),
	};
}

import { getLocalSnippetsWithReasons, type HubModel, modelFacts } from "@hubkit/snippets";
import { SHIKI_LANGS } from "../snippets/generator-tabs.js";
import { CHAT_CHOICE } from "./chat-choice.js";
import type { LocalModelChoice, LocalTab } from "./local-tab.js";
import { localTabIds } from "./local-tab.js";

export { askHub } from "./hub-answer.js";

/** The hub's tag on a model that chats, which the snippets read; spelled as CHAT_CHOICE is, a different thing. */
const CHAT_TAG = "conversational";

export interface LocalChoice {
	model: string;
	task: string;
	/** A library key, or "" for the model's own. */
	library: string;
	/** The model as the hub described it, when it did: the code is written from its facts. */
	hub?: HubModel | undefined;
	/** The model's own library and tags, when the site knows the model and the hub said nothing. */
	known?: { library?: string; tags: string[] } | undefined;
}

/**
 * The model as the generator gets it: the hub's description (every field as the hub gave it) with
 * the reader's task and library in place of the model's own, the site's records where the hub said
 * nothing.
 */
function describedModel(choice: LocalChoice) {
	const chat = choice.task === CHAT_CHOICE;
	const facts = choice.hub ? modelFacts(choice.hub) : undefined;
	const tags = [...(facts ? facts.tags : (choice.known?.tags ?? [])), ...(chat ? [CHAT_TAG] : [])];
	const library = choice.library || (facts ? facts.library_name : choice.known?.library);
	return {
		...choice.hub,
		id: choice.model.trim(),
		pipeline_tag: chat ? "text-generation" : choice.task,
		library_name: library,
		tags: [...new Set(tags)],
	};
}

/**
 * The Run locally generator's heavy half (the snippet generator): loaded once the reader changes
 * the default view. Code comes back with each tab's HTML given by `html`.
 */
export function generateLocal(
	choice: LocalChoice,
	html: (code: string, lang: (typeof SHIKI_LANGS)[keyof typeof SHIKI_LANGS]) => string,
): LocalModelChoice<LocalTab> {
	const { snippets, reasons } = getLocalSnippetsWithReasons(describedModel(choice));
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

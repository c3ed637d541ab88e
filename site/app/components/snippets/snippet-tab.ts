/** One client's snippet, as a tab of the Inference section. */
export interface SnippetTab {
	/** Stable across pages (language and client), so the reader's choice can follow them. */
	id: string;
	label: string;
	/** The install command, shown above the code. */
	setup?: string;
	setupHtml?: string | undefined;
	code: string;
	html: string;
}

/** Where the reader's language and client choice is remembered between pages. */
export const SNIPPET_CHOICE_KEY = "hubkit:snippet-client";

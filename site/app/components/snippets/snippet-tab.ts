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

/** Where the snippets of a task for another provider are, as a static file the build writes. */
export function snippetDataPath(task: string, provider: string): string {
	return `/snippet-data/${task}/${provider}.json`;
}

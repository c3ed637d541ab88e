import { useContext } from "react";
import { useCopyFeedback } from "../code-block/use-copy-feedback.js";
import { LocaleContext, useUiStrings } from "../locale/locale-context.js";

const LABEL = { en: "Copy page", he: "העתקת העמוד" } as const;
/** Beside the button, for readers who would rather give their agent the docs than paste a page. */
const MCP_NAME = { en: "MCP server", he: "שרת MCP" } as const;

export interface CopyPageButtonProps {
	/** Address of the page's Markdown, fetched only when the reader asks for it. */
	markdown: string;
}

/** Copies the page as Markdown, for pasting into an LLM; says so the way the code blocks' button does. */
export function CopyPageButton({ markdown }: CopyPageButtonProps) {
	const strings = useUiStrings();
	const locale = useContext(LocaleContext);
	const label = LABEL[locale];
	const { state, copy } = useCopyFeedback(async () => {
		const response = await fetch(markdown);
		if (!response.ok) throw new Error(`HTTP ${response.status}`);
		return response.text();
	});

	const message = state === "copied" ? strings.copied : state === "failed" ? strings.copyFailed : "";
	return (
		<>
			<button type="button" className="copy-page-button" data-state={state} onClick={copy}>
				<svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="14" height="14">
					<path
						fill="currentColor"
						d="M5 1.5h7.5A1.5 1.5 0 0 1 14 3v8.5h-1.5V3H5zM2 5a1.5 1.5 0 0 1 1.5-1.5h6A1.5 1.5 0 0 1 11 5v8.5A1.5 1.5 0 0 1 9.5 15h-6A1.5 1.5 0 0 1 2 13.5zm1.5 0v8.5h6V5z"
					/>
				</svg>
				{label}
			</button>
			<span className="visually-hidden" role="status" aria-live="polite">
				{message}
			</span>
			{/* "MCP" shown and the whole name read, which holds it: the pair fits beside the sidebar's first summary. */}
			<a className="copy-page-mcp" href="/mcp" aria-label={MCP_NAME[locale]}>
				MCP
			</a>
		</>
	);
}

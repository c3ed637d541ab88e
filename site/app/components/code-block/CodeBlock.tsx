import { IslandMarkup } from "../../islands/IslandMarkup.js";
import { useUiStrings } from "../locale/locale-context.js";
import { CopyButton } from "./CopyButton.js";
import { encodeCopyValue } from "./copy-value.js";

export interface CodeBlockProps {
	/** The raw code: what the copy button copies. */
	code: string;
	/** The code highlighted at build time (a `<pre>` element as HTML), so no highlighter ships to the browser. */
	html: string;
	lang: string;
	/** Output blocks show what a command prints, captioned so they are not mistaken for input. */
	variant?: "code" | "output";
}

export function CodeBlock({ code, html, lang, variant = "code" }: CodeBlockProps) {
	const strings = useUiStrings();
	const copy = { value: encodeCopyValue(code) };
	return (
		<div className={`code-block code-block-${variant}`} dir="ltr" data-lang={lang}>
			{variant === "output" && (
				<div className="code-block-caption" dir="auto">
					{strings.output}
				</div>
			)}
			{/* biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is produced by Shiki at build time from our own code samples. */}
			<div className="code-block-body" dangerouslySetInnerHTML={{ __html: html }} />
			<IslandMarkup name="copy-button" props={copy}>
				<CopyButton {...copy} />
			</IslandMarkup>
		</div>
	);
}

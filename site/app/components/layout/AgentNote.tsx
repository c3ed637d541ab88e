/**
 * A note for coding agents that read the page's HTML: where the site's index for language models is
 * (/llms.txt) and this page's Markdown copy. Hidden on screen but not from the page's text, so the
 * HTML to text converters agents use keep it.
 * It sits once per page, in the header after the skip link, so a screen reader meets it once at the
 * top and never after skipping to the content. Its links take no keyboard focus: a link that is
 * not shown must not hold the focus where no one sees it.
 */
export function AgentNote({ markdown }: { markdown?: string }) {
	return (
		<p className="visually-hidden">
			For AI agents: the index of this site for language models is at{" "}
			<a href="/llms.txt" tabIndex={-1}>
				/llms.txt
			</a>
			.
			{markdown && (
				<>
					{" "}
					Every page has a Markdown copy at its address with .md added, and this page's is{" "}
					<a href={markdown} tabIndex={-1}>
						{markdown}
					</a>{" "}
					(also sent for this address to a request with Accept: text/markdown).
				</>
			)}
		</p>
	);
}

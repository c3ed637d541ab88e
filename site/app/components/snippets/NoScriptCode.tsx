import { markdownPath } from "../../../scripts/markdown-path.mjs";

/**
 * Where the other tabs' code is when scripts do not run: the tabs cannot show it (a task page carries
 * only the first tab's code), and the page's Markdown copy has every tab's.
 */
export function NoScriptCode({ task }: { task: string }) {
	return (
		<noscript>
			<p className="snippet-no-script">
				Without JavaScript only the first tab's code is shown; every tab's code is in{" "}
				<a href={markdownPath(`/tasks/${task}`)}>this page's Markdown copy</a>.
			</p>
		</noscript>
	);
}

import { useUiStrings } from "../locale/locale-context.js";

export interface UpdateOnGitHubProps {
	/** Address of the page's source file. */
	source: string;
}

export function UpdateOnGitHub({ source }: UpdateOnGitHubProps) {
	const strings = useUiStrings();
	return (
		<p className="update-on-github">
			<a href={source} target="_blank" rel="noopener noreferrer">
				<svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
					<path
						fill="currentColor"
						d="M5.3 4.2 1.5 8l3.8 3.8 1-1L3.5 8l2.8-2.8zm5.4 0-1 1L12.5 8l-2.8 2.8 1 1L14.5 8z"
					/>
				</svg>
				<span lang="en">{strings.updateOnGitHub}</span>{" "}
				<span className="visually-hidden">{strings.opensInNewTab}</span>
			</a>
		</p>
	);
}

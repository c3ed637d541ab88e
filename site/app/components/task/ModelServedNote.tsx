export interface ModelServedNoteProps {
	/** The providers serving the model; undefined on a page the router does not serve. */
	providers: readonly string[] | undefined;
	/** The provider table's date, in words. */
	asOf: string;
	/** Whether the page has a Run locally section to send a reader to. */
	runsLocally: boolean;
}

/**
 * Under a recommended model: who serves it through the router, or, for a model no provider serves,
 * that it runs on the reader's own machine, so nobody pastes a router call that cannot work.
 */
export function ModelServedNote({ providers, asOf, runsLocally }: ModelServedNoteProps) {
	if (providers === undefined) return null;
	if (providers.length > 0)
		return (
			<p className="repo-note">
				Served by {providers.join(", ")} (as of {asOf}).
			</p>
		);
	return (
		<p className="repo-note">
			No provider serves it (as of {asOf}):{" "}
			{runsLocally ? <a href="#run-locally">run it locally</a> : "run it locally"}.
		</p>
	);
}

import type { ReactNode } from "react";

export interface GeneratorStatusProps {
	/** The generator's code could not be fetched: said in place of everything else. */
	loadFailed: boolean;
	/** What the code below shows: how many snippets, or why there are none. */
	children: ReactNode;
}

/** The line that tells what a generator's code below shows, read out by screen readers as it changes. */
export function GeneratorStatus({ loadFailed, children }: GeneratorStatusProps) {
	return (
		<p role="status" className="generator-status">
			{loadFailed
				? "The generator could not be loaded: check the connection, then change a field to try again."
				: children}
		</p>
	);
}

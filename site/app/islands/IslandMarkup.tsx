import type { ReactNode } from "react";
import type { IslandName } from "./island-names.js";

export interface IslandMarkupProps {
	name: IslandName;
	/** The component's props, written as JSON for the browser to hydrate it with. */
	props: object;
	/** The component rendered with those props. */
	children: ReactNode;
}

/**
 * The markup the browser hydrates an island from: its name and its props as JSON around the
 * rendered component. Components inside an island use it directly with the component they render,
 * so they need not import the registry (which imports them).
 */
export function IslandMarkup({ name, props, children }: IslandMarkupProps) {
	return (
		<div className="island" data-island={name} data-props={JSON.stringify(props)}>
			{children}
		</div>
	);
}

import type { ComponentProps, FunctionComponent } from "react";
import { ISLANDS, type IslandName } from "./registry.js";

export interface IslandProps<N extends IslandName> {
	name: N;
	props: ComponentProps<(typeof ISLANDS)[N]>;
}

/**
 * Renders an interactive component into the static page, with what the browser needs to hydrate
 * it later: its name and its props as JSON.
 */
export function Island<N extends IslandName>({ name, props }: IslandProps<N>) {
	const Component = ISLANDS[name] as FunctionComponent<object>;
	return (
		<div className="island" data-island={name} data-props={JSON.stringify(props)}>
			<Component {...(props as object)} />
		</div>
	);
}

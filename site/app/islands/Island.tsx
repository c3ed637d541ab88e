import type { ComponentProps, FunctionComponent } from "react";
import { IslandMarkup } from "./IslandMarkup.js";
import type { IslandName } from "./island-names.js";
import { ISLANDS } from "./registry.js";

export interface IslandProps<N extends IslandName> {
	name: N;
	props: ComponentProps<(typeof ISLANDS)[N]>;
}

/**
 * Renders an interactive component into the static page, with what the browser needs to hydrate
 * it later: its name and its props as JSON. For pages; a component that is itself in the registry
 * renders its inner islands with `IslandMarkup`.
 */
export function Island<N extends IslandName>({ name, props }: IslandProps<N>) {
	const Component = ISLANDS[name] as FunctionComponent<object>;
	const data = props as object;
	return (
		<IslandMarkup name={name} props={data}>
			<Component {...data} />
		</IslandMarkup>
	);
}
